import {
  AutocompleteInput,
  BooleanInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { officeZoneCity, type OfficeKey } from '@claims/domain';
import { DateInput, TimeInput } from '../inputs/LazyPickers';
import { MoneyInput, QuotationInput } from '../inputs/NumberInputs';
import { fieldLabel } from './payload';
import { ChosenCountArrayInput } from '../inputs/ChosenCountArrayInput';

export interface Choice {
  id: string;
  name: string;
}

export type PayloadField =
  | { kind: 'text' | 'quotation' | 'boolean' | 'email' }
  /** An hour of the day; `office`, whose clock it is on, is said under it ("Horário de São Paulo"). */
  | { kind: 'time'; office?: OfficeKey }
  /** Free text; `hint`, a catalogue key, says who reads it where that is not obvious. */
  | { kind: 'multiline'; hint?: string }
  /** A calendar day; `future` where the api refuses past days (SPEC: schedules, inspections). */
  | { kind: 'date'; future?: boolean }
  /** An amount in the currency the form's `currencySource` field holds (BRL until one is chosen). */
  | { kind: 'money'; currencySource?: string }
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
  const translate = useTranslate();
  const label = `${fieldLabel(locale, name)}${required ? ' *' : ''}`;
  const common = { source: name, label, fullWidth: true, helperText: false as const };
  switch (field.kind) {
    case 'multiline':
      return (
        <TextInput
          {...common}
          multiline
          minRows={3}
          helperText={field.hint ? translate(field.hint) : false}
        />
      );
    case 'money':
      return <MoneyInput {...common} currencySource={field.currencySource} />;
    case 'quotation':
      return <QuotationInput {...common} />;
    case 'date':
      return <DateInput {...common} disablePast={field.future} />;
    case 'time':
      return (
        <TimeInput
          {...common}
          helperText={
            field.office ? translate('inspection.hourZone', { city: officeZoneCity(field.office) }) : false
          }
        />
      );
    case 'boolean':
      return <BooleanInput source={name} label={label} helperText={false} />;
    case 'select':
      // A required choice offers only the real options: react-admin drops its empty first option
      // for an input it knows is required. The label goes as an element so that react-admin adds
      // no second star to the one it already carries.
      return required ? (
        <SelectInput {...common} label={<>{label}</>} isRequired choices={field.choices} />
      ) : (
        <SelectInput {...common} choices={field.choices} />
      );
    case 'multiselect':
      // The list stays open while several are chosen: an Escape then closes the list, not the
      // dialog and what was typed in it (issue 16).
      return <ChosenCountArrayInput {...common} choices={field.choices} disableCloseOnSelect />;
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
