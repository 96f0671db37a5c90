import { OFFICE_KEYS } from '@claims/domain';
import { codeChoices, countryChoices } from '../shared/choices';
import { FieldInputs } from '../shared/FieldInputs';
import { referenceScreens } from '../shared/reference-screens';

const officeChoices = codeChoices('offices', OFFICE_KEYS);

// The tax id's rules depend on the country (CNPJ, CUIT, RUC, RUT): the API checks it and answers 422.
export default referenceScreens({
  write: 'clients.write',
  nameOf: (r) => String(r.name),
  sortBy: 'name',
  columns: [
    'name',
    { source: 'taxIdFormatted', label: 'taxId', sortBy: 'taxId' },
    { source: 'country', choices: countryChoices },
    { source: 'office', choices: officeChoices },
    'email',
  ],
  fields: ['name', 'email', 'contact', 'country', 'taxId', 'office', 'customsBrokerIds'],
  form: (
    <FieldInputs
      inputs={[
        { source: 'name', required: true, maxLength: 200 },
        { source: 'country', choices: countryChoices, required: true },
        { source: 'taxId', required: true },
        { source: 'office', choices: officeChoices },
        { source: 'email', email: true },
        { source: 'contact', maxLength: 200 },
        { source: 'customsBrokerIds', manyOf: 'customs-brokers' },
      ]}
    />
  ),
  create: { successMessage: 'success.clientRegistered' },
});
