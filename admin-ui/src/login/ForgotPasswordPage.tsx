import { useState } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useForgotPassword, type ForgotPasswordApi } from '@claims/ui-kit/auth';
import { API_URL, httpClient, readRefusal } from '../providers/http-client';
import { AuthFrame, BackToLogin } from './AuthFrame';

/** The api's forgot-password route through the console's client. */
const forgotPasswordApi: ForgotPasswordApi = {
  forgotPassword: (email) =>
    httpClient(`${API_URL}/auth/forgot-password`, { method: 'POST', body: JSON.stringify({ email }) }),
  refusal: readRefusal,
};

/**
 * #/auth/forgot-password/{invitation?} (SPEC §2's path, in the console): a staff member asks for a
 * link to create a new password; the e-mail brings them to the console's create-password screen.
 */
export function ForgotPasswordPage() {
  const translate = useTranslate();
  const { invitation } = useParams();
  const [busy, setBusy] = useState(false);
  const { email, setEmail, sent, error, submit, askAgain } = useForgotPassword({
    api: forgotPasswordApi,
    t: translate,
    setBusy,
  });

  return (
    <AuthFrame title={translate(invitation ? 'portal.forgot.invitationTitle' : 'portal.forgot.title')}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <Alert severity="info" icon={false}>
          {translate('portal.forgot.intro')}
        </Alert>
        {sent ? (
          <>
            <Alert severity="success" role="status">
              {translate('portal.forgot.sent')}
            </Alert>
            {/* Keyed apart from the submit button in its place: React would otherwise reuse that
                element, turn it back into a submit during this click, and the form would be sent again. */}
            <Button key="ask-again" type="button" variant="outlined" onClick={askAgain} fullWidth>
              {translate('portal.forgot.again')}
            </Button>
          </>
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
            <Button key="send" type="submit" variant="contained" disabled={busy} fullWidth>
              {translate('portal.forgot.submit')}
            </Button>
          </>
        )}
        <BackToLogin />
      </Stack>
    </AuthFrame>
  );
}
