import { countryChoices } from '../shared/choices';
import { FieldInputs } from '../shared/FieldInputs';
import { referenceScreens } from '../shared/reference-screens';

export default referenceScreens({
  write: 'customsBrokers.write',
  nameOf: (r) => String(r.name),
  sortBy: 'name',
  columns: [
    'name',
    { source: 'taxIdFormatted', label: 'taxId', sortBy: 'taxId' },
    { source: 'country', choices: countryChoices },
  ],
  fields: ['name', 'country', 'taxId', 'clientIds'],
  form: (
    <FieldInputs
      inputs={[
        { source: 'name', required: true, maxLength: 200 },
        { source: 'country', choices: countryChoices, required: true },
        { source: 'taxId', required: true },
        { source: 'clientIds', manyOf: 'clients' },
      ]}
    />
  ),
  create: { successMessage: 'success.dataSaved' },
});
