import { formatLocaleDecimal, numberSeparators, readLocaleDecimal } from '@claims/domain/i18n/locale-number';
import { useI18n } from '../i18n/I18nContext';
import { Field } from './Field';
import type { TypedInputProps } from './input-props';
import { useTypedText } from './useTypedText';

/** Its value is the canonical decimal string ("1250.50"), or what was typed when it reads as no number. */
export interface LocaleNumberInputProps extends TypedInputProps {
  readOnly?: boolean;
  /** Decimals always shown once the field is left ("1.250,50"); 0 for whole numbers. */
  minDecimals?: number;
  /** A unit shown after the field ("kg"). */
  unit?: string;
}

/**
 * A number typed as the interface language writes it. While the field has the focus the text is
 * left as typed (a caret never jumps over a separator, backspace deletes what it is on); each
 * keystroke hands the form the canonical decimal string `readLocaleDecimal` reads from it, so the
 * form, its schema and the API only ever see "1250.50". Leaving the field shows the value back
 * grouped ("1.250,50" in pt-BR and es, "1,250.50" in en). Text that reads as no number, letters
 * included, is kept and handed on as typed, so the field's schema refuses it with its message:
 * silently dropping the letters of "34 mil" would send 34 where the person meant 34 000.
 */
export function LocaleNumberInput({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  required,
  readOnly,
  minDecimals = 0,
  unit,
}: LocaleNumberInputProps) {
  const { locale } = useI18n();
  const shown = (canonical: string) =>
    readLocaleDecimal(canonical, 'en') === canonical
      ? formatLocaleDecimal(canonical, locale, minDecimals)
      : canonical;
  // A value set from outside (a resumed draft, a computed total, a language switch) is shown
  // formatted; the person's own typing is left alone while they type.
  const typing = useTypedText({
    shown: shown(value),
    read: (typed) => readLocaleDecimal(typed, locale),
    onChange,
    onBlur,
  });
  const { decimal } = numberSeparators(locale);
  return (
    <Field label={label} error={error} required={required} hint={hint}>
      {(props) => (
        <span className={unit ? 'number-with-unit' : undefined}>
          <input
            {...props}
            {...typing.inputProps}
            inputMode="decimal"
            readOnly={readOnly}
            data-decimal-separator={decimal}
          />
          {unit && <span className="number-unit">{unit}</span>}
        </span>
      )}
    </Field>
  );
}
