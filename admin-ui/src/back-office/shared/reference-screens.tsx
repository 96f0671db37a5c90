import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import type { Permission } from '@claims/domain';
import type { Column } from './columns';
import type { InputSpec } from './FieldInputs';
import { ReferenceCreate, ReferenceEdit, type SuccessMessage } from './ReferenceForm';
import { ReferenceList } from './ReferenceList';

type Data = Record<string, unknown>;

/** What a catalogue or people resource's list, create and edit screens are made of. */
export interface ReferenceResource {
  /** Who may create, edit and delete; others see the list read-only. */
  write: Permission;
  /** The record as the delete confirmation names it. */
  nameOf: (record: Data) => string;
  /** The column the list starts sorted by, ascending. */
  sortBy: string;
  columns: Column[];
  filters?: InputSpec[];
  /** What create and edit send: the API refuses unknown fields. */
  fields: readonly string[];
  /** The form body create and edit share. */
  form: ReactNode;
  /** A last change before sending, after the fields are picked. */
  shape?: (record: Data) => Data;
  create: {
    successMessage: string;
    /** Set once at creation (a document type's slug): sent and shown before `fields` and `form`. */
    fields?: readonly string[];
    form?: ReactNode;
    /** A sentence above the inputs: what saving will do beyond storing the record. */
    note?: string;
    /** The new record's first values; a function of the screen's language where one depends on it. */
    defaultValues?: Data | ((screenLanguage: string) => Data);
  };
  edit?: { successMessage?: SuccessMessage };
}

/** The three screens of a reference resource, as its `<Resource>` takes them (reference/index.tsx). */
export function referenceScreens(resource: ReferenceResource) {
  const { write, nameOf, sortBy, columns, filters, fields, form, shape, create, edit } = resource;
  return {
    list: () => (
      <ReferenceList
        write={write}
        nameOf={nameOf}
        sort={{ field: sortBy, order: 'ASC' }}
        columns={columns}
        filters={filters}
      />
    ),
    create: () => <CreateScreen create={create} fields={fields} form={form} shape={shape} />,
    edit: () => (
      <ReferenceEdit fields={fields} shape={shape} nameOf={nameOf} successMessage={edit?.successMessage}>
        {form}
      </ReferenceEdit>
    ),
  };
}

function CreateScreen({
  create,
  fields,
  form,
  shape,
}: Pick<ReferenceResource, 'create' | 'fields' | 'form' | 'shape'>) {
  const [screenLanguage] = useLocaleState();
  const { defaultValues } = create;
  return (
    <ReferenceCreate
      fields={[...(create.fields ?? []), ...fields]}
      note={create.note}
      shape={shape}
      successMessage={create.successMessage}
      defaultValues={typeof defaultValues === 'function' ? defaultValues(screenLanguage) : defaultValues}
    >
      {create.form}
      {form}
    </ReferenceCreate>
  );
}
