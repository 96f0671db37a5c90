import { useState } from 'react';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { formatLocaleDecimal, readLocaleDecimal, type Locale } from '@claims/domain';

export type LocaleNumberFieldProps = Omit<
  TextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'select'
> & {
  /** The canonical decimal string ("1250.50"), the text as typed when it is no number, or empty. */
  value: string | null | undefined;
  /** Called with what the form should hold: canonical when the text reads as a number. */
  onChange: (value: string | null) => void;
  locale: Locale;
  minDecimals?: number;
  unit?: string;
};

/**
 * A number typed as people write it in the interface language, held as the canonical decimal
 * string the api takes. While the field has the focus it shows what was typed, untouched: a
 * separator is only read once the whole number is there, so "1250.50" in pt-BR stays 1250,50
 * and "18.650" stays 18 650, as domain/src/i18n/locale-number.ts reads them. Leaving the field
 * shows the value back grouped ("1.250,50"). Letters are kept too, never dropped: "32.000,OO"
 * silently read as 32.000,00 (or "34 mil" as 34) would send an amount nobody typed, so the text
 * goes to the form as it is and the domain schema refuses it with the invalid-amount message.
 */
export function LocaleNumberField({
  value,
  onChange,
  locale,
  minDecimals = 0,
  unit,
  onFocus,
  onBlur,
  slotProps,
  ...textFieldProps
}: LocaleNumberFieldProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const shown = (canonical: string | null | undefined) =>
    canonical ? formatLocaleDecimal(canonical, locale, minDecimals) : '';
  const text = typed ?? shown(value);

  const read = (input: string) => {
    setTyped(input);
    if (input.trim() === '') return onChange(null);
    // Text that is no number goes to the form as it is, for the domain schema to refuse by name.
    onChange(readLocaleDecimal(input, locale) ?? input);
  };

  return (
    <TextField
      {...textFieldProps}
      value={text}
      autoComplete="off"
      onChange={(event) => read(event.target.value)}
      onFocus={onFocus}
      onBlur={(event) => {
        setTyped(null);
        onBlur?.(event);
      }}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'decimal', ...slotProps?.htmlInput },
        input: unit
          ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment>, ...slotProps?.input }
          : slotProps?.input,
      }}
    />
  );
}
