import { unsavedEditsOf } from '../../wizard/unsaved-edits';
import type { RequestForm } from './request-form';

/** The reimbursement wizard's edits since its draft's last save (the key predates the protest wizard's). */
export const unsavedEdits = unsavedEditsOf<RequestForm>('reimbursementDraft');
