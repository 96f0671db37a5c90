import { portFilterFields } from '@claims/contract';
import { TextField, TextInput } from 'react-admin';
import { useFieldLabel } from '../shared/labels';
import { ReferenceCreate, ReferenceEdit } from '../shared/ReferenceForm';
import { ReferenceList } from '../shared/ReferenceList';
import { useValidators } from '../shared/validation';

// The API's rules (api/src/routes/ports/schema.ts): UN/LOCODE and ISO 3166 alpha-2.
const FIELDS = ['name', 'code', 'city', 'country'] as const;
const nameOf = (r: Record<string, unknown>) => `${r.name} (${r.code})`;

export function PortList() {
  const label = useFieldLabel();
  return (
    <ReferenceList write="referenceData.write" nameOf={nameOf} sort={{ field: 'name', order: 'ASC' }}>
      <TextField source="code" label={label('code')} />
      <TextField source="name" label={label('name')} />
      <TextField source="city" label={label('city')} />
      <TextField source="country" label={label('country')} />
    </ReferenceList>
  );
}

function PortInputs() {
  const label = useFieldLabel();
  const v = useValidators();
  return (
    <>
      <TextInput
        source="name"
        label={label('name')}
        validate={[v.required('name'), v.maxLength('name', 200)]}
      />
      <TextInput
        source="code"
        label={label('code')}
        validate={[v.required('code'), v.schema('code', portFilterFields.code)]}
        helperText="UN/LOCODE: BRSSZ"
      />
      <TextInput
        source="city"
        label={label('city')}
        validate={[v.required('city'), v.maxLength('city', 200)]}
      />
      <TextInput
        source="country"
        label={label('country')}
        validate={[v.required('country'), v.pattern('country', /^[A-Za-z]{2}$/)]}
        helperText="ISO 3166: BR"
      />
    </>
  );
}

export const PortCreate = () => (
  <ReferenceCreate fields={FIELDS} successMessage="success.portRegistered">
    <PortInputs />
  </ReferenceCreate>
);

export const PortEdit = () => (
  <ReferenceEdit fields={FIELDS} nameOf={nameOf}>
    <PortInputs />
  </ReferenceEdit>
);
