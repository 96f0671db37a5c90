import { isStaff, reimbursement as domain } from '@claims/domain';
import type { AgreementProposal, ReimbursementAnalysis, ReimbursementRequest } from '@claims/db';
import type { CaseEventRow } from '../../case-events';

type Payload = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
interface CaseFile {
  id: string;
  documentType: string | null;
  name: string;
  uploadedAt: string;
}

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);

/**
 * Steps of the workflow's own bookkeeping or of staff among themselves: not the customer's to read.
 * A transfer between teams and documents asked of an internal area name a team code (CLI/SAO)
 * that means nothing to a customer, whose case is simply under analysis meanwhile.
 */
const INTERNAL_STEPS = new Set([
  'SLA_BREACHED',
  'TIME_BAR_ALERT',
  'PAYMENT_OVERDUE',
  'DEBT_NOTE_DUE',
  'PROPOSAL_REJECTED',
  'RESPONSIBILITY_TRANSFERRED_BUE',
  'RESPONSIBILITY_TRANSFERRED_CLI_SAO',
  'RESPONSIBILITY_TRANSFERRED_CLI_SSZ',
  'DOCUMENTS_REQUESTED_CLI_SSZ',
  'DOCUMENTS_REQUESTED_COMPLEMENTARY_AREA',
  'DOCUMENTS_REQUESTED_COMPLEMENTARY_AREA_INT',
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
  AGREEMENT_PROPOSAL: ['value', 'currency', 'message'],
  COUNTEROFFER_ACCEPTED: ['value', 'currency', 'message'],
  COUNTEROFFER_DECLINED: ['message'],
  COUNTEROFFER_MADE: ['value', 'currency', 'message'],
  REQUEST_CLOSED: ['reason'],
  PAYMENT_SCHEDULED: ['expectedDate'],
  PAYMENT_MADE: ['paidOn', 'value', 'currency', 'receiptFileId'],
  DOCUMENTS_PROVIDED: ['note'],
  DOCUMENTS_RECEIPT_RECORDED: ['note'],
};

/**
 * The log as each side reads it. Staff see every step with what was typed with it (their own
 * request and message, a close or block reason). The customer never sees internal steps: a
 * proposal held for a master appears once approved, as the proposal it is. A counteroffer
 * accepted names what was agreed, from the counteroffer's own row (`proposals`, in version order).
 */
export function presentLog(events: CaseEventRow[], clientSide: boolean, proposals: AgreementProposal[]) {
  return events.flatMap((e) => {
    const payload: Payload = { ...e.payload, ...offerOfStep(e, proposals) };
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
    }
    // The documents came in, but staff recorded them: the log says so rather than that the
    // analyst sent them.
    if (action === 'DOCUMENTS_PROVIDED' && e.doneByRole && isStaff(e.doneByRole))
      action = 'DOCUMENTS_RECEIPT_RECORDED';
    if (!clientSide && payload.of === 'COUNTEROFFER') {
      // Staff read what the master answered: accepting the counteroffer, not a new proposal.
      if (action === 'PROPOSAL_APPROVED') action = 'COUNTEROFFER_ACCEPTANCE_APPROVED';
      if (action === 'PROPOSAL_REJECTED') action = 'COUNTEROFFER_ACCEPTANCE_REJECTED';
    }
    const fields = clientSide ? (CLIENT_DETAILS[action] ?? []) : STAFF_DETAILS;
    const details: Payload = {};
    for (const f of fields) if (payload[f] !== undefined && payload[f] !== '') details[f] = payload[f];
    return [
      {
        seq: e.seq,
        action,
        fromStatus: e.fromStatus,
        toStatus: e.toStatus,
        doneBy: byClaimsTeam ? null : e.doneBy,
        doneByName: byClaimsTeam ? null : (e.doneByName ?? null),
        byClaimsTeam,
        doneAt: iso(e.doneAt),
        details,
      },
    ];
  });
}

/**
 * The value and currency of the offer a step is about, from the offer's own row (`proposals`, in
 * version order): the counteroffer a step made, or accepted (claims' acceptance, or a master's
 * approval of it); the proposal a master approved, which the customer reads as the proposal it
 * is. Such steps carry at most the value typed, never the currency a counteroffer is in.
 */
function offerOfStep(e: CaseEventRow, proposals: AgreementProposal[]): Payload {
  const kind = offerKindOf(e);
  if (!kind) return {};
  const at = new Date(e.doneAt).getTime();
  const offer = [...proposals]
    .reverse()
    .find((p) => p.kind === kind && new Date(p.proposedAt).getTime() <= at);
  return offer ? { value: String(offer.value), currency: offer.currency } : {};
}

