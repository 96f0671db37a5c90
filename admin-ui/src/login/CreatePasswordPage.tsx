import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Link, Stack, TextField } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { HttpError, useTranslate } from 'react-admin';
import { MIN_PASSWORD_LENGTH } from '@claims/domain';
import { API_URL, httpClient } from '../providers/http-client';
import { AuthFrame } from './AuthFrame';

/**
 * #/auth/create-password/{token?} (SPEC §2's path, in the console): where a staff member's
 * invitation or password-reset e-mail lands. The same api as the portal's screen.
 */
export function CreatePasswordPage() {
  const translate = useTranslate();
  const { token: fromLink } = useParams();
  const [token, setToken] = useState(fromLink ?? '');
  const [invited, setInvited] = useState<{ name: string; email: string } | null>(null);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!fromLink) return;
    // Greets the person the link is for; an unusable link simply says nothing here.
    httpClient(`${API_URL}/auth/invitations/${encodeURIComponent(fromLink)}`)
      .then(({ json }) => setInvited(json as { name: string; email: string }))
      .catch(() => setInvited(null));
  }, [fromLink]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH)
      return setError(translate('validation.passwordTooShort', { min: MIN_PASSWORD_LENGTH }));
    if (password !== repeat) return setError(translate('portal.createPassword.mismatch'));
    setBusy(true);
    try {
      await httpClient(`${API_URL}/auth/create-password`, {
        method: 'POST',
        body: JSON.stringify({ token, password }),
      });
      setDone(true);
    } catch (err) {
      const fields = err instanceof HttpError ? (err.body?.errors as Record<string, string>) : undefined;
      setError(fields?.password ?? (err instanceof Error ? err.message : translate('errors.generic')));
    } finally {
      setBusy(false);
    }
  }

  const toLogin = (
    <Link component={RouterLink} to="/login" variant="body2" sx={{ textAlign: 'center' }}>
      {translate('portal.backToLogin')}
    </Link>
  );
  if (done)
    return (
      <AuthFrame title={translate('portal.createPassword.title')}>
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {translate('portal.createPassword.done')}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained" fullWidth>
            {translate('ra.auth.sign_in')}
          </Button>
        </Stack>
      </AuthFrame>
    );
  return (
    <AuthFrame title={translate('portal.createPassword.title')}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {invited ? (
          <Alert severity="info" icon={false}>
            {translate('portal.createPassword.greeting', { name: invited.name, email: invited.email })}
          </Alert>
        ) : null}
        {!fromLink ? (
          <TextField
            label={translate('portal.createPassword.token')}
            value={token}
            onChange={(e) => setToken(e.target.value)}
            fullWidth
          />
        ) : null}
        <TextField
          label={translate('portal.createPassword.password')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setError('');
          }}
          helperText={translate('validation.passwordTooShort', { min: MIN_PASSWORD_LENGTH })}
          fullWidth
        />
        <TextField
          label={translate('portal.createPassword.repeat')}
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={(e) => {
            setRepeat(e.target.value);
            setError('');
          }}
          error={!!error}
          helperText={error || undefined}
          fullWidth
        />
        <Button type="submit" variant="contained" disabled={busy} fullWidth>
          {translate('portal.createPassword.submit')}
        </Button>
        {toLogin}
      </Stack>
    </AuthFrame>
  );
}
