import { OFFICE_KEYS } from '@claims/domain';
import { codeChoices } from '../shared/choices';
import { FieldInputs } from '../shared/FieldInputs';
import { referenceScreens } from '../shared/reference-screens';
import { COMPANY_COLUMNS, COMPANY_INPUTS } from './company-fields';

const officeChoices = codeChoices('offices', OFFICE_KEYS);

export default referenceScreens({
  write: 'clients.write',
  nameOf: (r) => String(r.name),
  sortBy: 'name',
  columns: [...COMPANY_COLUMNS, { source: 'office', choices: officeChoices }, 'email'],
  fields: ['name', 'email', 'contact', 'country', 'taxId', 'office', 'customsBrokerIds'],
  form: (
    <FieldInputs
      inputs={[
        ...COMPANY_INPUTS,
        { source: 'office', choices: officeChoices },
        { source: 'email', email: true },
        { source: 'contact', maxLength: 200 },
        { source: 'customsBrokerIds', manyOf: 'customs-brokers' },
      ]}
    />
  ),
  create: { successMessage: 'success.clientRegistered' },
});
