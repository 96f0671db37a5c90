import { useI18n } from '../../i18n/I18nContext';
import { Field } from '../Field';
import type { TypedInputProps } from '../input-props';
import { useTypedText } from '../useTypedText';
import { readLocalTime } from './local-date';

/** A time of day on the 24-hour clock ("14:30", also typed "14h30"), never the browser's "2:30 PM". */
export function TimeInput({ label, value, onChange, onBlur, error, hint, required }: TypedInputProps) {
  const { t } = useI18n();
  const typing = useTypedText({
    shown: value,
    read: readLocalTime,
    onChange,
    onBlur,
    // Left, a time shows as the 24-hour clock writes it; text that reads as no time stays as typed.
    leftAs: (typed) => readLocalTime(typed) ?? typed,
  });
  const { text } = typing;
  const unreadable = text.trim() !== '' && readLocalTime(text) === null && !typing.focused.current;
  return (
    <Field
      label={label}
      error={unreadable ? t('portal.dates.invalidTime') : error}
      hint={hint}
      required={required}
    >
      {(props) => (
        <input
          {...props}
          {...typing.inputProps}
          inputMode="numeric"
          placeholder={t('portal.dates.timePlaceholder')}
        />
      )}
    </Field>
  );
}
