import { useCallback, useId } from 'react';
import { useToasts } from './ToastContext';
import { useApiErrorToast } from './useApiErrorToast';

/**
 * One form's toasts: its refusals, and its success, which dismisses them. Without this a red
 * "Há campos inválidos…" from the first try stayed beside the green "saved" of the second.
 */
export function useFormToasts() {
  const scope = useId();
  const toasts = useToasts();
  const showError = useApiErrorToast(scope);
  const showSuccess = useCallback(
    (text: string) => toasts.show('success', text, undefined, scope),
    [toasts, scope],
  );
  /** The form was saved and its page shows the success itself: its refusals no longer apply. */
  const clearErrors = useCallback(() => toasts.clear(scope), [toasts, scope]);
  return { showError, showSuccess, clearErrors };
}
