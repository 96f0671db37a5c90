import type { RequestForm } from './request-form';

/**
 * What was typed into a saved draft since its last save. The server keeps the draft as of the
 * last Next; this tab keeps the rest, so a crash, a lost connection or a reload between two saves
 * loses nothing. Per tab (sessionStorage), per draft, dropped as soon as the server has it.
 */
const key = (draftId: string) => `claims.reimbursementDraft.${draftId}`;

export const unsavedEdits = {
  keep(draftId: string, form: RequestForm) {
    try {
      sessionStorage.setItem(key(draftId), JSON.stringify(form));
    } catch {
      // A full or disabled storage only loses this safety net, never the form itself.
    }
  },
  take(draftId: string): RequestForm | null {
    try {
      const text = sessionStorage.getItem(key(draftId));
      return text ? (JSON.parse(text) as RequestForm) : null;
    } catch {
      return null;
    }
  },
  saved(draftId: string) {
    try {
      sessionStorage.removeItem(key(draftId));
    } catch {
      // Nothing kept, nothing to drop.
    }
  },
};
