import { ReferenceArrayInput, SelectField, SelectInput, TextField, TextInput } from 'react-admin';
import { OFFICE_KEYS } from '@claims/domain';
import { codeChoices, countryChoices } from '../shared/choices';
import { useFieldLabel } from '../shared/labels';
import { ReferenceCreate, ReferenceEdit } from '../shared/ReferenceForm';
import { ReferenceList } from '../shared/ReferenceList';
import { useValidators } from '../shared/validation';
import { ChosenCountArrayInput } from '../../inputs/ChosenCountArrayInput';
import { searchesPastTwoCharacters, suggestsPastTwoCharacters } from '../../inputs/remote-search';

// The tax id's rules depend on the country (CNPJ, CUIT, RUC, RUT): the API checks it and answers 422.
const FIELDS = ['name', 'email', 'contact', 'country', 'taxId', 'office', 'customsBrokerIds'] as const;
const nameOf = (r: Record<string, unknown>) => String(r.name);

export function ClientList() {
  const label = useFieldLabel();
  return (
    <ReferenceList write="clients.write" nameOf={nameOf} sort={{ field: 'name', order: 'ASC' }}>
      <TextField source="name" label={label('name')} />
      <TextField source="taxIdFormatted" label={label('taxId')} sortBy="taxId" />
      <SelectField source="country" label={label('country')} choices={countryChoices} />
      <SelectField source="office" label={label('office')} choices={codeChoices('offices', OFFICE_KEYS)} />
      <TextField source="email" label={label('email')} />
    </ReferenceList>
  );
}

function ClientInputs() {
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
      <SelectInput source="office" label={label('office')} choices={codeChoices('offices', OFFICE_KEYS)} />
      <TextInput source="email" label={label('email')} validate={v.email()} />
      <TextInput source="contact" label={label('contact')} validate={v.maxLength('contact', 200)} />
      <ReferenceArrayInput
        source="customsBrokerIds"
        reference="customs-brokers"
        enableGetChoices={searchesPastTwoCharacters}
      >
        <ChosenCountArrayInput
          label={label('customsBrokerIds')}
          optionText="name"
          shouldRenderSuggestions={suggestsPastTwoCharacters}
        />
      </ReferenceArrayInput>
    </>
  );
}

export const ClientCreate = () => (
  <ReferenceCreate fields={FIELDS} successMessage="success.clientRegistered">
    <ClientInputs />
  </ReferenceCreate>
);

export const ClientEdit = () => (
  <ReferenceEdit fields={FIELDS} nameOf={nameOf}>
    <ClientInputs />
  </ReferenceEdit>
);
