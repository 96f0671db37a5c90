import { Link } from 'react-router-dom';
import { useI18n } from '../i18n/I18nContext';

/** The way back to signing in, below the forms of the authentication pages. */
export function BackToLogin() {
  const { t } = useI18n();
  return (
    <p className="auth-links">
      <Link to="/auth/login">{t('portal.backToLogin')}</Link>
    </p>
  );
}
