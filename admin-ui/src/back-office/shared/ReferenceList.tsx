import type { ReactElement, ReactNode } from 'react';
import {
  CreateButton,
  Datagrid,
  List,
  SearchInput,
  TopToolbar,
  useTranslate,
  type SortPayload,
} from 'react-admin';
import type { Permission } from '@claims/domain';
import { useCan } from './access';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';
import { SpecPagination } from '../../layout/SpecPagination';
import { DEFAULT_PAGE_SIZE } from '@claims/domain';

interface Props {
  write: Permission;
  nameOf: (record: Record<string, unknown>) => string;
  sort?: SortPayload;
  filters?: ReactElement[];
  children: ReactNode;
}

/**
 * The list every catalogue and people screen shares: search by the API's `q`, columns, and for
 * those allowed to write a create button, a click-to-edit row and a delete with confirmation.
 * Readers see the same list without them.
 */
export function ReferenceList({ write, nameOf, sort, filters = [], children }: Props) {
  const canWrite = useCan(write);
  const translate = useTranslate();
  return (
    <List
      pagination={<SpecPagination />}
      perPage={DEFAULT_PAGE_SIZE}
      sort={sort}
      filters={[
        <SearchInput key="q" source="q" alwaysOn placeholder={translate('common.search')} />,
        ...filters,
      ]}
      actions={<TopToolbar>{canWrite && <CreateButton />}</TopToolbar>}
      empty={false}
    >
      <Datagrid rowClick={canWrite ? 'edit' : false} bulkActionButtons={false}>
        {children}
        {canWrite && <ConfirmDeleteButton nameOf={nameOf} />}
      </Datagrid>
    </List>
  );
}
