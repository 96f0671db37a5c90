import { useState } from 'react';
import { Alert, Button, Card, CardContent, CardHeader, MenuItem, TextField, Typography } from '@mui/material';
import { Title, useGetIdentity, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { Locale } from '@claims/domain';
import { codeLabel } from '../cases/code-choices';
import { Fact, Facts } from '../cases/DetailCard';
import { LOCALES } from '../i18n/i18n-provider';
import { useChangeLanguage } from '../layout/useChangeLanguage';
import { API_URL, httpClient } from '../providers/http-client';
import type { SessionProfile } from '../providers/session';
import { PendingEmailChange } from './PendingEmailChange';

/**
 * "My profile" (SPEC §1 profile dropdown): who I am here, my language, and a link by e-mail to
 * change my password (the same forgot-password link the portal's profile sends).
 */
export function ProfilePage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const change = useChangeLanguage();
  const { identity } = useGetIdentity();
  const profile = identity?.profile as SessionProfile | undefined;
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={translate('console.profile.title')} />
      <CardHeader title={identity?.fullName} subheader={profile?.email} />
      <CardContent>
        <Facts>
          <Fact label="console.profile.role">{codeLabel('roles', profile?.roles[0], translate)}</Fact>
          <Fact label="console.profile.team">{codeLabel('teams', profile?.teams[0], translate)}</Fact>
        </Facts>
        {profile?.email ? <PendingEmailChange current={profile.email} /> : null}
        <TextField
          select
          sx={{ mt: 3, minWidth: 260 }}
          label={translate('console.language.label')}
          value={locale}
          onChange={(e) => void change(e.target.value as Locale)}
        >
          {LOCALES.map((l) => (
            <MenuItem key={l.locale} value={l.locale} lang={l.locale}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
        {profile?.email ? <PasswordLink email={profile.email} /> : null}
      </CardContent>
    </Card>
  );
}

function PasswordLink({ email }: { email: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  async function send() {
    setBusy(true);
    try {
      await httpClient(`${API_URL}/auth/forgot-password`, {
        method: 'POST',
        body: JSON.stringify({ email }),
      });
      setSent(true);
    } catch (err) {
      notify(err instanceof Error ? err.message : 'errors.generic', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <section aria-label={translate('portal.profilePage.password')}>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 3 }}>
        {translate('portal.profilePage.password')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('portal.profilePage.passwordHint', { email })}
      </Typography>
      {sent ? (
        <Alert severity="success" role="status">
          {translate('portal.profilePage.resetSent')}
        </Alert>
      ) : (
        <Button variant="outlined" onClick={() => void send()} disabled={busy} aria-busy={busy}>
          {translate('portal.profilePage.sendReset')}
        </Button>
      )}
    </section>
  );
}
