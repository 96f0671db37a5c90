import type { ReactElement, ReactNode } from 'react';
import { Datagrid, List } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '@claims/domain';
import { SpecPagination } from '../../layout/SpecPagination';

interface Props {
  /** The moment the list is sorted by, newest first. */
  newestFirstBy: string;
  filters?: ReactElement[];
  /** The columns: Datagrid reads them from its direct children. */
  children: ReactNode;
}

/** The list both logs (audit, e-mail) share: read-only, newest first, nothing to export or click. */
export function LogList({ newestFirstBy, filters, children }: Props) {
  return (
    <List
      pagination={<SpecPagination />}
      perPage={DEFAULT_PAGE_SIZE}
      sort={{ field: newestFirstBy, order: 'DESC' }}
      exporter={false}
      empty={false}
      filters={filters}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        {children}
      </Datagrid>
    </List>
  );
}
