import {
  Actor,
  AnalysisStatus,
  DocumentParty,
  ReimbursementCase,
  Team,
  awaitingDocs,
  isAwaitingDocs,
  isClosed,
  canAdvanceDebtNote,
  isDebtNoteFinal,
  isUnderAnalysis,
  underAnalysis,
} from './state-machine';
import type { LogActionKey } from '../codes/log-actions';
import type { DebtNoteSubStatusKey } from '../codes/debt-note-sub-statuses';
import { inStatus } from '../in-status';

const DOCUMENT_REQUEST_LOG: Record<DocumentParty, LogActionKey> = {
  CLIENT: 'DOCUMENTS_REQUESTED_CUSTOMER',
  CLI_SSZ: 'DOCUMENTS_REQUESTED_CLI_SSZ',
  COMPLEMENTARY_BR: 'DOCUMENTS_REQUESTED_COMPLEMENTARY_AREA',
  COMPLEMENTARY_INT: 'DOCUMENTS_REQUESTED_COMPLEMENTARY_AREA_INT',
};

/**
 * Every transition of ARCHITECTURE §4's table. `from` says where it is legal, `actors` who may
 * ask for it (the API narrows further by role and record), `to` where the case goes.
 * Payloads are validated separately (./payloads): this table only knows what moves the case.
 */
export interface Transition<P = unknown> {
  actors: readonly Actor[];
  from: (c: ReimbursementCase) => boolean;
  to: (c: ReimbursementCase, payload: P) => Partial<ReimbursementCase> & { status: AnalysisStatus };
  /** Where legality also depends on what is asked (which sub-status follows which). */
  allows?: (c: ReimbursementCase, payload: P) => boolean;
  /** The log action written for it (spec §4 names). */
  logAction: (c: ReimbursementCase, payload: P) => LogActionKey;
}

const STAFF = ['STAFF'] as const;
const CLIENT = ['CLIENT_SIDE'] as const;
const TIMER = ['TIMER'] as const;
const backToTeam = (c: ReimbursementCase, _payload?: object) => ({ status: underAnalysis(c.owningTeam) });
/** Nothing of the proposal thread is left waiting. */
const answered = {
  counterofferPending: false,
  proposalAwaitingApproval: false,
  approvalOf: undefined,
} as const;
const is = inStatus<ReimbursementCase>;

