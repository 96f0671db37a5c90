import { Link } from 'react-router-dom';
import { useI18n } from '../i18n/I18nContext';

/** The terms of use and the privacy policy: public pages, linked wherever a footer is. */
export function LegalLinks() {
  const { t } = useI18n();
  return (
    <nav className="legal-links" aria-label={t('portal.legal.label')}>
      <Link to="/pages/manual">{t('portal.menu.termsOfUse')}</Link>
      <Link to="/pages/privacy">{t('portal.privacy.title')}</Link>
    </nav>
  );
}
