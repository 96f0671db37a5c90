import { Link } from 'react-router-dom';
import { errorMessageKey, isErrorCode } from '@claims/domain/i18n/error-codes';
import { isLocale } from '@claims/domain/i18n/locales';
import { LANGUAGES } from '../layout/LanguageSelect';
import { useI18n } from '../i18n/I18nContext';
import { PersonFacts } from './PersonFacts';
import { UserStatus, type ManagedUser } from './UserStatus';

/**
 * A user the master may see but not edit (its own account, another master of the company): who
 * it is, and why there is no form, in the words the api would refuse an edit with. No field to
 * type into and no "Deactivate" that could only end in a refusal.
 */
export function UserDetails({ user }: { user: ManagedUser }) {
  const { t } = useI18n();
  const reason = user.editRefusal && isErrorCode(user.editRefusal) ? user.editRefusal : 'FORBIDDEN';
  return (
    <section>
      <div className="page-header">
        <h1>{t('portal.admin.users.viewTitle')}</h1>
        <UserStatus user={user} />
      </div>
      <div className="notice" role="note">
        <p>{t(errorMessageKey(reason))}</p>
        {reason === 'OWN_ACCOUNT' && <Link to="/profile">{t('portal.topbar.myProfile')}</Link>}
      </div>
      <div className="card">
        <dl className="details">
          <PersonFacts name={user.name} lastName={user.lastName} email={user.email} role={user.role} />
          <div>
            <dt>{t('portal.admin.users.emailLanguage')}</dt>
            <dd>{isLocale(user.language) ? LANGUAGES[user.language].name : user.language}</dd>
          </div>
        </dl>
      </div>
      <p>
        <Link to="/users/users-list">{t('portal.menu.users')}</Link>
      </p>
    </section>
  );
}
