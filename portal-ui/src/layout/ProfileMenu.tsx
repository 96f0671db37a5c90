import { useState } from 'react';
import { SUPPORTED_LOCALES } from '@claims/domain/src/i18n/locales';
import type { CodeLabelKey } from '@claims/domain/src/i18n/code-labels';
import { Modal } from '../feedback/Modal';
import { useI18n } from '../i18n/I18nContext';
import { useSession } from '../session/SessionContext';
import { Dropdown } from './Dropdown';
import { UserIcon } from './icons';
import { LANGUAGES } from './LanguageSelect';

/** SPEC §1 profile dropdown: change language, my profile, logout. */
export function ProfileMenu() {
  const { t, setLocale, locale } = useI18n();
  const { user, signOut } = useSession();
  const [profileOpen, setProfileOpen] = useState(false);
  if (!user) return null;
  return (
    <>
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
              <button
                type="button"
                onClick={() => {
                  setProfileOpen(true);
                  close();
                }}
              >
                {t('portal.topbar.myProfile')}
              </button>
            </li>
            <li>
              <button type="button" onClick={signOut}>
                {t('portal.topbar.logout')}
              </button>
            </li>
          </ul>
        )}
      </Dropdown>
      {profileOpen && (
        <Modal
          title={t('portal.topbar.myProfile')}
          onClose={() => setProfileOpen(false)}
          actions={
            <button type="button" className="btn" onClick={() => setProfileOpen(false)}>
              {t('common.ok')}
            </button>
          }
        >
          <dl className="details">
            <dt>{t('portal.profile.name')}</dt>
            <dd>
              {user.name} {user.lastName}
            </dd>
            <dt>{t('portal.login.email')}</dt>
            <dd>{user.email}</dd>
            <dt>{t('portal.profile.role')}</dt>
            <dd>{t(`codes.roles.${user.roles[0]}` as CodeLabelKey)}</dd>
            {user.company && (
              <>
                <dt>{t('portal.profile.company')}</dt>
                <dd>{user.company.name}</dd>
              </>
            )}
            {user.customsBroker && (
              <>
                <dt>{t('portal.profile.customsBroker')}</dt>
                <dd>{user.customsBroker.name}</dd>
              </>
            )}
          </dl>
        </Modal>
      )}
    </>
  );
}
