import { useCallback } from 'react';
import { fetchList, type ListParams } from '../api/list';
import { DataTable, type Column } from '../table/DataTable';

/** A read-only list of people or companies the user may see (the console registers and edits them). */
export function PeopleList<T extends { id: string }>({
  title,
  path,
  columns,
}: {
  title: string;
  path: string;
  columns: Column<T>[];
}) {
  const load = useCallback((params: ListParams) => fetchList<T>(path, params), [path]);
  return (
    <section>
      <h1>{title}</h1>
      <DataTable
        caption={title}
        columns={columns}
        load={load}
        defaultSort={[{ field: 'name', order: 'ASC' }]}
      />
    </section>
  );
}
