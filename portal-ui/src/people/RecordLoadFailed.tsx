import { Link } from 'react-router-dom';
import { useI18n } from '../i18n/I18nContext';

/**
 * An administration form whose record could not be loaded: says so, with the way back to its
 * list. `notFound` is what the page says when the api found no such record for the caller (one
 * of another company reads the same), rather than "could not be loaded", which reads as a fault.
 */
export function RecordLoadFailed({
  title,
  listPath,
  listLabel,
  notFound,
}: {
  title: string;
  listPath: string;
  listLabel: string;
  notFound?: string;
}) {
  const { t } = useI18n();
  return (
    <section>
      <h1>{title}</h1>
      <p className="form-error" role="alert">
        {notFound ?? t('portal.admin.loadFailed')}
      </p>
      <Link to={listPath}>{listLabel}</Link>
    </section>
  );
}
