/**
 * The reimbursement request lifecycle (ARCHITECTURE §4), as data. The workflow, the API's
 * validators and the UIs' action buttons all ask this table, so a transition exists in one place.
 */
import { ANALYSIS_STATUS_KEYS, type AnalysisStatusKey } from '../codes/analysis-statuses';
import type { DocumentRequestPartyKey } from '../codes/document-request-parties';
import { officeByKey, type OfficeKey } from '../codes/offices';
import type { TeamKey } from '../codes/teams';
import type { DebtNoteSubStatusKey } from '../codes/debt-note-sub-statuses';

// The names the state machine speaks in, taken from the code tables (the one source).
export type Team = TeamKey;
export type DocumentParty = DocumentRequestPartyKey;
export const ANALYSIS_STATUSES = ANALYSIS_STATUS_KEYS;
export type AnalysisStatus = AnalysisStatusKey;

export const CLOSED_STATUSES: readonly AnalysisStatus[] = ['PROCESS_CLOSED', 'CLOSED_BY_EXPIRY'];
export const isClosed = (status: AnalysisStatus) => CLOSED_STATUSES.includes(status);

export const underAnalysis = (team: Team): AnalysisStatus => `UNDER_ANALYSIS_${team}`;
export const isUnderAnalysis = (status: AnalysisStatus) => status.startsWith('UNDER_ANALYSIS_');
export const awaitingDocs = (party: DocumentParty): AnalysisStatus => `AWAITING_DOCS_${party}`;
export const isAwaitingDocs = (status: AnalysisStatus) => status.startsWith('AWAITING_DOCS_');

/** The team that owns a new request, by the office that handles the shipment. */
export function teamForOffice(office: OfficeKey): Team {
  return officeByKey(office).defaultTeam;
}

export interface ReimbursementCase {
  status: AnalysisStatus;
  /** The team answerable for the case; a document wait or an outcome returns the case to it. */
  owningTeam: Team;
  counterofferPending: boolean;
  /** A proposal above its author's authority limit, waiting for a MASTER before the customer sees it. */
  proposalAwaitingApproval?: boolean;
  /** What the MASTER approves when something waits: a proposal (absent) or accepting the counteroffer. */
  approvalOf?: 'COUNTEROFFER';
  /** The scheduled payment's expected date (YYYY-MM-DD): two days after it, claims is told it is unpaid. */
  paymentDueOn?: string;
  /** The recovery from a third party (debt note), run by a child workflow; null before it starts. */
  subStatus?: DebtNoteSubStatusKey | null;
}

/** The debt-note recovery, in order; the last two are final. */
const DEBT_NOTE_NEXT: Record<DebtNoteSubStatusKey, readonly DebtNoteSubStatusKey[]> = {
  THIRD_PARTY_UNDER_ANALYSIS: ['PROVIDER_ON_NOTICE', 'WRITTEN_OFF'],
  PROVIDER_ON_NOTICE: ['DEBT_NOTE_ISSUED', 'WRITTEN_OFF'],
  DEBT_NOTE_ISSUED: ['UNDER_MANAGEMENT_ANALYSIS', 'DEBT_NOTE_PAID'],
  UNDER_MANAGEMENT_ANALYSIS: ['WRITTEN_OFF', 'DEBT_NOTE_PAID'],
  WRITTEN_OFF: [],
  DEBT_NOTE_PAID: [],
};
export const isDebtNoteFinal = (s: DebtNoteSubStatusKey) => DEBT_NOTE_NEXT[s].length === 0;
export const canAdvanceDebtNote = (from: DebtNoteSubStatusKey | null | undefined, to: DebtNoteSubStatusKey) =>
  !!from && DEBT_NOTE_NEXT[from].includes(to);

/** Who acts: claims staff, the client side (client and broker roles), or the workflow's own timers. */
export type Actor = 'STAFF' | 'CLIENT_SIDE' | 'TIMER';
