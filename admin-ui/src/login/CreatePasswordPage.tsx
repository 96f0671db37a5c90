import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { HttpError, useTranslate } from 'react-admin';
import { MIN_PASSWORD_LENGTH, passwordRefusal } from '@claims/domain';
import { API_URL, httpClient } from '../providers/http-client';
import { AuthFrame, BackToLogin } from './AuthFrame';

/**
 * Where the link's road ends, done or dead: the news (a failure announced at once, a success
 * politely), and the one button that leads on.
 */
function LinkOutcome({
  severity,
  text,
  to,
  button,
  children,
}: {
  severity: 'success' | 'error';
  text: string;
  to: string;
  button: string;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <AuthFrame title={translate('portal.createPassword.title')}>
      <Stack spacing={2}>
        <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'}>
          {translate(text)}
        </Alert>
        <Button component={RouterLink} to={to} variant="contained" fullWidth>
          {translate(button)}
        </Button>
        {children}
      </Stack>
    </AuthFrame>
  );
}

/** A password being chosen, typed hidden (the browser may offer one); its refusal, else its hint, below. */
function NewPasswordField({
  label,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  value: string;
  onChange: (typed: string) => void;
  error?: string;
  hint?: string;
}) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error ?? hint}
      fullWidth
    />
  );
}

/**
 * #/auth/create-password/{token?} (SPEC §2's path, in the console): where a staff member's
 * invitation or password-reset e-mail lands. The same api as the portal's screen, and the same
 * check as it opens: a used or expired link says so at once, with the way to a new one.
 */
export function CreatePasswordPage() {
  const translate = useTranslate();
  const { token: fromLink } = useParams();
  const [token, setToken] = useState(fromLink ?? '');
  const [invited, setInvited] = useState<{ name: string; email: string } | null>(null);
  const [link, setLink] = useState<'checking' | 'usable' | 'dead'>(fromLink ? 'checking' : 'usable');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  // Each refusal under the field it is about: the length under the password, a mismatch under the repeat.
  const [errors, setErrors] = useState<{ password?: string; repeat?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!fromLink) return;
    // Greets the person the link is for; only a 404 says the link is dead (a network failure
    // leaves the form, whose answer will tell).
    httpClient(`${API_URL}/auth/invitations/${encodeURIComponent(fromLink)}`)
      .then(({ json }) => {
        setInvited(json as { name: string; email: string });
        setLink('usable');
      })
      .catch((err: unknown) => setLink(err instanceof HttpError && err.status === 404 ? 'dead' : 'usable'));
  }, [fromLink]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const refusal = passwordRefusal(password);
    if (refusal) return setErrors({ password: translate(refusal, { min: MIN_PASSWORD_LENGTH }) });
    if (password !== repeat) return setErrors({ repeat: translate('portal.createPassword.mismatch') });
    setBusy(true);
    try {
      await httpClient(`${API_URL}/auth/create-password`, {
        method: 'POST',
        body: JSON.stringify({ token, password }),
      });
      setDone(true);
    } catch (err) {
      // Spent meanwhile (another tab, a second click): the same screen as a link found dead.
      if (fromLink && err instanceof HttpError && err.body?.code === 'INVALID_TOKEN') return setLink('dead');
      const fields = err instanceof HttpError ? (err.body?.errors as Record<string, string>) : undefined;
      if (fields?.password) setErrors({ password: fields.password });
      else setErrors({ form: err instanceof Error ? err.message : translate('errors.generic') });
    } finally {
      setBusy(false);
    }
  }

  if (done)
    return (
      <LinkOutcome
        severity="success"
        text="portal.createPassword.done"
        to="/login"
        button="ra.auth.sign_in"
      />
    );
  if (link === 'checking')
    return (
      <AuthFrame title={translate('portal.createPassword.title')}>
        <Stack alignItems="center">
          <CircularProgress aria-label={translate('ra.page.loading')} />
        </Stack>
      </AuthFrame>
    );
  if (link === 'dead')
    return (
      <LinkOutcome
        severity="error"
        text="errors.invalidToken"
        to="/auth/forgot-password"
        button="portal.login.forgot"
      >
        <BackToLogin />
      </LinkOutcome>
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
        <NewPasswordField
          label={translate('portal.createPassword.password')}
          value={password}
          onChange={(typed) => {
            setPassword(typed);
            setErrors({});
          }}
          error={errors.password}
          hint={translate('validation.passwordTooShort', { min: MIN_PASSWORD_LENGTH })}
        />
        <NewPasswordField
          label={translate('portal.createPassword.repeat')}
          value={repeat}
          onChange={(typed) => {
            setRepeat(typed);
            setErrors(({ password: kept }) => ({ password: kept }));
          }}
          error={errors.repeat}
        />
        {errors.form ? (
          <Alert severity="error" role="alert">
            {errors.form}
          </Alert>
        ) : null}
        <Button type="submit" variant="contained" disabled={busy} fullWidth>
          {translate('portal.createPassword.submit')}
        </Button>
        <BackToLogin />
      </Stack>
    </AuthFrame>
  );
}
