import { BooleanField, NumberField, TextField, TextInput } from 'react-admin';
import { useFieldLabel } from '../shared/labels';
import { ReferenceCreate, ReferenceEdit } from '../shared/ReferenceForm';
import { ReferenceList } from '../shared/ReferenceList';
import { useValidators } from '../shared/validation';
import { LabelsInputs } from './LabelsInputs';

const nameOf = (r: Record<string, unknown>) => String(r.name);

export function DocumentTypeList() {
  const label = useFieldLabel();
  return (
    <ReferenceList write="referenceData.write" nameOf={nameOf} sort={{ field: 'code', order: 'ASC' }}>
      <NumberField source="code" label={label('code')} />
      <TextField source="name" label={label('name')} />
      <TextField source="key" label={label('key')} />
      <BooleanField source="active" label={label('active')} />
    </ReferenceList>
  );
}

export function DocumentTypeCreate() {
  const label = useFieldLabel();
  const v = useValidators();
  return (
    <ReferenceCreate
      fields={['slug', 'labels', 'active']}
      defaultValues={{ active: true }}
      successMessage="success.dataSaved"
    >
      <TextInput source="slug" label={label('slug')} validate={v.pattern('slug', /^[a-z][a-z0-9-]{0,79}$/)} />
      <LabelsInputs />
    </ReferenceCreate>
  );
}

// The key and slug are what stored files refer to: only the names and the switch change.
export const DocumentTypeEdit = () => (
  <ReferenceEdit fields={['labels', 'active']} nameOf={nameOf}>
    <LabelsInputs />
  </ReferenceEdit>
);
