import { Link } from 'react-router-dom';
import { useI18n } from '../i18n/I18nContext';
import type { RecordList } from './record-lists';
import { FormError } from '../feedback/FormMessage';

/**
 * An administration form whose record could not be loaded: says so, with the way back to its
 * list. `notFound` is when the api found no such record for the caller (one of another company
 * reads the same): the list's own words for that, rather than "could not be loaded", which reads
 * as a fault.
 */
export function RecordLoadFailed({
  title,
  list,
  notFound,
}: {
  title: string;
  list: RecordList;
  notFound: boolean;
}) {
  const { t } = useI18n();
  return (
    <section>
      <h1>{title}</h1>
      <FormError>{t(notFound ? list.notFound : 'portal.admin.loadFailed')}</FormError>
      <Link to={list.path}>{t(list.menu)}</Link>
    </section>
  );
}
