import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/I18nContext';
import { Field } from '../Field';
import { readLocalTime } from './local-date';

/** A time of day on the 24-hour clock ("14:30", also typed "14h30"), never the browser's "2:30 PM". */
export function TimeInput({
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  error?: string;
  required?: boolean;
}) {
  const { t } = useI18n();
  const [text, setText] = useState(value);
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setText(value);
  }, [value]);
  const unreadable = text.trim() !== '' && readLocalTime(text) === null && !focused.current;
  return (
    <Field label={label} error={unreadable ? t('portal.dates.invalidTime') : error} required={required}>
      {(props) => (
        <input
          {...props}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('portal.dates.timePlaceholder')}
          value={text}
          onFocus={() => {
            focused.current = true;
          }}
          onChange={(e) => {
            setText(e.target.value);
            onChange(readLocalTime(e.target.value) ?? e.target.value.trim());
          }}
          onBlur={() => {
            focused.current = false;
            setText(readLocalTime(text) ?? text);
            onBlur?.();
          }}
        />
      )}
    </Field>
  );
}
