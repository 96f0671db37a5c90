import { useState } from 'react';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { NumberFormatBase } from 'react-number-format';
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

/** What a person may type: digits, both separators (the reading decides) and spaces. */
const isNumberCharacter = (character: string) => /[\d.,\s]/.test(character);
const keepNumberCharacters = (text: string) => Array.from(text).filter(isNumberCharacter).join('');

/**
 * A number typed as people write it in the interface language, held as the canonical decimal
 * string the api takes. While the field has the focus it shows what was typed, untouched: a
 * separator is only read once the whole number is there, so "1250.50" in pt-BR stays 1250,50
 * and "18.650" stays 18 650, as domain/src/i18n/locale-number.ts reads them. Leaving the field
 * shows the value back grouped ("1.250,50"). react-number-format keeps the caret in place and
 * drops letters as they are typed or pasted.
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
    <NumberFormatBase<TextFieldProps>
      {...textFieldProps}
      customInput={TextField}
      value={text}
      valueIsNumericString={false}
      inputMode="decimal"
      format={keepNumberCharacters}
      removeFormatting={keepNumberCharacters}
      isValidInputCharacter={isNumberCharacter}
      getCaretBoundary={(formatted) => Array.from({ length: formatted.length + 1 }, () => true)}
      onValueChange={({ formattedValue }, { source }) => {
        if (source === 'event') read(formattedValue);
      }}
      onFocus={onFocus as never}
      onBlur={(event) => {
        setTyped(null);
        onBlur?.(event as never);
      }}
      slotProps={{
        ...slotProps,
        input: unit
          ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment>, ...slotProps?.input }
          : slotProps?.input,
      }}
    />
  );
}
