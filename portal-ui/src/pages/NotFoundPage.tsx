import { Link } from 'react-router-dom';
import { useI18n } from '../i18n/I18nContext';

/** /error/error: outside the main layout, as SPEC §2 says of the error screens. */
export default function NotFoundPage() {
  const { t } = useI18n();
  return (
    <main className="auth-page">
      <div className="auth-card">
        <h1>{t('portal.notFound.title')}</h1>
        <p>{t('errors.routeNotFound')}</p>
        <Link className="btn" to="/processes/list">
          {t('portal.notFound.back')}
        </Link>
      </div>
    </main>
  );
}
