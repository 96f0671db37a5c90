import { reimbursement as domain } from '@claims/domain';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
interface CaseFile {
  id: string;
  documentType: string | null;
  name: string;
  uploadedAt: string;
}

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);

/** Steps of the workflow's own bookkeeping or of staff among themselves: not the customer's to read. */
const INTERNAL_STEPS = new Set([
  'SLA_BREACHED',
  'TIME_BAR_ALERT',
  'PAYMENT_OVERDUE',
  'DEBT_NOTE_DUE',
  'PROPOSAL_REJECTED',
]);

/** What of a step's payload each side reads beside the log line: staff all of it, the customer what was meant for them. */
const STAFF_DETAILS = [
  'party',
  'team',
  'documentTypes',
  'message',
  'reason',
  'note',
  'value',
  'currency',
  'expectedDate',
  'paidOn',
  'receiptFileId',
  'justification',
] as const;
const CLIENT_DETAILS: Readonly<Record<string, readonly string[]>> = {
  DOCUMENTS_REQUESTED_CUSTOMER: ['documentTypes', 'message'],
  COUNTEROFFER_ACCEPTED: ['message'],
  COUNTEROFFER_DECLINED: ['message'],
  COUNTEROFFER_MADE: ['value', 'message'],
  REQUEST_CLOSED: ['reason'],
  PAYMENT_SCHEDULED: ['expectedDate'],
  PAYMENT_MADE: ['paidOn', 'value', 'currency', 'receiptFileId'],
  DOCUMENTS_PROVIDED: ['note'],
};

/**
 * The log as each side reads it. Staff see every step with what was typed with it (their own
 * request and message, a close or block reason). The customer never sees internal steps: a
 * proposal held for a master appears once approved, as the proposal it is.
 */
export function presentLog(events: Row[], clientSide: boolean) {
  return events.flatMap((e) => {
    const payload: Row = e.payload ?? {};
    let action: string = e.action;
    // A master's approval is internal: the customer reads the step it let through, done by the
    // claims team, never the master's name.
    let byClaimsTeam = false;
    if (clientSide) {
      if (INTERNAL_STEPS.has(action)) return [];
      if (payload.aboveAuthorityLimit === true) return [];
      if (action === 'PROPOSAL_APPROVED') {
        action = payload.of === 'COUNTEROFFER' ? 'COUNTEROFFER_ACCEPTED' : 'AGREEMENT_PROPOSAL';
        byClaimsTeam = true;
      }
    } else if (payload.of === 'COUNTEROFFER') {
      // Staff read what the master answered: accepting the counteroffer, not a new proposal.
      if (action === 'PROPOSAL_APPROVED') action = 'COUNTEROFFER_ACCEPTANCE_APPROVED';
      if (action === 'PROPOSAL_REJECTED') action = 'COUNTEROFFER_ACCEPTANCE_REJECTED';
    }
    const fields = clientSide ? (CLIENT_DETAILS[action] ?? []) : STAFF_DETAILS;
    const details: Row = {};
    for (const f of fields) if (payload[f] !== undefined && payload[f] !== '') details[f] = payload[f];
    return [
      {
        seq: e.seq,
        action,
        fromStatus: e.from_status,
        toStatus: e.to_status,
        doneBy: byClaimsTeam ? null : e.done_by,
        doneByName: byClaimsTeam ? null : (e.done_by_name ?? null),
        byClaimsTeam,
        doneAt: iso(e.done_at),
        details,
      },
    ];
  });
}

const SETTLEMENT_ASKED = new Set([
  'SETTLEMENT_DOCUMENTS_REQUESTED',
  'PROPOSAL_ACCEPTED',
  'COUNTEROFFER_ACCEPTED',
  'PROPOSAL_APPROVED',
]);

/**
 * The documents the case waits for, as a checklist: what was asked (types and message, by whom,
 * when, until when) and, for each type, the file the customer has sent for it since. After an
 * agreement the settlement documents (R&R, power of attorney) are asked the same way.
 */
