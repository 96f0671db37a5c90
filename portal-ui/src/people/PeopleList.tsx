import type { ReactNode } from 'react';
import { fetchList } from '../api/list';
import { listKey } from '../api/query-keys';
import { DataTable, type Column } from '../table/DataTable';

/** A list of people or companies the user may see, with the page's own actions beside its title. */
export function PeopleList<T extends { id: string }>({
  title,
  path,
  columns,
  actions,
}: {
  title: string;
  path: string;
  columns: Column<T>[];
  actions?: ReactNode;
}) {
  return (
    <section>
      <div className="page-header">
        <h1>{title}</h1>
        {actions && <div className="page-actions">{actions}</div>}
      </div>
      <DataTable
        caption={title}
        columns={columns}
        queryKey={listKey(path)}
        load={(params) => fetchList<T>(path, params)}
        defaultSort={[{ field: 'name', order: 'ASC' }]}
      />
    </section>
  );
}