function offerKindOf(e: CaseEventRow): 'PROPOSAL' | 'COUNTEROFFER' | undefined {
  if (e.action === 'PROPOSAL_APPROVED') return e.payload?.of === 'COUNTEROFFER' ? 'COUNTEROFFER' : 'PROPOSAL';
  if (e.action === 'COUNTEROFFER_MADE' || e.action === 'COUNTEROFFER_ACCEPTED') return 'COUNTEROFFER';
  return undefined;
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
 * agreement the settlement documents (R&R, power of attorney) are asked the same way, and one
 * already on the case counts.
 */
export function presentDocumentRequest(
  request: ReimbursementRequest,
  events: CaseEventRow[],
  files: CaseFile[],
  clientSide = false,
) {
  const status: string = request.analysisStatus ?? '';
  const settlement = status === 'AWAITING_RR_POA' || status === 'PAYMENT_NOT_MADE_RR_NOT_SENT';
  if (!settlement && !status.startsWith('AWAITING_DOCS_')) return null;
  const asked = [...events]
    .reverse()
    .find((e) => (settlement ? SETTLEMENT_ASKED.has(e.action) : e.action.startsWith('DOCUMENTS_REQUESTED_')));
  if (!asked) return null;
  const payload: Payload = asked.payload ?? {};
  const types: string[] = settlement
    ? [...domain.SETTLEMENT_DOCUMENT_TYPES]
    : Array.isArray(payload.documentTypes)
      ? payload.documentTypes
      : [];
  // The settlement documents are always the claims team's request. The customer's own acceptance
  // sets it off, yet neither side reads it as asked by the customer; a master's approval of an
  // agreement reads to the customer as asked by the claims team too (staff see the master).
  const byClaimsTeam =
    asked.action === 'PROPOSAL_ACCEPTED' || (clientSide && asked.action === 'PROPOSAL_APPROVED');
  const since = new Date(asked.doneAt).getTime();
  const sent = files.filter((f) => new Date(f.uploadedAt).getTime() >= since);
  // Documents asked again count from the request on. The settlement's R&R and power of attorney
  // are asked by the rule, not by someone who read the case: one the case already holds (a power
  // of attorney sent with earlier documents) counts, the latest of its type, and is not asked twice.
  const fileFor = (documentType: string) =>
    settlement
      ? [...files].reverse().find((f) => f.documentType === documentType)
      : sent.find((f) => f.documentType === documentType);
  return {
    kind: settlement ? 'SETTLEMENT' : 'DOCUMENTS',
    party: settlement ? 'CLIENT' : status.slice('AWAITING_DOCS_'.length),
    message: settlement ? null : text(payload.message),
    requestedAt: iso(asked.doneAt),
    requestedByName: byClaimsTeam ? null : (asked.doneByName ?? null),
    requestedByClaimsTeam: byClaimsTeam,
    deadline: iso(request.statusLapsesAt),
    items: types.map((documentType) => {
      const file = fileFor(documentType);
      return { documentType, provided: !!file, fileId: file?.id ?? null, fileName: file?.name ?? null };
    }),
  };
}

/** The payment as both sides follow it: when it is expected, when and what was paid, the receipt; why it is blocked (staff). */
export function presentPayment(
  events: CaseEventRow[],
  files: CaseFile[],
  staff: boolean,
  status: string | null,
) {
  const last = (action: string) => [...events].reverse().find((e) => e.action === action);
  const scheduled = last('PAYMENT_SCHEDULED');
  if (!scheduled) return null;
  const paid = last('PAYMENT_MADE');
  const blocked = last('PAYMENT_BLOCKED');
  const p: Payload = paid?.payload ?? {};
  const receipt = files.find((f) => f.id === p.receiptFileId);
  return {
    expectedDate: text(scheduled.payload?.expectedDate),
    scheduledAt: iso(scheduled.doneAt),
    paidOn: paid ? text(p.paidOn) : null,
    value: paid ? text(p.value) : null,
    currency: paid ? text(p.currency) : null,
    receipt: receipt ? { id: receipt.id, name: receipt.name } : null,
    recordedByName: paid?.doneByName ?? null,
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
  request: ReimbursementRequest,
  proposals: AgreementProposal[],
  analysis: ReimbursementAnalysis | undefined,
  events: CaseEventRow[],
  clientSide = false,
) {
  const nameOf = (id: string | null) =>
    id ? (events.find((e) => e.doneBy === id)?.doneByName ?? null) : null;
  const closing = [...events]
    .reverse()
    .find((e) => e.action === 'REQUEST_CLOSED' || e.action === 'CLOSED_BY_EXPIRY');
  const closed = request.analysisStatus !== null && domain.isClosed(request.analysisStatus);
  const agreed = [...proposals].reverse().find((p) => p.status === 'ACCEPTED');
  const decision = agreed
    ? {
        kind: agreed.kind === 'COUNTEROFFER' ? 'COUNTEROFFER_ACCEPTED' : 'PROPOSAL_ACCEPTED',
        value: String(agreed.value),
        partialValue: null,
        currency: agreed.currency,
        // A proposal's approval came before the customer accepted it; accepting a counteroffer
        // holds until a master approves it.
        decidedAt: iso(
          agreed.kind === 'PROPOSAL' ? agreed.answeredAt : (agreed.approvedAt ?? agreed.answeredAt),
        ),
        // Whoever accepted decided, on both sides: the customer accepting the proposal, or the
        // analyst accepting their counteroffer. A master's approval is staff's to read, apart.
        decidedByName: nameOf(agreed.answeredBy),
        decidedByClient: agreed.kind === 'PROPOSAL',
        approvedByName: clientSide ? null : nameOf(agreed.approvedBy),
      }
    : analysis
      ? {
          kind: analysis.result,
          value: analysis.reimbursementAmount ? String(analysis.reimbursementAmount) : null,
          // The part a partially procedent analysis proposes to pay: what the customer is told.
          partialValue:
            analysis.result === 'PARTIALLY_PROCEDENT' && analysis.partialProposedValue
              ? String(analysis.partialProposedValue)
              : null,
          currency: analysis.currency ?? null,
          decidedAt: iso(analysis.createdAt),
          decidedByName: nameOf(analysis.createdBy),
          decidedByClient: false,
          approvedByName: null,
        }
      : null;
  if (!decision && !closed) return null;
  return {
    decision,
    closed,
    closedAt: closed ? iso(request.closedAt ?? closing?.doneAt) : null,
    closedByName: closed ? (closing?.doneByName ?? null) : null,
    expired: request.analysisStatus === 'CLOSED_BY_EXPIRY',
    closeReason: closed ? text(closing?.payload?.reason) : null,
  };
}
