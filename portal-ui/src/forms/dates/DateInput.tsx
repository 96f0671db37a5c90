import { lazy, Suspense, useState } from 'react';
import { useI18n } from '../../i18n/I18nContext';
import { CalendarIcon } from '../../layout/icons';
import { Field } from '../Field';
import type { TypedInputProps } from '../input-props';
import { useTypedText } from '../useTypedText';
import { isImpossibleDate, readLocalDate, showLocalDate } from './local-date';

// The calendar is only needed when someone opens it: it stays out of the first screen's JavaScript.
const CalendarPopover = lazy(() => import('./CalendarPopover'));

/**
 * A day typed as dd/mm/aaaa, or picked from a calendar in the interface language, never the
 * browser's own mm/dd/yyyy control. The form gets the ISO day ("2026-11-23"); text that is no
 * date is handed on as typed, so the field's schema refuses it, and the field says how to write it.
 */
export function DateInput({ label, value, onChange, onBlur, error, hint, required }: TypedInputProps) {
  const { t } = useI18n();
  const typing = useTypedText({ shown: showLocalDate(value), read: readLocalDate, onChange, onBlur });
  const [open, setOpen] = useState(false);
  const { text } = typing;
  const unreadable = text.trim() !== '' && readLocalDate(text) === null && !typing.focused.current;

  return (
    <Field
      label={label}
      error={
        unreadable ? t(isImpossibleDate(text) ? 'validation.date.impossible' : 'portal.dates.invalid') : error
      }
      required={required}
      hint={hint}
    >
      {(props) => (
        <span className="date-input">
          <input
            {...props}
            {...typing.inputProps}
            inputMode="numeric"
            placeholder={t('portal.dates.placeholder')}
          />
          <button
            type="button"
            className="btn btn-small btn-secondary date-open"
            aria-label={t('portal.dates.open')}
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
          >
            <CalendarIcon />
          </button>
          {open && (
            <Suspense fallback={null}>
              <CalendarPopover
                value={/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined}
                onPick={(iso) => {
                  setOpen(false);
                  typing.setText(showLocalDate(iso));
                  onChange(iso);
                  onBlur?.();
                }}
                onClose={() => setOpen(false)}
              />
            </Suspense>
          )}
        </span>
      )}
    </Field>
  );
}
