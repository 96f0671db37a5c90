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
import { columnField, type Column } from './columns';
import { fieldInput, type InputSpec } from './FieldInputs';
import { useFieldLabel } from './labels';
import { useValidators } from './validation';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';
import { SpecPagination } from '../../layout/SpecPagination';
import { DEFAULT_PAGE_SIZE } from '@claims/domain';

interface Props {
  write: Permission;
  nameOf: (record: Record<string, unknown>) => string;
  sort?: SortPayload;
  columns: Column[];
  filters?: InputSpec[];
}

/**
 * The list every catalogue and people screen shares: search by the API's `q`, columns, and for
 * those allowed to write a create button, a click-to-edit row and a delete with confirmation.
 * Readers see the same list without them.
 */
export function ReferenceList({ write, nameOf, sort, columns, filters = [] }: Props) {
  const canWrite = useCan(write);
  const translate = useTranslate();
  const label = useFieldLabel();
  const v = useValidators();
  return (
    <List
      pagination={<SpecPagination />}
      perPage={DEFAULT_PAGE_SIZE}
      sort={sort}
      filters={[
        <SearchInput key="q" source="q" alwaysOn placeholder={translate('common.search')} />,
        ...filters.map((filter) => fieldInput(filter, label, v)),
      ]}
      actions={<TopToolbar>{canWrite && <CreateButton />}</TopToolbar>}
      empty={false}
    >
      <Datagrid rowClick={canWrite ? 'edit' : false} bulkActionButtons={false}>
        {columns.map((column) => columnField(column, label))}
        {canWrite && <ConfirmDeleteButton nameOf={nameOf} />}
      </Datagrid>
    </List>
  );
}
