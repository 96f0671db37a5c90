import { FieldInputs } from '../shared/FieldInputs';
import { referenceScreens } from '../shared/reference-screens';
import { COMPANY_COLUMNS, COMPANY_INPUTS } from './company-fields';

export default referenceScreens({
  write: 'customsBrokers.write',
  nameOf: (r) => String(r.name),
  sortBy: 'name',
  columns: COMPANY_COLUMNS,
  fields: ['name', 'country', 'taxId', 'clientIds'],
  form: <FieldInputs inputs={[...COMPANY_INPUTS, { source: 'clientIds', manyOf: 'clients' }]} />,
  create: { successMessage: 'success.dataSaved' },
});
