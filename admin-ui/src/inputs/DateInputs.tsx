import { useMemo, useRef, type ReactNode } from 'react';
import { format as formatDate, isValid, parse } from 'date-fns';
import { FieldTitle, InputHelperText, useInput, useLocaleState, type Validator } from 'react-admin';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { DEFAULT_LOCALE, isLocale } from '@claims/domain';
import { PickerLocalization } from './PickerLocalization';
import { TIME_FORMAT, pickerLocales } from './picker-locales';

/**
 * What the form holds while the typed date or time is incomplete or impossible (31/02): never a
 * value the api could take, so the payload schema and `validate` below refuse it by name.
 */
export const INVALID_DATE = 'invalid';

interface PickerInputProps {
  source: string;
  label?: ReactNode;
  helperText?: ReactNode | false;
  fullWidth?: boolean;
  validate?: Validator | Validator[];
  /** Where only the future makes sense (a payment schedule, an inspection): past days greyed out. */
  disablePast?: boolean;
}

/** MUI X publishes an invalid date only once every section is typed: the day does not exist (31/02). */
const IMPOSSIBLE = 'validation.date.impossible';
const refuseInvalid: Validator = (value) => (value === INVALID_DATE ? IMPOSSIBLE : undefined);

/**
 * One react-admin input over an MUI X picker: the form holds the api's text ("2026-11-23",
 * "14:30"), the person types and reads it per locale ("23/11/2026", 24-hour), or picks it.
 */
function PickerInput({
  kind,
  source,
  label,
  helperText = false,
  fullWidth,
  validate,
  disablePast,
}: PickerInputProps & { kind: 'date' | 'time' }) {
  const [locale] = useLocaleState();
  const picker = pickerLocales[isLocale(locale) ? locale : DEFAULT_LOCALE];
  const { field, fieldState, id, isRequired } = useInput({
    source,
    validate: [refuseInvalid, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])],
  });
  const apiFormat = kind === 'date' ? 'yyyy-MM-dd' : TIME_FORMAT;
  const stored = typeof field.value === 'string' && field.value ? field.value : null;
  // The picker is handed back the very invalid date it published: given null (or another object)
  // it would rebuild its sections from that, and 31/02 would lose the year being typed.
  const published = useRef<Date | null>(null);
  const impossible = stored === INVALID_DATE;
  const parsed = useMemo(
    () => (stored && stored !== INVALID_DATE ? parse(stored, apiFormat, new Date()) : null),
    [stored, apiFormat],
  );
  const value = impossible ? published.current : parsed;
  const onChange = (date: Date | null) => {
    published.current = date;
    if (date === null) field.onChange(null);
    else field.onChange(isValid(date) ? formatDate(date, apiFormat) : INVALID_DATE);
  };
  // Said at once, not on submit: the person sees why the date is not taken while still typing.
  const error = fieldState.error?.message ?? (impossible ? IMPOSSIBLE : undefined);
  const textField = {
    id,
    name: field.name,
    onBlur: field.onBlur,
    fullWidth: fullWidth ?? true,
    // As react-admin's theme sets its own inputs: the pickers' field does not read those defaults.
    variant: 'filled' as const,
    margin: 'dense' as const,
    size: 'small' as const,
    error: Boolean(error),
    helperText:
      helperText !== false || error ? <InputHelperText error={error} helperText={helperText} /> : null,
  };
  const title =
    label === false ? undefined : (
      <FieldTitle label={label as string} source={source} isRequired={isRequired} />
    );
  // What both pickers take alike: the form field they show, and how they read and write it.
  const common = { label: title, value, onChange, inputRef: field.ref, slotProps: { textField } };
  return kind === 'date' ? (
    <DesktopDatePicker {...common} format={picker.dateFormat} disablePast={disablePast} />
  ) : (
    <DesktopTimePicker {...common} format={TIME_FORMAT} ampm={false} />
  );
}

/** A calendar day, typed dd/mm/aaaa (pt-BR, es, en-GB) or picked from a localized calendar. */
export function DateInput(props: PickerInputProps) {
  return (
    <PickerLocalization>
      <PickerInput kind="date" {...props} />
    </PickerLocalization>
  );
}

/** A time of day, 24-hour ("14:30") in every language. */
export function TimeInput(props: PickerInputProps) {
  return (
    <PickerLocalization>
      <PickerInput kind="time" {...props} />
    </PickerLocalization>
  );
}
