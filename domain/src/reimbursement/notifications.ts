/**
 * Whom each logged step concerns (an outbox row each, written with the projection), and which
 * text each of them reads. CLIENT is the customer side (whoever filed or acted on the request for
 * its company, and the company's masters when its broker filed it; the filing's receipt only the
 * filer), CLAIMS the owning team (after a
 * transfer: the receiving one), CASE_ANALYSTS the owning team and every staff member who acted on
 * the case since its last transfer (the customer's answers are news to whoever asked, whichever
 * team they are in; a transfer hands the case over, so whoever had it before is told no more),
 * MASTER the masters (approvals). A step may tell each party something different: a master
 * approving is news to claims, while the customer only learns that a proposal is there (internal
 * steps never reach the client).
 */
/** The outbox kind that tells a client company of a request filed in its name by its broker. */
export const REQUEST_FILED_ON_BEHALF = 'REQUEST_FILED_ON_BEHALF';

export type ReimbursementRecipient = 'CLIENT' | 'CLAIMS' | 'CASE_ANALYSTS' | 'MASTER';

export interface ReimbursementNotice {
  recipient: ReimbursementRecipient;
  /** The text's kind (`notify.<kind>.*`). */
  kind: string;
  /** A confirmation of one's own doing: unlike every other notice, it reaches the doer. */
  confirmation?: true;
}

const to = (kind: string, ...recipients: ReimbursementRecipient[]): ReimbursementNotice[] =>
  recipients.map((recipient) => ({ recipient, kind }));

const SAME_KIND: Readonly<Record<string, readonly ReimbursementRecipient[]>> = {
  DOCUMENTS_REQUESTED_CUSTOMER: ['CLIENT'],
  DOCUMENTS_PROVIDED: ['CASE_ANALYSTS'],
  FULLY_PROCEDENT: ['CLIENT'],
  PARTIALLY_PROCEDENT: ['CLIENT'],
  IMPROCEDENT: ['CLIENT'],
  // The customer was told the outcome: they are told too when it no longer stands.
  ANALYSIS_REMOVED: ['CLIENT'],
  PROPOSAL_ABOUT_TO_LAPSE: ['CLIENT'],
  COUNTEROFFER_MADE: ['CASE_ANALYSTS'],
  COUNTEROFFER_DECLINED: ['CLIENT'],
  SETTLEMENT_DOCUMENTS_REQUESTED: ['CLIENT'],
  SETTLEMENT_DOCUMENTS_REMINDER: ['CLIENT'],
  SETTLEMENT_DOCUMENTS_PROVIDED: ['CASE_ANALYSTS'],
  ACCOUNTS_SETTLED: ['CLIENT', 'CLAIMS'],
  PAYMENT_NOT_MADE_RR_NOT_SENT: ['CLIENT', 'CLAIMS'],
  PAYMENT_SCHEDULED: ['CLIENT'],
  PAYMENT_MADE: ['CLIENT'],
  PAYMENT_OVERDUE: ['CLAIMS'],
  REQUEST_CLOSED: ['CLIENT'],
  CLOSED_BY_EXPIRY: ['CLIENT', 'CLAIMS'],
  REQUEST_REOPENED: ['CLIENT'],
  SLA_BREACHED: ['CLAIMS'],
  TIME_BAR_ALERT: ['CLAIMS'],
  DEBT_NOTE_DUE: ['CLAIMS'],
};

/**
 * The notices of one logged step. `payload` is what the step recorded (above the author's
 * authority limit, what a master approved); `status` where the case went.
 */
export function noticesOf(
  action: string,
  payload: { aboveAuthorityLimit?: boolean; of?: string },
  status: string,
): ReimbursementNotice[] {
  if (action.startsWith('RESPONSIBILITY_TRANSFERRED_')) return to('RESPONSIBILITY_TRANSFERRED', 'CLAIMS');
  switch (action) {
    // The customer who filed is told it arrived (once: the creation is the case's first step).
    case 'REQUEST_CREATED':
      return [
        ...to('REQUEST_CREATED', 'CLAIMS'),
        { recipient: 'CLIENT', kind: 'REQUEST_FILED', confirmation: true },
      ];
    // Above the limit only the masters hear of it, and are asked to approve.
    case 'AGREEMENT_PROPOSAL':
      return payload.aboveAuthorityLimit
        ? to('PROPOSAL_AWAITING_APPROVAL', 'MASTER')
        : to('AGREEMENT_PROPOSAL', 'CLIENT');
    case 'COUNTEROFFER_ACCEPTED':
      return payload.aboveAuthorityLimit
        ? to('COUNTEROFFER_AWAITING_APPROVAL', 'MASTER')
        : to('COUNTEROFFER_ACCEPTED', 'CLIENT');
    // The customer sees the proposal (or the accepted counteroffer), never the approval itself;
    // the analyst who proposed or accepted learns the master's answer (the team with them).
    case 'PROPOSAL_APPROVED':
      return payload.of === 'COUNTEROFFER'
        ? [
            ...to('COUNTEROFFER_ACCEPTED', 'CLIENT'),
            ...to('COUNTEROFFER_ACCEPTANCE_APPROVED', 'CASE_ANALYSTS'),
          ]
        : [...to('AGREEMENT_PROPOSAL', 'CLIENT'), ...to('PROPOSAL_APPROVED', 'CASE_ANALYSTS')];
    // Internal: the customer never knew anything waited.
    case 'PROPOSAL_REJECTED':
      return to(
        payload.of === 'COUNTEROFFER' ? 'COUNTEROFFER_ACCEPTANCE_REJECTED' : 'PROPOSAL_REJECTED',
        'CASE_ANALYSTS',
      );
    // Accepted: claims learns it, the customer what comes next (R&R and power of attorney). The
    // customer accepted, yet the request is news to them: it reaches the doer, as a confirmation.
    case 'PROPOSAL_ACCEPTED':
      return [
        ...to('PROPOSAL_ACCEPTED', 'CASE_ANALYSTS'),
        { recipient: 'CLIENT', kind: 'SETTLEMENT_DOCUMENTS_REQUESTED', confirmation: true },
      ];
    // Internal areas have no users: their reminders are claims' to chase.
    case 'DOCUMENTS_REMINDER':
      return status === 'AWAITING_DOCS_CLIENT'
        ? to('DOCUMENTS_REMINDER', 'CLIENT')
        : to('DOCUMENTS_REMINDER_INTERNAL', 'CLAIMS');
  }
  return (SAME_KIND[action] ?? []).flatMap((r) => to(action, r));
}

/** The settlement documents asked for after an agreement (SPEC §4: R&R / power of attorney). */
export const SETTLEMENT_DOCUMENT_TYPES = ['RECEIPT_AND_RELEASE', 'POWER_OF_ATTORNEY'] as const;
export type SettlementDocumentType = (typeof SETTLEMENT_DOCUMENT_TYPES)[number];

/**
 * The settlement documents still to ask for, given the document types the case holds: as the
 * portal's checklist counts them, a power of attorney sent with earlier documents is not asked
 * twice. A case holding both is asked for both, as the rule asks them (the client then confirms).
 */
export function settlementDocumentsOutstanding(held: readonly string[]): SettlementDocumentType[] {
  const outstanding = SETTLEMENT_DOCUMENT_TYPES.filter((type) => !held.includes(type));
  return outstanding.length > 0 ? outstanding : [...SETTLEMENT_DOCUMENT_TYPES];
}

export const reimbursementEventKey = (requestId: string, seq: number, recipient: string) =>
  `reimbursement:${requestId}:${seq}:${recipient}`;
