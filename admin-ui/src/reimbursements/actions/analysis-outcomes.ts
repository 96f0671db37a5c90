import { isCurrencyKey, parseMoney, reimbursement } from '@claims/domain';
import { cleanPayload, requiredMessage, validatePayload } from '../../cases/payload';
import type { ActionSubmission } from '../../cases/ActionDialog';

/** SPEC §4: the outcomes the analysis offers; the agreement proposal is its own command. */
export const ANALYSIS_OUTCOMES = [
  'FULLY_PROCEDENT',
  'PARTIALLY_PROCEDENT',
  'IMPROCEDENT',
  'AGREEMENT_PROPOSAL',
] as const;
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
  if (outcome === 'AGREEMENT_PROPOSAL')
    return ['value', 'currency', ...quotation, 'message', 'attachmentFileId'];
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
  const required = new Set([
    'value',
    'currency',
    'quotation',
    'justification',
    'insuranceCompany',
    'sinisterNumber',
  ]);
  if (outcome === 'FULLY_PROCEDENT' || outcome === 'PARTIALLY_PROCEDENT') required.add('reimbursementAmount');
  if (outcome === 'PARTIALLY_PROCEDENT') required.add('partialProposedValue');
  if (outcome === 'PARTIALLY_PROCEDENT') required.delete('justification');
  return visible.filter((f) => required.has(f));
}

/** The command and payload for what the form holds: only the chosen outcome's fields travel. */
export function analysisSubmission(values: Record<string, unknown>): ActionSubmission {
  const outcome = values.outcome as AnalysisOutcome | undefined;
  const picked: Record<string, unknown> = {};
  // Amounts arrive as the number inputs hold them: canonical decimal strings already.
  for (const field of analysisFields(outcome, values)) picked[field] = values[field];
  if (outcome === 'AGREEMENT_PROPOSAL') return { action: 'proposeAgreement', payload: cleanPayload(picked) };
  const payload = cleanPayload({ ...picked, result: outcome });
  if (outcome !== 'IMPROCEDENT') payload.insuranceCovered = Boolean(values.insuranceCovered);
  return { action: 'recordAnalysis', payload };
}

/**
 * The domain's own payload schema, plus what the console always asks of a procedent outcome
 * (the amount to pay and its currency: the schema lets only legacy histories go without).
 */
export function validateAnalysis(submission: ActionSubmission, locale: string): Record<string, string> {
  const { action, payload } = submission;
  if (!payload.result && action === 'recordAnalysis') return { outcome: requiredMessage(locale, 'result') };
  const schema = reimbursement.actionPayloads[action as 'recordAnalysis' | 'proposeAgreement'];
  const errors = validatePayload(schema, payload, locale);
  if (action === 'recordAnalysis' && payload.result !== 'IMPROCEDENT') {
    for (const field of ['reimbursementAmount', 'currency'])
      if (payload[field] === undefined && !errors[field]) errors[field] = requiredMessage(locale, field);
  }
  return errors;
}

/**
 * The agreement a proposal being typed would make, with its BRL equivalent at the quotation typed
 * (none while the quotation is missing); undefined while the value is no amount yet.
 */
export function typedProposal(values: { value?: unknown; currency?: unknown; quotation?: unknown }) {
  const { value, currency, quotation } = values;
  if (typeof value !== 'string' || !isCurrencyKey(currency)) return undefined;
  const amount = parseMoney(currency, value);
  if (!amount.ok) return undefined;
  const { amountBrl } = reimbursement.withBrl(
    amount.value,
    currency,
    typeof quotation === 'string' ? quotation : undefined,
  );
  return { value: amount.value, currency, amountBrl };
}
