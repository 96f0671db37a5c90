import { Link } from 'react-router-dom';
import { useI18n } from '../i18n/I18nContext';

/** An administration form whose record could not be loaded: says so, with the way back to its list. */
export function RecordLoadFailed({
  title,
  listPath,
  listLabel,
}: {
  title: string;
  listPath: string;
  listLabel: string;
}) {
  const { t } = useI18n();
  return (
    <section>
      <h1>{title}</h1>
      <p className="form-error" role="alert">
        {t('portal.admin.loadFailed')}
      </p>
      <Link to={listPath}>{listLabel}</Link>
    </section>
  );
}