export function presentDocumentRequest(row: Row, events: Row[], files: CaseFile[], clientSide = false) {
  const status: string = row.analysis_status;
  const settlement = status === 'AWAITING_RR_POA' || status === 'PAYMENT_NOT_MADE_RR_NOT_SENT';
  if (!settlement && !status.startsWith('AWAITING_DOCS_')) return null;
  const asked = [...events]
    .reverse()
    .find((e) => (settlement ? SETTLEMENT_ASKED.has(e.action) : e.action.startsWith('DOCUMENTS_REQUESTED_')));
  if (!asked) return null;
  const payload: Row = asked.payload ?? {};
  const types: string[] = settlement
    ? [...domain.SETTLEMENT_DOCUMENT_TYPES]
    : Array.isArray(payload.documentTypes)
      ? payload.documentTypes
      : [];
  // Asked by a master's approval of an agreement: to the customer, asked by the claims team.
  const byClaimsTeam = clientSide && asked.action === 'PROPOSAL_APPROVED';
  const since = new Date(asked.done_at).getTime();
  const sent = files.filter((f) => new Date(f.uploadedAt).getTime() >= since);
  return {
    kind: settlement ? 'SETTLEMENT' : 'DOCUMENTS',
    party: settlement ? 'CLIENT' : status.slice('AWAITING_DOCS_'.length),
    message: settlement ? null : text(payload.message),
    requestedAt: iso(asked.done_at),
    requestedByName: byClaimsTeam ? null : (asked.done_by_name ?? null),
    requestedByClaimsTeam: byClaimsTeam,
    deadline: iso(row.status_lapses_at),
    items: types.map((documentType) => {
      const file = sent.find((f) => f.documentType === documentType);
      return { documentType, provided: !!file, fileId: file?.id ?? null, fileName: file?.name ?? null };
    }),
  };
}

/** The payment as both sides follow it: when it is expected, when and what was paid, the receipt; why it is blocked (staff). */
export function presentPayment(events: Row[], files: CaseFile[], staff: boolean, status: string) {
  const last = (action: string) => [...events].reverse().find((e) => e.action === action);
  const scheduled = last('PAYMENT_SCHEDULED');
  if (!scheduled) return null;
  const paid = last('PAYMENT_MADE');
  const blocked = last('PAYMENT_BLOCKED');
  const p: Row = paid?.payload ?? {};
  const receipt = files.find((f) => f.id === p.receiptFileId);
  return {
    expectedDate: text(scheduled.payload?.expectedDate),
    scheduledAt: iso(scheduled.done_at),
    paidOn: paid ? text(p.paidOn) : null,
    value: paid ? text(p.value) : null,
    currency: paid ? text(p.currency) : null,
    receipt: receipt ? { id: receipt.id, name: receipt.name } : null,
    recordedByName: paid?.done_by_name ?? null,
    blockedReason:
      staff && status === 'PAYMENT_BLOCKED_BY_FINANCE' ? (text(blocked?.payload?.reason) ?? null) : null,
  };
}

/**
 * How the case ended or what was settled so far: the agreed value (a proposal the customer
 * accepted, or their counteroffer claims accepted), else the analysis' outcome; who decided and
 * when; for a closed case when, by whom and why it closed.
 */
export function presentOutcome(
  row: Row,
  proposals: Row[],
  analysis: Row | undefined,
  events: Row[],
  clientSide = false,
) {
  const nameOf = (id: string | null) =>
    id ? (events.find((e) => e.done_by === id)?.done_by_name ?? null) : null;
  const closing = [...events]
    .reverse()
    .find((e) => e.action === 'REQUEST_CLOSED' || e.action === 'CLOSED_BY_EXPIRY');
  const closed = domain.isClosed(row.analysis_status);
  const agreed = [...proposals].reverse().find((p) => p.status === 'ACCEPTED');
  const decision = agreed
    ? {
        kind: agreed.kind === 'COUNTEROFFER' ? 'COUNTEROFFER_ACCEPTED' : 'PROPOSAL_ACCEPTED',
        value: String(agreed.value),
        currency: agreed.currency,
        decidedAt: iso(agreed.approved_at ?? agreed.answered_at),
        // The customer never learns of a master's approval: whoever accepted decided, for them.
        decidedByName: nameOf(clientSide ? agreed.answered_by : (agreed.approved_by ?? agreed.answered_by)),
      }
    : analysis
      ? {
          kind: analysis.result,
          value: analysis.reimbursement_amount ? String(analysis.reimbursement_amount) : null,
          currency: analysis.currency ?? null,
          decidedAt: iso(analysis.created_at),
          decidedByName: nameOf(analysis.created_by),
        }
      : null;
  if (!decision && !closed) return null;
  return {
    decision,
    closed,
    closedAt: closed ? iso(row.closed_at ?? closing?.done_at) : null,
    closedByName: closed ? (closing?.done_by_name ?? null) : null,
    expired: row.analysis_status === 'CLOSED_BY_EXPIRY',
    closeReason: closed ? text(closing?.payload?.reason) : null,
  };
}
