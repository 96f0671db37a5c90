import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useToasts } from '../feedback/ToastContext';
import { landRefusal } from '../forms/refusal';
import { useI18n } from '../i18n/I18nContext';

/**
 * A 422 met by a wizard: each message lands on the field it names, the toast says which step to
 * fix (the step of the first field named), and the wizard goes back to it. Answers false when the
 * refusal names no field, for the caller to show as any other error.
 */
export function useWizardRefusal<T extends FieldValues>({
  setError,
  stepOf,
  stepTitle,
  goTo,
  title,
}: {
  setError: UseFormSetError<T>;
  /** The step where the field at this path is typed. */
  stepOf(path: string): number;
  stepTitle(step: number): string;
  goTo(step: number): void;
  /** The toast's title. */
  title: string;
}) {
  const { t } = useI18n();
  const toasts = useToasts();
  return (err: unknown): boolean => {
    const fields = landRefusal(err, setError);
    if (fields.length === 0) return false;
    const [path, message] = fields[0]!;
    const step = stepOf(path);
    toasts.show('error', t('portal.wizard.fixStep', { step: stepTitle(step), message }), title);
    goTo(step);
    return true;
  };
}
