import { analysisStatusByKey, isAnalysisStatusKey } from '../codes/analysis-statuses';

/** The name a customer reads for every status that only says which internal team or area holds the case. */
export const CLIENT_UNDER_ANALYSIS_LABEL = 'portal.requests.underAnalysis';

/**
 * The message key of an analysis status as the customer reads it. SPEC §4 names the statuses
 * staff work with, and several name an internal team or area: under analysis by BUE, CLI/SSZ or
 * CLI/SAO, awaiting documents from CLI/SSZ or a complementary area. To the customer each of these
 * is its claim being under analysis: a team code means nothing to them, and which team holds the
 * case is the operator's business. Every other status reads by SPEC's own name.
 */
export function clientAnalysisStatusLabel(status: string): string {
  if (!isAnalysisStatusKey(status)) return `codes.analysisStatuses.${status}`;
  const entry = analysisStatusByKey(status);
  const internal = 'team' in entry || ('party' in entry && entry.party !== 'CLIENT');
  return internal ? CLIENT_UNDER_ANALYSIS_LABEL : `codes.analysisStatuses.${status}`;
}
