import { Link, Outlet } from 'react-router-dom';
import { useI18n } from '../i18n/I18nContext';
import { useSession } from '../session/SessionContext';
import { AuthHeader } from './AuthHeader';
import { LegalLinks } from './LegalLinks';

/**
 * A page anyone may read before signing in (the terms of use, the privacy policy): the
 * authentication layout's logos and language dropdown around it, and the way back.
 */
export function PublicLayout() {
  const { t } = useI18n();
  const { user } = useSession();
  return (
    <div className="auth-page">
      <AuthHeader />
      <main id="main" className="public-page">
        <Outlet />
        <p className="auth-links">
          {/* Signed in here only as staff (clients read these pages in the main layout). */}
          {user ? (
            <a href="/admin/">{t('portal.legal.toConsole')}</a>
          ) : (
            <Link to="/auth/login">{t('portal.backToLogin')}</Link>
          )}
        </p>
      </main>
      <footer className="auth-footer">
        <LegalLinks />
      </footer>
    </div>
  );
}
