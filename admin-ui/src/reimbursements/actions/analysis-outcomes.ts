import { reimbursement } from '@claims/domain';
import { cleanPayload, requiredMessage, validatePayload } from '../../cases/payload';
import type { ActionSubmission } from '../../cases/ActionDialog';

/**
 * SPEC §4: the outcomes "Registrar análise" records (the statuses name the partially procedent one
 * too). The agreement proposal is its own command with its own dialog (agreement-proposal.ts):
 * offering it here made the analysis form swap into a proposal and back.
 */
export const ANALYSIS_OUTCOMES = ['FULLY_PROCEDENT', 'PARTIALLY_PROCEDENT', 'IMPROCEDENT'] as const;
export type AnalysisOutcome = (typeof ANALYSIS_OUTCOMES)[number];

/**
 * The fields the chosen outcome unlocks, in the order the form shows them. A foreign currency
 * asks for its quotation; insurance cover asks for the insurer and the sinister number.
 */
export function analysisFields(
  outcome: AnalysisOutcome | undefined,
  values: { currency?: unknown; insuranceCovered?: unknown } = {},
): string[] {
  if (!outcome) return [];
  const quotation = values.currency && values.currency !== 'BRL' ? ['quotation'] : [];
  const insurance = values.insuranceCovered ? ['insuranceCompany', 'sinisterNumber'] : [];
  const common = ['sinisterCauseId', 'processNumber', 'insuranceCovered', ...insurance];
  if (outcome === 'IMPROCEDENT') return ['justification', ...common, 'comments'];
  const amounts = ['reimbursementAmount', 'currency', ...quotation, 'proposedAmount'];
  const partial = outcome === 'PARTIALLY_PROCEDENT' ? ['partialProposedValue', 'justification'] : [];
  return [...amounts, ...partial, 'expectedPaymentDate', 'salvageOrSale', ...common, 'comments'];
}

/** Fields the form marks as required for an outcome (the schema decides; this is the asterisk). */
export function requiredAnalysisFields(
  outcome: AnalysisOutcome | undefined,
  values: { currency?: unknown; insuranceCovered?: unknown } = {},
) {
  const visible = analysisFields(outcome, values);
  const required = new Set(['currency', 'quotation', 'justification', 'insuranceCompany', 'sinisterNumber']);
  if (outcome === 'FULLY_PROCEDENT' || outcome === 'PARTIALLY_PROCEDENT') required.add('reimbursementAmount');
  if (outcome === 'PARTIALLY_PROCEDENT') required.add('partialProposedValue');
  if (outcome === 'PARTIALLY_PROCEDENT') required.delete('justification');
  return visible.filter((f) => required.has(f));
}

/** The recordAnalysis payload for what the form holds: only the chosen outcome's fields travel. */
export function analysisSubmission(values: Record<string, unknown>): ActionSubmission {
  const outcome = values.outcome as AnalysisOutcome | undefined;
  const picked: Record<string, unknown> = {};
  // Amounts arrive as the number inputs hold them: canonical decimal strings already.
  for (const field of analysisFields(outcome, values)) picked[field] = values[field];
  const payload = cleanPayload({ ...picked, result: outcome });
  if (outcome && outcome !== 'IMPROCEDENT') payload.insuranceCovered = Boolean(values.insuranceCovered);
  return { action: 'recordAnalysis', payload };
}

/**
 * The domain's own payload schema, plus what the console always asks of a procedent outcome
 * (the amount to pay and its currency: the schema lets only legacy histories go without).
 */
export function validateAnalysis(submission: ActionSubmission, locale: string): Record<string, string> {
  const { payload } = submission;
  if (!payload.result) return { outcome: requiredMessage(locale, 'result') };
  const errors = validatePayload(reimbursement.actionPayloads.recordAnalysis, payload, locale);
  if (payload.result !== 'IMPROCEDENT') {
    for (const field of ['reimbursementAmount', 'currency'])
      if (payload[field] === undefined && !errors[field]) errors[field] = requiredMessage(locale, field);
  }
  return errors;
}
