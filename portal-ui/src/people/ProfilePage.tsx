import { useState } from 'react';
import { SUPPORTED_LOCALES, isLocale } from '@claims/domain/i18n/locales';
import { api } from '../api/client';
import { useApiErrorToast } from '../feedback/useApiErrorToast';
import { SelectInput } from '../forms/inputs';
import { useI18n } from '../i18n/I18nContext';
import { PendingEmailChange } from './PendingEmailChange';
import { PersonFacts } from './PersonFacts';
import { LANGUAGES } from '../layout/LanguageSelect';
import { useSession } from '../session/SessionContext';
import { FormSuccess } from '../feedback/FormMessage';

/**
 * /profile, "My profile" (SPEC §1): who I am here, my language (kept in the profile), and a
 * link by e-mail to change my password, the same one "forgot password" sends.
 */
export default function ProfilePage() {
  const { t, locale, setLocale } = useI18n();
  const { user } = useSession();
  const showError = useApiErrorToast();
  const [sent, setSent] = useState(false);
  if (!user) return null;

  async function sendReset() {
    try {
      await api.post('/api/auth/forgot-password', { email: user!.email });
      setSent(true);
    } catch (err) {
      showError(err);
    }
  }

  return (
    <section>
      <h1>{t('portal.topbar.myProfile')}</h1>
      <div className="card">
        <dl className="details">
          <PersonFacts name={user.name} lastName={user.lastName} email={user.email} role={user.roles[0]!} />
          {user.company && (
            <div>
              <dt>{t('portal.profile.company')}</dt>
              <dd>{user.company.name}</dd>
            </div>
          )}
          {user.customsBroker && (
            <div>
              <dt>{t('portal.profile.customsBroker')}</dt>
              <dd>{user.customsBroker.name}</dd>
            </div>
          )}
        </dl>
        <PendingEmailChange current={user.email} />
        <SelectInput
          label={t('portal.profilePage.language')}
          value={locale}
          options={SUPPORTED_LOCALES.map((code) => ({ value: code, label: LANGUAGES[code].name }))}
          onChange={(value) => isLocale(value) && setLocale(value)}
        />
        <h2>{t('portal.profilePage.password')}</h2>
        <p className="muted">{t('portal.profilePage.passwordHint', { email: user.email })}</p>
        {sent ? (
          <FormSuccess>{t('portal.profilePage.resetSent')}</FormSuccess>
        ) : (
          <button type="button" className="btn btn-secondary" onClick={() => void sendReset()}>
            {t('portal.profilePage.sendReset')}
          </button>
        )}
      </div>
    </section>
  );
}
