import { Link } from 'react-router-dom';
import { SUPPORTED_LOCALES } from '@claims/domain/i18n/locales';
import { useI18n } from '../i18n/I18nContext';
import { useSession } from '../session/SessionContext';
import { Dropdown } from './Dropdown';
import { UserIcon } from './icons';
import { LANGUAGES } from './LanguageSelect';

/** SPEC §1 profile dropdown: change language, my profile (a page of its own), logout. */
export function ProfileMenu() {
  const { t, setLocale, locale } = useI18n();
  const { user, signOut } = useSession();
  if (!user) return null;
  return (
    <Dropdown label={t('portal.topbar.profile')} button={<UserIcon />}>
      {(close) => (
        <ul className="menu-list">
          <li role="presentation" className="menu-heading">
            {t('portal.topbar.changeLanguage')}
          </li>
          {SUPPORTED_LOCALES.map((code) => (
            <li key={code}>
              <button
                type="button"
                lang={code}
                aria-pressed={code === locale}
                onClick={() => {
                  setLocale(code);
                  close();
                }}
              >
                {LANGUAGES[code].abbreviation} — {LANGUAGES[code].name}
              </button>
            </li>
          ))}
          <li>
            <Link to="/profile" onClick={close}>
              {t('portal.topbar.myProfile')}
            </Link>
          </li>
          <li>
            <button type="button" onClick={signOut}>
              {t('portal.topbar.logout')}
            </button>
          </li>
        </ul>
      )}
    </Dropdown>
  );
}
