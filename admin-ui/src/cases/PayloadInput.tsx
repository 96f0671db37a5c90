import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  DateInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  TimeInput,
  useLocaleState,
} from 'react-admin';
import { fieldLabel } from './payload';

export interface Choice {
  id: string;
  name: string;
}

export type PayloadField =
  | { kind: 'text' | 'multiline' | 'money' | 'date' | 'time' | 'boolean' | 'email' }
  | { kind: 'select' | 'multiselect'; choices: Choice[] }
  | {
      kind: 'reference';
      reference: string;
      filter?: Record<string, unknown>;
      optionText: (record: Record<string, unknown>) => string;
      sort?: { field: string; order: 'ASC' | 'DESC' };
    };

/** One input of a command's payload, labelled from the catalogue, validated by the domain schema. */
export function PayloadInput({
  name,
  field,
  required,
}: {
  name: string;
  field: PayloadField;
  required?: boolean;
}) {
  const [locale] = useLocaleState();
  const label = `${fieldLabel(locale, name)}${required ? ' *' : ''}`;
  const common = { source: name, label, fullWidth: true, helperText: false as const };
  switch (field.kind) {
    case 'multiline':
      return <TextInput {...common} multiline minRows={3} />;
    case 'money':
      return <TextInput {...common} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />;
    case 'date':
      return <DateInput {...common} />;
    case 'time':
      return <TimeInput {...common} />;
    case 'boolean':
      return <BooleanInput source={name} label={label} helperText={false} />;
    case 'select':
      return <SelectInput {...common} choices={field.choices} />;
    case 'multiselect':
      return <AutocompleteArrayInput {...common} choices={field.choices} />;
    case 'reference':
      return (
        <ReferenceInput source={name} reference={field.reference} filter={field.filter} sort={field.sort}>
          <AutocompleteInput label={label} fullWidth helperText={false} optionText={field.optionText} />
        </ReferenceInput>
      );
    default:
      return <TextInput {...common} type={field.kind === 'email' ? 'email' : 'text'} />;
  }
}
