import { Card, CardContent, CardHeader, MenuItem, TextField } from '@mui/material';
import { Title, useGetIdentity, useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '@claims/domain';
import { codeLabel } from '../cases/code-choices';
import { Fact, Facts } from '../cases/DetailCard';
import { LOCALES } from '../i18n/i18n-provider';
import { useChangeLanguage } from '../layout/useChangeLanguage';
import type { SessionProfile } from '../providers/session';

/** "My profile" (SPEC §1 profile dropdown): who I am here, and my language. */
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
      </CardContent>
    </Card>
  );
}
