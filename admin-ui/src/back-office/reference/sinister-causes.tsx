import { FieldInputs } from '../shared/FieldInputs';
import { referenceScreens } from '../shared/reference-screens';
import { LabelsInputs } from './LabelsInputs';
import { TRILINGUAL_COLUMNS } from './trilingual-columns';

// `name` is the label in the caller's language; the key is derived from the English one if empty.
export default referenceScreens({
  write: 'referenceData.write',
  nameOf: (r) => String(r.name),
  sortBy: 'code',
  columns: TRILINGUAL_COLUMNS,
  fields: ['key', 'labels', 'active'],
  form: <LabelsInputs />,
  create: {
    successMessage: 'success.dataSaved',
    form: <FieldInputs inputs={[{ source: 'key', pattern: /^[A-Za-z][A-Za-z0-9_]{0,79}$/ }]} />,
    defaultValues: { active: true },
  },
});
