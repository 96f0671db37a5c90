import { BooleanInput, TextInput } from 'react-admin';
import { LANGUAGE_NAMES, SUPPORTED_LOCALES } from '@claims/domain';
import { useFieldLabel } from '../shared/labels';
import { useValidators } from '../shared/validation';

/** The three names of a trilingual catalogue entry (sinister cause, document type) and its switch. */
export function LabelsInputs() {
  const label = useFieldLabel();
  const v = useValidators();
  return (
    <>
      {SUPPORTED_LOCALES.map((locale) => (
        <TextInput
          key={locale}
          source={`labels.${locale}`}
          label={`${label('name')} · ${LANGUAGE_NAMES[locale]}`}
          validate={[v.required('name'), v.maxLength('name', 200)]}
        />
      ))}
      <BooleanInput source="active" label={label('active')} />
    </>
  );
}
