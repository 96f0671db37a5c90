import { portFilterFields } from '@claims/contract';
import { FieldInputs } from '../shared/FieldInputs';
import { referenceScreens } from '../shared/reference-screens';

// The API's rules (api/src/routes/ports/schema.ts): UN/LOCODE and ISO 3166 alpha-2.
export default referenceScreens({
  write: 'referenceData.write',
  nameOf: (r) => `${r.name} (${r.code})`,
  sortBy: 'name',
  columns: ['code', 'name', 'city', { source: 'country', type: 'country' }],
  fields: ['name', 'code', 'city', 'country'],
  form: (
    <FieldInputs
      inputs={[
        { source: 'name', required: true, maxLength: 200 },
        {
          source: 'code',
          required: true,
          schema: portFilterFields.code,
          helperText: 'backOffice.ports.codeHint',
        },
        { source: 'city', required: true, maxLength: 200 },
        {
          source: 'country',
          required: true,
          pattern: /^[A-Za-z]{2}$/,
          helperText: 'backOffice.ports.countryHint',
        },
      ]}
    />
  ),
  create: { successMessage: 'success.portRegistered' },
});
