import { vesselCodeSchema } from '@claims/contract';
import { TextField, TextInput } from 'react-admin';
import { useFieldLabel } from '../shared/labels';
import { ReferenceCreate, ReferenceEdit } from '../shared/ReferenceForm';
import { ReferenceList } from '../shared/ReferenceList';
import { useValidators } from '../shared/validation';

const FIELDS = ['name', 'shortName', 'code'] as const;
const nameOf = (r: Record<string, unknown>) => `${r.name} (${r.code})`;

export function VesselList() {
  const label = useFieldLabel();
  return (
    <ReferenceList write="referenceData.write" nameOf={nameOf} sort={{ field: 'name', order: 'ASC' }}>
      <TextField source="code" label={label('code')} />
      <TextField source="name" label={label('name')} />
      <TextField source="shortName" label={label('shortName')} />
    </ReferenceList>
  );
}

function VesselInputs() {
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
        source="shortName"
        label={label('shortName')}
        validate={[v.required('shortName'), v.maxLength('shortName', 60)]}
      />
      <TextInput
        source="code"
        label={label('code')}
        validate={[v.required('code'), v.schema('code', vesselCodeSchema)]}
      />
    </>
  );
}

export const VesselCreate = () => (
  <ReferenceCreate fields={FIELDS} successMessage="success.vesselRegistered">
    <VesselInputs />
  </ReferenceCreate>
);

export const VesselEdit = () => (
  <ReferenceEdit fields={FIELDS} nameOf={nameOf}>
    <VesselInputs />
  </ReferenceEdit>
);
