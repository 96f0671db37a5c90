import { useEffect, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@claims/domain/page-sizes';
import type { ListPage, ListParams } from '../api/list';
import { useI18n } from '../i18n/I18nContext';
import { Pagination } from './Pagination';
import { TableTool } from './TableTool';
import { cycleSort, type Sort } from './sort';
import { useDebouncedValue } from './useDebouncedValue';

export interface Column<T> {
  field: string;
  label: string;
  sortable?: boolean;
  render(row: T): ReactNode;
}

/** SPEC §9: the page sizes, and 10 rows by default in the base table. */
export const PER_PAGE_OPTIONS: readonly number[] = PAGE_SIZES;

/**
 * A table screen of SPEC §2/§4: a debounced text filter, "N por página", sortable headers
 * (sorting goes back to page 1), pagination, and the empty and load-error states. Each page read
 * is cached under `queryKey` (the resource's list key): invalidating it reloads the table.
 */
export function DataTable<T extends { id: string }>({
  caption,
  columns,
  queryKey,
  load,
  filter = {},
  defaultSort = [],
  multiSort = false,
  searchable = true,
}: {
  caption: string;
  columns: Column<T>[];
  queryKey: readonly unknown[];
  load(params: ListParams): Promise<ListPage<T>>;
  filter?: Record<string, unknown>;
  defaultSort?: Sort;
  multiSort?: boolean;
  searchable?: boolean;
}) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim());
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<Sort>(defaultSort);
  const filterKey = JSON.stringify(filter);

  // A new search or filter starts again from page 1.
  useEffect(() => setPage(1), [q, filterKey]);

  const params = {
    page,
    perPage,
    sort,
    filter: { ...(JSON.parse(filterKey) as object), ...(q ? { q } : {}) },
  };
  // The rows shown stay while the next page loads; a failed load shows none.
  const { data, isFetching, isError } = useQuery({
    queryKey: [...queryKey, params],
    queryFn: () => load(params),
    placeholderData: keepPreviousData,
  });
  const state = isFetching ? 'loading' : isError ? 'error' : 'ok';

  const onSort = (field: string) => {
    setSort((s) => cycleSort(s, field, multiSort));
    setPage(1);
  };
  const { rows, total } = (!isError && data) || { rows: [], total: 0 };
  return (
    <div className="data-table">
      <div className="table-tools">
        {searchable && (
          <TableTool className="table-search" label={t('portal.table.search')}>
            {(id) => (
              <input
                id={id}
                type="search"
                placeholder={t('common.search')}
                value={text}
                onChange={(e) => setText(e.target.value)}
              />
            )}
          </TableTool>
        )}
        <TableTool className="table-per-page" label={t('portal.table.perPage')}>
          {(id) => (
            <select
              id={id}
              value={perPage}
              onChange={(e) => {
                setPerPage(Number(e.target.value));
                setPage(1);
              }}
            >
              {PER_PAGE_OPTIONS.map((n) => (
                <option key={n} value={n}>
                  {t('common.perPage', { count: n })}
                </option>
              ))}
            </select>
          )}
        </TableTool>
      </div>
      <div className="table-scroll">
        <table aria-busy={state === 'loading'}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => {
                const sorted = sort.find((s) => s.field === c.field);
                return (
                  <th
                    key={c.field}
                    scope="col"
                    aria-sort={sorted ? (sorted.order === 'ASC' ? 'ascending' : 'descending') : undefined}
                  >
                    {c.sortable ? (
                      <button type="button" className="sort-button" onClick={() => onSort(c.field)}>
                        {c.label}
                        <span aria-hidden="true">
                          {sorted ? (sorted.order === 'ASC' ? ' ▲' : ' ▼') : ' ⇅'}
                        </span>
                      </button>
                    ) : (
                      c.label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                {columns.map((c) => (
                  <td key={c.field} data-label={c.label}>
                    {c.render(row)}
                  </td>
                ))}
              </tr>
            ))}
            {state !== 'loading' && rows.length === 0 && (
              <tr>
                <td colSpan={columns.length} className={state === 'error' ? 'table-error' : 'table-empty'}>
                  {state === 'error' ? t('errors.loadFailed') : t('common.noData')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <Pagination page={page} total={total} perPage={perPage} onPage={setPage} />
    </div>
  );
}
