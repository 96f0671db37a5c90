import { useId, type ReactNode } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

/** A labelled control with its error text tied to it, so screen readers announce both. */
export function Field({
  label,
  error,
  hint,
  required,
  className,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
  children(props: ControlProps): ReactNode;
}) {
  const id = useId();
  const described =
    [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field ${className ?? ''}`}>
      {/* The star stays outside the label: the control's name is the field's name alone. */}
      <div className="field-label">
        <label htmlFor={id}>{label}</label>
        {required && (
          <span aria-hidden="true" className="required-mark">
            *
          </span>
        )}
      </div>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': described,
        'aria-required': required,
      })}
      {hint && (
        <small id={`${id}-hint`} className="field-hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="field-error">
          {error}
        </small>
      )}
    </div>
  );
}
