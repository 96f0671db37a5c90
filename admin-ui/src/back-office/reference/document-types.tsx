import { FieldInputs } from '../shared/FieldInputs';
import { referenceScreens } from '../shared/reference-screens';
import { LabelsInputs } from './LabelsInputs';
import { TRILINGUAL_COLUMNS } from './trilingual-columns';

export default referenceScreens({
  write: 'referenceData.write',
  nameOf: (r) => String(r.name),
  sortBy: 'code',
  columns: TRILINGUAL_COLUMNS,
  // The key and slug are what stored files refer to: only the names and the switch change.
  fields: ['labels', 'active'],
  form: <LabelsInputs />,
  create: {
    successMessage: 'success.dataSaved',
    fields: ['slug'],
    form: <FieldInputs inputs={[{ source: 'slug', pattern: /^[a-z][a-z0-9-]{0,79}$/ }]} />,
    defaultValues: { active: true },
  },
});
