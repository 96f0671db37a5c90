import { useCaseAction } from '../../api/case-cache';
import type { useFormToasts } from '../../feedback/useFormToasts';
import type { RequestDetail } from './request-detail';

/** The action that says the documents asked for are sent: the first request's, or the settlement's. */
export type ProvideAction = 'documentsProvided' | 'settlementDocumentsProvided';

/**
 * Saying the documents are sent, from the card that shows them (`action`, when legal now): the
 * success in that card's own words (`done`), a refusal as that card's toast.
 */
export function useDocumentsProvided(
  requestId: string,
  action: ProvideAction | null,
  done: string,
  { showError, showSuccess }: ReturnType<typeof useFormToasts>,
) {
  const command = useCaseAction<RequestDetail>('reimbursements', requestId);
  return async () => {
    try {
      await command.mutateAsync({ action: action! });
      showSuccess(done);
    } catch (err) {
      showError(err);
    }
  };
}