export const transitions = {
  transferResponsibility: {
    actors: STAFF,
    from: (c) => isUnderAnalysis(c.status),
    to: (_c, p: { team: Team }) => ({ status: underAnalysis(p.team), owningTeam: p.team }),
    logAction: (_c, p: { team: Team }) => `RESPONSIBILITY_TRANSFERRED_${p.team}` as const,
  },
  requestDocuments: {
    actors: STAFF,
    from: (c) => isUnderAnalysis(c.status),
    to: (_c, p: { party: DocumentParty }) => ({ status: awaitingDocs(p.party) }),
    logAction: (_c, p: { party: DocumentParty }) => DOCUMENT_REQUEST_LOG[p.party],
  },
  // The client answers its own requests; claims records what internal areas sent.
  documentsProvided: {
    actors: ['STAFF', 'CLIENT_SIDE'],
    from: (c) => isAwaitingDocs(c.status),
    to: backToTeam,
    logAction: () => 'DOCUMENTS_PROVIDED',
  },
  recordAnalysis: {
    actors: STAFF,
    from: (c) => isUnderAnalysis(c.status),
    to: (_c, p: { result: 'FULLY_PROCEDENT' | 'PARTIALLY_PROCEDENT' | 'IMPROCEDENT' }) => ({
      status: p.result,
      proposalAwaitingApproval: false,
      counterofferPending: false,
    }),
    logAction: (_c, p: { result: 'FULLY_PROCEDENT' | 'PARTIALLY_PROCEDENT' | 'IMPROCEDENT' }) => p.result,
  },
  // Above the author's authority limit the proposal waits, still under analysis, for a MASTER.
  proposeAgreement: {
    actors: STAFF,
    from: (c) => isUnderAnalysis(c.status) && !c.proposalAwaitingApproval,
    to: (c, p: { aboveAuthorityLimit?: boolean }) =>
      p.aboveAuthorityLimit
        ? { status: c.status, proposalAwaitingApproval: true }
        : {
            status: 'AWAITING_PROPOSAL_RESPONSE',
            counterofferPending: false,
            proposalAwaitingApproval: false,
          },
    logAction: () => 'AGREEMENT_PROPOSAL',
  },
  // MASTER only: the API narrows STAFF to the role.
  approveProposal: {
    actors: STAFF,
    from: (c) => isUnderAnalysis(c.status) && !!c.proposalAwaitingApproval,
    // Approving an accepted counteroffer closes the deal; approving a proposal sends it to the customer.
    to: (c) =>
      c.approvalOf === 'COUNTEROFFER'
        ? { status: 'AWAITING_RR_POA', ...answered }
        : { status: 'AWAITING_PROPOSAL_RESPONSE', ...answered },
    logAction: () => 'PROPOSAL_APPROVED',
  },
  // MASTER only. Rejected with a reason: what waited is dropped and the case stays with the team,
  // whose analyst may propose again (or, for an accepted counteroffer, still answer it otherwise).
  rejectProposal: {
    actors: STAFF,
    from: (c) => isUnderAnalysis(c.status) && !!c.proposalAwaitingApproval,
    to: (c) => ({ status: c.status, proposalAwaitingApproval: false, approvalOf: undefined }),
    logAction: () => 'PROPOSAL_REJECTED',
  },
  // The counteroffer's value becomes the agreed one, under the same authority limit as a proposal.
  acceptCounteroffer: {
    actors: STAFF,
    from: (c) => isUnderAnalysis(c.status) && c.counterofferPending && !c.proposalAwaitingApproval,
    to: (c, p: { aboveAuthorityLimit?: boolean }) =>
      p.aboveAuthorityLimit
        ? { status: c.status, proposalAwaitingApproval: true, approvalOf: 'COUNTEROFFER' }
        : { status: 'AWAITING_RR_POA', ...answered },
    logAction: () => 'COUNTEROFFER_ACCEPTED',
  },
  // Declined with a message; the case stays with the team, which may propose again or decide.
  declineCounteroffer: {
    actors: STAFF,
    from: (c) => isUnderAnalysis(c.status) && c.counterofferPending && !c.proposalAwaitingApproval,
    to: (c) => ({ status: c.status, counterofferPending: false }),
    logAction: () => 'COUNTEROFFER_DECLINED',
  },
  acceptProposal: {
    actors: CLIENT,
    from: is('AWAITING_PROPOSAL_RESPONSE'),
    to: () => ({ status: 'AWAITING_RR_POA' }),
    logAction: () => 'PROPOSAL_ACCEPTED',
  },
  counterOffer: {
    actors: CLIENT,
    from: is('AWAITING_PROPOSAL_RESPONSE'),
    to: (c) => ({ status: underAnalysis(c.owningTeam), counterofferPending: true }),
    logAction: () => 'COUNTEROFFER_MADE',
  },
  requestSettlementDocuments: {
    actors: STAFF,
    from: is('FULLY_PROCEDENT', 'PARTIALLY_PROCEDENT'),
    to: () => ({ status: 'AWAITING_RR_POA' }),
    logAction: () => 'SETTLEMENT_DOCUMENTS_REQUESTED',
  },
  settlementDocumentsProvided: {
    actors: ['STAFF', 'CLIENT_SIDE'],
    from: is('AWAITING_RR_POA', 'PAYMENT_NOT_MADE_RR_NOT_SENT'),
    to: (_c, p: { settledByNetting?: boolean }) => ({
      status: p.settledByNetting ? 'ACCOUNTS_SETTLED' : 'AWAITING_PAYMENT_SCHEDULING',
    }),
    logAction: (_c, p: { settledByNetting?: boolean }) =>
      p.settledByNetting ? 'ACCOUNTS_SETTLED' : 'SETTLEMENT_DOCUMENTS_PROVIDED',
  },
  schedulePayment: {
    actors: STAFF,
    from: is('AWAITING_PAYMENT_SCHEDULING'),
    to: (_c, p: { expectedDate?: string }) => ({ status: 'PAYMENT_SCHEDULED', paymentDueOn: p.expectedDate }),
    logAction: () => 'PAYMENT_SCHEDULED',
  },
  blockPayment: {
    actors: STAFF,
    from: is('PAYMENT_SCHEDULED'),
    to: () => ({ status: 'PAYMENT_BLOCKED_BY_FINANCE' }),
    logAction: () => 'PAYMENT_BLOCKED',
  },
  unblockPayment: {
    actors: STAFF,
    from: is('PAYMENT_BLOCKED_BY_FINANCE'),
    to: () => ({ status: 'PAYMENT_SCHEDULED' }),
    logAction: () => 'PAYMENT_UNBLOCKED',
  },
  markPaid: {
    actors: STAFF,
    from: is('PAYMENT_SCHEDULED'),
    to: () => ({ status: 'PAYMENT_MADE' }),
    logAction: () => 'PAYMENT_MADE',
  },
  close: {
    actors: STAFF,
    from: (c) => !isClosed(c.status),
    to: () => ({ status: 'PROCESS_CLOSED' }),
    logAction: () => 'REQUEST_CLOSED',
  },
  removeAnalysis: {
    actors: STAFF,
    from: is('FULLY_PROCEDENT', 'PARTIALLY_PROCEDENT', 'IMPROCEDENT'),
    to: backToTeam,
    logAction: () => 'ANALYSIS_REMOVED',
  },
  undoDeal: {
    actors: STAFF,
    from: is('AWAITING_RR_POA', 'AWAITING_PAYMENT_SCHEDULING'),
    to: backToTeam,
    logAction: () => 'DEAL_UNDONE',
  },
  reopen: {
    actors: STAFF,
    from: (c) => isClosed(c.status),
    to: backToTeam,
    logAction: () => 'REQUEST_REOPENED',
  },
  // Changes no status: the time bar moves and its timer re-arms.
  extendTimeBar: {
    actors: STAFF,
    from: (c) => !isClosed(c.status),
    to: (c) => ({ status: c.status }),
    logAction: () => 'TIME_BAR_EXTENDED',
  },
  // The recovery from a third party runs beside the case (a child workflow), whatever its status.
  startRecovery: {
    actors: STAFF,
    from: (c) => !c.subStatus,
    to: (c) => ({ status: c.status, subStatus: 'THIRD_PARTY_UNDER_ANALYSIS' }),
    logAction: () => 'DEBT_NOTE_STATUS_CHANGED',
  },
  // Which sub-status may follow is checked with the payload (canAdvanceDebtNote).
  advanceRecovery: {
    actors: STAFF,
    from: (c) => !!c.subStatus && !isDebtNoteFinal(c.subStatus),
    allows: (c, p: { subStatus: DebtNoteSubStatusKey }) => canAdvanceDebtNote(c.subStatus, p.subStatus),
    to: (c, p: { subStatus: DebtNoteSubStatusKey }) => ({ status: c.status, subStatus: p.subStatus }),
    logAction: () => 'DEBT_NOTE_STATUS_CHANGED',
  },
  // Moved by the workflow's own timers, never by a person.
  expire: {
    actors: TIMER,
    from: (c) => c.status === 'AWAITING_DOCS_CLIENT' || c.status === 'AWAITING_PROPOSAL_RESPONSE',
    to: () => ({ status: 'CLOSED_BY_EXPIRY' }),
    logAction: () => 'CLOSED_BY_EXPIRY',
  },
  settlementDocumentsLapsed: {
    actors: TIMER,
    from: is('AWAITING_RR_POA'),
    to: () => ({ status: 'PAYMENT_NOT_MADE_RR_NOT_SENT' }),
    logAction: () => 'PAYMENT_NOT_MADE_RR_NOT_SENT',
  },
  autoClose: {
    actors: TIMER,
    from: is('IMPROCEDENT', 'PAYMENT_MADE'),
    to: () => ({ status: 'PROCESS_CLOSED' }),
    logAction: () => 'REQUEST_CLOSED',
  },
} satisfies Record<string, Transition<never>>;

export type ReimbursementAction = keyof typeof transitions;
export const REIMBURSEMENT_ACTIONS = Object.keys(transitions) as ReimbursementAction[];

/** The actions a given actor could take on the case right now: what the UIs offer as buttons. */
export function legalActions(c: ReimbursementCase, actor: Actor): ReimbursementAction[] {
  return REIMBURSEMENT_ACTIONS.filter((name) => isLegal(c, name, actor));
}

export function isLegal(
  c: ReimbursementCase,
  action: ReimbursementAction,
  actor: Actor,
  payload?: unknown,
): boolean {
  const t = transitions[action] as Transition<unknown>;
  return (
    t.actors.includes(actor) && t.from(c) && (!t.allows || payload === undefined || t.allows(c, payload))
  );
}

/** Applies a legal transition. Callers check `isLegal` first; the workflow's validators do. */
export function applyTransition<A extends ReimbursementAction>(
  c: ReimbursementCase,
  action: A,
  payload: Parameters<(typeof transitions)[A]['to']>[1],
): { next: ReimbursementCase; logAction: LogActionKey } {
  const t = transitions[action] as unknown as Transition<typeof payload>;
  const change = t.to(c, payload);
  return { next: { ...c, ...change }, logAction: t.logAction(c, payload) };
}
