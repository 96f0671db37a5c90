import { Link } from 'react-router-dom';
import { useI18n } from '../i18n/I18nContext';

/**
 * An address the portal does not have, opened while signed in: said inside the layout (the menu
 * stays), with the way back to the cases. Signed out, SignedInOnly sends the visitor to the login
 * screen, as SPEC §2 says of any unknown path.
 */
export default function PathNotFound() {
  const { t } = useI18n();
  return (
    <section className="card not-found">
      <h1>{t('portal.notFound.title')}</h1>
      <p>{t('errors.routeNotFound')}</p>
      <Link className="btn" to="/processes/list">
        {t('portal.notFound.back')}
      </Link>
    </section>
  );
}
