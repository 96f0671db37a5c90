import { Link } from 'react-router-dom';
import { fetchList } from '../api/list';
import { listKey } from '../api/query-keys';
import { useI18n } from '../i18n/I18nContext';
import { DataTable, type Column } from '../table/DataTable';

/**
 * A list of people or companies the user may see, sorted by name: the name comes first, linked to
 * the row's edit form where the user may edit it (`editPath`), then the page's own `columns`. A
 * user who may add one finds the way to its form (`adding`) beside the title.
 */
export function PeopleList<T extends { id: string }>({
  title,
  path,
  name,
  editPath,
  columns,
  adding,
}: {
  title: string;
  path: string;
  name(row: T): string;
  editPath?(row: T): string | undefined;
  columns: Column<T>[];
  adding?: { path: string; label: string };
}) {
  const { t } = useI18n();
  const nameColumn: Column<T> = {
    field: 'name',
    label: t('portal.profile.name'),
    sortable: true,
    render: (row) => {
      const edit = editPath?.(row);
      return edit ? <Link to={edit}>{name(row)}</Link> : name(row);
    },
  };
  return (
    <section>
      <div className="page-header">
        <h1>{title}</h1>
        {adding && (
          <div className="page-actions">
            <Link className="btn" to={adding.path}>
              {adding.label}
            </Link>
          </div>
        )}
      </div>
      <DataTable
        caption={title}
        columns={[nameColumn, ...columns]}
        queryKey={listKey(path)}
        load={(params) => fetchList<T>(path, params)}
        defaultSort={[{ field: 'name', order: 'ASC' }]}
      />
    </section>
  );
}
