/**
 * Whom each logged step concerns (an outbox row each, written with the projection). CLIENT is
 * the request's author, CLAIMS the owning team, MASTER the masters (approvals).
 */
export type ReimbursementRecipient = 'CLIENT' | 'CLAIMS' | 'MASTER';

export const REIMBURSEMENT_NOTIFICATIONS: Readonly<Record<string, readonly ReimbursementRecipient[]>> = {
  REQUEST_CREATED: ['CLAIMS'],
  DOCUMENTS_REQUESTED_CUSTOMER: ['CLIENT'],
  DOCUMENTS_REMINDER: ['CLIENT'],
  DOCUMENTS_PROVIDED: ['CLAIMS'],
  FULLY_PROCEDENT: ['CLIENT'],
  PARTIALLY_PROCEDENT: ['CLIENT'],
  IMPROCEDENT: ['CLIENT'],
  PROPOSAL_APPROVED: ['CLIENT', 'CLAIMS'],
  PROPOSAL_ABOUT_TO_LAPSE: ['CLIENT'],
  PROPOSAL_ACCEPTED: ['CLAIMS'],
  COUNTEROFFER_MADE: ['CLAIMS'],
  SETTLEMENT_DOCUMENTS_REQUESTED: ['CLIENT'],
  SETTLEMENT_DOCUMENTS_REMINDER: ['CLIENT'],
  SETTLEMENT_DOCUMENTS_PROVIDED: ['CLAIMS'],
  PAYMENT_NOT_MADE_RR_NOT_SENT: ['CLIENT', 'CLAIMS'],
  PAYMENT_SCHEDULED: ['CLIENT'],
  PAYMENT_MADE: ['CLIENT'],
  REQUEST_CLOSED: ['CLIENT'],
  CLOSED_BY_EXPIRY: ['CLIENT', 'CLAIMS'],
  REQUEST_REOPENED: ['CLIENT'],
  SLA_BREACHED: ['CLAIMS'],
  TIME_BAR_ALERT: ['CLAIMS'],
  DEBT_NOTE_DUE: ['CLAIMS'],
};

/** A proposal reaches the customer only once within the author's authority (or approved). */
export function recipientsOf(
  action: string,
  payload: { aboveAuthorityLimit?: boolean },
): readonly ReimbursementRecipient[] {
  if (action === 'AGREEMENT_PROPOSAL') return payload.aboveAuthorityLimit ? ['MASTER'] : ['CLIENT'];
  return REIMBURSEMENT_NOTIFICATIONS[action] ?? [];
}

export const reimbursementEventKey = (requestId: string, seq: number, recipient: string) =>
  `reimbursement:${requestId}:${seq}:${recipient}`;
