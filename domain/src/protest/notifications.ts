import type { ProtestReminder } from './deadlines';

/**
 * Who each step of a letter concerns. The projection writes one outbox row per recipient in the
 * same transaction as the step; delivery (e-mail, in-app) is the jobs worker's business.
 * CLIENT: whoever filed the letter; INSPECTOR: the assigned inspector; CLAIMS: the claims team;
 * CASE_ANALYSTS: the claims team and the staff who acted on the letter (the customer's answers,
 * and the result of an inspection to the analyst who requested or scheduled it, whatever their
 * team). Nobody is told of their own step.
 */
export type ProtestRecipient = 'CLIENT' | 'INSPECTOR' | 'CLAIMS' | 'CASE_ANALYSTS';

export const PROTEST_NOTIFICATIONS: Partial<Record<string, readonly ProtestRecipient[]>> = {
  PROTEST_LETTER_FILED: ['CLAIMS'],
  INSPECTION_REQUESTED: ['CASE_ANALYSTS'],
  INSPECTION_SCHEDULED: ['CLIENT', 'INSPECTOR'],
  INSPECTION_CONCLUDED: ['CLIENT', 'CASE_ANALYSTS'],
  INSPECTION_CANCELLED: ['CLIENT', 'INSPECTOR'],
  ANALYSIS_CONCLUDED: ['CLIENT'],
  LETTER_OF_PROTEST_LINKED: ['CLAIMS'],
  INSPECTION_REQUEST_REMINDER: ['CLIENT'],
  INSPECTOR_REMINDER: ['INSPECTOR'],
  INSPECTION_OVERDUE_ESCALATED: ['CLAIMS'],
} satisfies Partial<Record<string | ProtestReminder, readonly ProtestRecipient[]>>;

/** The outbox kind that confirms a filed letter to whoever filed it (the only notice of one's own doing). */
export const PROTEST_LETTER_RECEIVED = 'PROTEST_LETTER_RECEIVED';
/** The same confirmation of a letter filed after its notice period: it says so, and until when it was due. */
export const PROTEST_LETTER_RECEIVED_LATE = 'PROTEST_LETTER_RECEIVED_LATE';

/** The notice of a schedule that replaces an earlier one: it says from when to when. */
export const INSPECTION_RESCHEDULED = 'INSPECTION_RESCHEDULED';

/** The outbox kind that tells a client company of a letter filed in its name by its broker. */
export const PROTEST_LETTER_FILED_ON_BEHALF = 'PROTEST_LETTER_FILED_ON_BEHALF';

/** The outbox kind of the offer made to the client after a POSITIVE inspection. */
export const REIMBURSEMENT_SUGGESTED = 'PROTEST_REIMBURSEMENT_SUGGESTED';

/**
 * The same offer for a long-course voyage, whose reimbursement goes by e-mail (SPEC §1): the
 * address and the documents, not a portal form.
 */
export const REIMBURSEMENT_BY_EMAIL = 'PROTEST_REIMBURSEMENT_BY_EMAIL';

/** `protest-<id>:<seq>:<recipient>`: unique, so a retried projection notifies once. */
export const protestEventKey = (letterId: string, seq: number, recipient: string) =>
  `protest-${letterId}:${seq}:${recipient}`;
