import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../providers/http-client';
import { AuthFrame, BackToLogin } from './AuthFrame';

/**
 * #/auth/forgot-password/{invitation?} (SPEC §2's path, in the console): a staff member asks for a
 * link to create a new password; the e-mail brings them to the console's create-password screen.
 */
export function ForgotPasswordPage() {
  const translate = useTranslate();
  const { invitation } = useParams();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim()) return setError(translate('validation.required', { name: translate('fields.email') }));
    setBusy(true);
    try {
      await httpClient(`${API_URL}/auth/forgot-password`, {
        method: 'POST',
        body: JSON.stringify({ email: email.trim() }),
      });
      setSent(true);
      setError('');
    } catch (err) {
      setError(err instanceof Error ? err.message : translate('errors.generic'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthFrame title={translate(invitation ? 'portal.forgot.invitationTitle' : 'portal.forgot.title')}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <Alert severity="info" icon={false}>
          {translate('portal.forgot.intro')}
        </Alert>
        {sent ? (
          <Alert severity="success" role="status">
            {translate('portal.forgot.sent')}
          </Alert>
        ) : (
          <>
            <TextField
              label={translate('portal.login.email')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={!!error}
              helperText={error || undefined}
              fullWidth
            />
            <Button type="submit" variant="contained" disabled={busy} fullWidth>
              {translate('portal.forgot.submit')}
            </Button>
          </>
        )}
        <BackToLogin />
      </Stack>
    </AuthFrame>
  );
}
