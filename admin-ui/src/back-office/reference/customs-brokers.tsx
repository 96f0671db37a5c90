import { ReferenceArrayInput, SelectField, SelectInput, TextField, TextInput } from 'react-admin';
import { countryChoices } from '../shared/choices';
import { useFieldLabel } from '../shared/labels';
import { ReferenceCreate, ReferenceEdit } from '../shared/ReferenceForm';
import { ReferenceList } from '../shared/ReferenceList';
import { useValidators } from '../shared/validation';
import { ChosenCountArrayInput } from '../../inputs/ChosenCountArrayInput';
import { searchesPastTwoCharacters, suggestsPastTwoCharacters } from '../../inputs/remote-search';

const FIELDS = ['name', 'country', 'taxId', 'clientIds'] as const;
const nameOf = (r: Record<string, unknown>) => String(r.name);

export function CustomsBrokerList() {
  const label = useFieldLabel();
  return (
    <ReferenceList write="customsBrokers.write" nameOf={nameOf} sort={{ field: 'name', order: 'ASC' }}>
      <TextField source="name" label={label('name')} />
      <TextField source="taxIdFormatted" label={label('taxId')} sortBy="taxId" />
      <SelectField source="country" label={label('country')} choices={countryChoices} />
    </ReferenceList>
  );
}

function CustomsBrokerInputs() {
  const label = useFieldLabel();
  const v = useValidators();
  return (
    <>
      <TextInput
        source="name"
        label={label('name')}
        validate={[v.required('name'), v.maxLength('name', 200)]}
      />
      <SelectInput
        source="country"
        label={label('country')}
        choices={countryChoices}
        validate={v.required('country')}
      />
      <TextInput source="taxId" label={label('taxId')} validate={v.required('taxId')} />
      <ReferenceArrayInput
        source="clientIds"
        reference="clients"
        enableGetChoices={searchesPastTwoCharacters}
      >
        <ChosenCountArrayInput
          label={label('clientIds')}
          optionText="name"
          shouldRenderSuggestions={suggestsPastTwoCharacters}
        />
      </ReferenceArrayInput>
    </>
  );
}

export const CustomsBrokerCreate = () => (
  <ReferenceCreate fields={FIELDS} successMessage="success.dataSaved">
    <CustomsBrokerInputs />
  </ReferenceCreate>
);

export const CustomsBrokerEdit = () => (
  <ReferenceEdit fields={FIELDS} nameOf={nameOf}>
    <CustomsBrokerInputs />
  </ReferenceEdit>
);
