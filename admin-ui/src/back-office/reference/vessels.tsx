import { vesselCodeSchema } from '@claims/contract';
import { FieldInputs } from '../shared/FieldInputs';
import { referenceScreens } from '../shared/reference-screens';

export default referenceScreens({
  write: 'referenceData.write',
  nameOf: (r) => `${r.name} (${r.code})`,
  sortBy: 'name',
  columns: ['code', 'name', 'shortName'],
  fields: ['name', 'shortName', 'code'],
  form: (
    <FieldInputs
      inputs={[
        { source: 'name', required: true, maxLength: 200 },
        { source: 'shortName', required: true, maxLength: 60 },
        { source: 'code', required: true, schema: vesselCodeSchema },
      ]}
    />
  ),
  create: { successMessage: 'success.vesselRegistered' },
});
