import { Link } from 'react-router-dom';
import { useI18n } from '../i18n/I18nContext';

/** What an address the portal does not have says, with the way back to the cases, in or out of the layout. */
export function NotFoundMessage() {
  const { t } = useI18n();
  return (
    <>
      <h1>{t('portal.notFound.title')}</h1>
      <p>{t('errors.routeNotFound')}</p>
      <Link className="btn" to="/processes/list">
        {t('portal.notFound.back')}
      </Link>
    </>
  );
}
