import { Field } from './Field';
import type { ChoiceProps } from './input-props';

export interface Option {
  value: string;
  label: string;
}

export function TextInput({
  label,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  required,
  hint,
  inputMode,
  multiline,
  readOnly,
  onBlur,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  hint?: string;
  inputMode?: 'decimal' | 'numeric' | 'text' | 'tel' | 'email';
  multiline?: boolean;
  readOnly?: boolean;
  onBlur?(): void;
}) {
  return (
    <Field label={label} error={error} required={required} hint={hint}>
      {(props) =>
        multiline ? (
          <textarea
            {...props}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            rows={3}
          />
        ) : (
          <input
            {...props}
            type={type}
            autoComplete={autoComplete}
            inputMode={inputMode}
            readOnly={readOnly}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
          />
        )
      }
    </Field>
  );
}

export function SelectInput({
  label,
  value,
  options,
  onChange,
  error,
  required,
  placeholder,
  disabled,
  onBlur,
}: ChoiceProps & {
  options: Option[];
  onChange(value: string): void;
}) {
  return (
    <Field label={label} error={error} required={required}>
      {(props) => (
        <select
          {...props}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        >
          <option value="">{placeholder ?? '—'}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
