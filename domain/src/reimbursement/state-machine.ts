/**
 * The reimbursement request lifecycle (ARCHITECTURE §4), as data. The workflow, the API's
 * validators and the UIs' action buttons all ask this table, so a transition exists in one place.
 */
export const TEAMS = ['BUE', 'CLI_SSZ', 'CLI_SAO'] as const;
export type Team = (typeof TEAMS)[number];

export const DOCUMENT_PARTIES = ['CLIENT', 'CLI_SSZ', 'COMPLEMENTARY_BR', 'COMPLEMENTARY_INT'] as const;
export type DocumentParty = (typeof DOCUMENT_PARTIES)[number];

export const ANALYSIS_STATUSES = [
  'UNDER_ANALYSIS_BUE',
  'UNDER_ANALYSIS_CLI_SSZ',
  'UNDER_ANALYSIS_CLI_SAO',
  'FULLY_PROCEDENT',
  'PARTIALLY_PROCEDENT',
  'IMPROCEDENT',
  'AWAITING_DOCS_CLIENT',
  'AWAITING_DOCS_CLI_SSZ',
  'AWAITING_DOCS_COMPLEMENTARY_BR',
  'AWAITING_DOCS_COMPLEMENTARY_INT',
  'AWAITING_RR_POA',
  'AWAITING_PROPOSAL_RESPONSE',
  'ACCOUNTS_SETTLED',
  'AWAITING_PAYMENT_SCHEDULING',
  'PAYMENT_SCHEDULED',
  'PAYMENT_MADE',
  'PAYMENT_NOT_MADE_RR_NOT_SENT',
  'PAYMENT_BLOCKED_BY_FINANCE',
  'PROCESS_CLOSED',
  'CLOSED_BY_EXPIRY',
] as const;
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];

export const CLOSED_STATUSES: readonly AnalysisStatus[] = ['PROCESS_CLOSED', 'CLOSED_BY_EXPIRY'];
export const isClosed = (status: AnalysisStatus) => CLOSED_STATUSES.includes(status);

export const underAnalysis = (team: Team): AnalysisStatus => `UNDER_ANALYSIS_${team}`;
export const isUnderAnalysis = (status: AnalysisStatus) => status.startsWith('UNDER_ANALYSIS_');
export const awaitingDocs = (party: DocumentParty): AnalysisStatus => `AWAITING_DOCS_${party}`;
export const isAwaitingDocs = (status: AnalysisStatus) => status.startsWith('AWAITING_DOCS_');

/** The team that owns a new request, by the office that handles the shipment. */
export function teamForOffice(office: 'AR' | 'BR' | 'PY' | 'UY'): Team {
  return office === 'BR' ? 'CLI_SAO' : 'BUE';
}

export interface ReimbursementCase {
  status: AnalysisStatus;
  /** The team answerable for the case; a document wait or an outcome returns the case to it. */
  owningTeam: Team;
  counterofferPending: boolean;
}

/** Who acts: claims staff, the client side (client and broker roles), or the workflow's own timers. */
export type Actor = 'STAFF' | 'CLIENT_SIDE' | 'TIMER';
