import { codeEntries, indexCodes } from './code-entry';
import rows from './analysis-statuses.json';
import { DOCUMENT_REQUEST_PARTY_KEYS, type DocumentRequestPartyKey } from './document-request-parties';
import { TEAM_KEYS, type TeamKey } from './teams';

/**
 * The analysis status of a reimbursement request, in the order of SPEC §4; the code is that
 * position. Only the two closures are not `open`: every other status still has work, a timer
 * or a payment pending, and counts in the open-processes report. A status's team or party is
 * the one its key names (UNDER_ANALYSIS_BUE is BUE's), read off the key so the two cannot
 * disagree.
 */
export const ANALYSIS_STATUSES = codeEntries(rows).map((status) => {
  const team = TEAM_KEYS.find((key) => underAnalysisStatus(key) === status.key);
  const party = DOCUMENT_REQUEST_PARTY_KEYS.find((key) => awaitingDocsStatus(key) === status.key);
  return { ...status, ...(team && { team }), ...(party && { party }) };
});

export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];
export type AnalysisStatusKey = AnalysisStatus['key'];
export type UnderAnalysisStatusKey = `UNDER_ANALYSIS_${TeamKey}`;
export type AwaitingDocsStatusKey = `AWAITING_DOCS_${DocumentRequestPartyKey}`;

export const {
  keys: ANALYSIS_STATUS_KEYS,
  byCode: analysisStatusByCode,
  byKey: analysisStatusByKey,
  isKey: isAnalysisStatusKey,
} = indexCodes('analysisStatuses', ANALYSIS_STATUSES);

export const OPEN_ANALYSIS_STATUS_KEYS: readonly AnalysisStatusKey[] = ANALYSIS_STATUSES.filter(
  (s) => s.open,
).map((s) => s.key);

export function isOpenAnalysisStatus(key: AnalysisStatusKey): boolean {
  return analysisStatusByKey(key).open;
}

export function underAnalysisStatus(team: TeamKey): UnderAnalysisStatusKey {
  return `UNDER_ANALYSIS_${team}`;
}

export function awaitingDocsStatus(party: DocumentRequestPartyKey): AwaitingDocsStatusKey {
  return `AWAITING_DOCS_${party}`;
}

/** The team owning a request while it is under analysis, or undefined in any other status. */
export function teamOfAnalysisStatus(key: AnalysisStatusKey): TeamKey | undefined {
  return analysisStatusByKey(key).team;
}
