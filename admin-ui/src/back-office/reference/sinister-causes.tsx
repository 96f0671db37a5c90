import { BooleanField, NumberField, TextField, TextInput } from 'react-admin';
import { useFieldLabel } from '../shared/labels';
import { ReferenceCreate, ReferenceEdit } from '../shared/ReferenceForm';
import { ReferenceList } from '../shared/ReferenceList';
import { useValidators } from '../shared/validation';
import { LabelsInputs } from './LabelsInputs';

// `name` is the label in the caller's language; the key is derived from the English one if empty.
const nameOf = (r: Record<string, unknown>) => String(r.name);

export function SinisterCauseList() {
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

export function SinisterCauseCreate() {
  const label = useFieldLabel();
  const v = useValidators();
  return (
    <ReferenceCreate
      fields={['key', 'labels', 'active']}
      defaultValues={{ active: true }}
      successMessage="success.dataSaved"
    >
      <TextInput
        source="key"
        label={label('key')}
        validate={v.pattern('key', /^[A-Za-z][A-Za-z0-9_]{0,79}$/)}
      />
      <LabelsInputs />
    </ReferenceCreate>
  );
}

export const SinisterCauseEdit = () => (
  <ReferenceEdit fields={['key', 'labels', 'active']} nameOf={nameOf}>
    <LabelsInputs />
  </ReferenceEdit>
);
