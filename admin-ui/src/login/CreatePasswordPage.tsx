import { useState, type ReactNode } from 'react';
import { Alert, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { MIN_PASSWORD_LENGTH } from '@claims/domain';
import {
  passwordScreenTexts,
  useCreatePassword,
  type CreatePasswordApi,
  type Invited,
} from '@claims/ui-kit/auth';
import { API_URL, httpClient, readRefusal } from '../providers/http-client';
import { AuthFrame, BackToLogin } from './AuthFrame';

/**
 * Where the link's road ends, done or dead: the news (a failure announced at once, a success
 * politely), and the one button that leads on.
 */
function LinkOutcome({
  title,
  severity,
  text,
  to,
  button,
  children,
}: {
  title: string;
  severity: 'success' | 'error';
  text: string;
  to: string;
  button: string;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <AuthFrame title={translate(title)}>
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

/** The api's create-password routes through the console's client. */
const createPasswordApi: CreatePasswordApi = {
  invitation: (token) =>
    httpClient(`${API_URL}/auth/invitations/${encodeURIComponent(token)}`).then(
      ({ json }) => json as Invited,
    ),
  createPassword: (token, password) =>
    httpClient(`${API_URL}/auth/create-password`, {
      method: 'POST',
      body: JSON.stringify({ token, password }),
    }),
  refusal: readRefusal,
};

/**
 * #/auth/create-password/{token?} (SPEC §2's path, in the console): where a staff member's
 * invitation or password-reset e-mail lands. The same api as the portal's screen, and the same
 * check as it opens: a used or expired link says so at once, with the way to a new one.
 */
export function CreatePasswordPage() {
  const translate = useTranslate();
  const { token: fromLink } = useParams();
  const [busy, setBusy] = useState(false);
  const { token, setToken, link, invited, password, typePassword, repeat, typeRepeat, errors, done, submit } =
    useCreatePassword({ fromLink, api: createPasswordApi, t: translate, setBusy });
  const texts = passwordScreenTexts(invited);

  if (done)
    return (
      <LinkOutcome
        severity="success"
        title={texts.title}
        text={texts.done}
        to="/login"
        button="ra.auth.sign_in"
      />
    );
  if (link === 'checking')
    return (
      <AuthFrame title={translate(texts.title)}>
        <Stack alignItems="center">
          <CircularProgress aria-label={translate('ra.page.loading')} />
        </Stack>
      </AuthFrame>
    );
  if (link === 'dead')
    return (
      <LinkOutcome
        severity="error"
        title="portal.passwordLink.deadTitle"
        text="errors.invalidToken"
        to="/auth/forgot-password"
        button="portal.login.forgot"
      >
        <BackToLogin />
      </LinkOutcome>
    );
  return (
    <AuthFrame title={translate(texts.title)}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {invited ? (
          <Alert severity="info" icon={false}>
            {translate(texts.greeting, { name: invited.name, email: invited.email })}
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
          onChange={typePassword}
          error={errors.password}
          hint={translate('portal.createPassword.hint', { min: MIN_PASSWORD_LENGTH })}
        />
        <NewPasswordField
          label={translate('portal.createPassword.repeat')}
          value={repeat}
          onChange={typeRepeat}
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
