import { documentTypeSlugSchema } from '@claims/contract';
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
    // Optional: left blank, the api derives it from the English name.
    form: (
      <FieldInputs
        inputs={[{ source: 'slug', schema: documentTypeSlugSchema, helperText: 'CERT_ORIGEN / cert-origen' }]}
      />
    ),
    defaultValues: { active: true },
  },
});
