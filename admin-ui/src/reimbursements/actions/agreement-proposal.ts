import { isCurrencyKey, parseMoney, reimbursement } from '@claims/domain';
import { cleanPayload, validatePayload } from '../../cases/payload';
import type { ActionSubmission } from '../../cases/ActionDialog';

/**
 * The fields of an agreement proposal (SPEC §3: value, message, attachment), in the order the
 * dialog shows them. A foreign currency asks for its quotation.
 */
export function proposalFields(values: { currency?: unknown } = {}): string[] {
  const quotation = values.currency && values.currency !== 'BRL' ? ['quotation'] : [];
  return ['value', 'currency', ...quotation, 'message', 'attachmentFileId'];
}

/** Fields the dialog marks as required (the schema decides; this is the asterisk). */
export function requiredProposalFields(values: { currency?: unknown } = {}) {
  const required = new Set(['value', 'currency', 'quotation']);
  return proposalFields(values).filter((f) => required.has(f));
}

/** The proposeAgreement command for what the dialog holds: only the proposal's own fields travel. */
export function proposalSubmission(values: Record<string, unknown>): ActionSubmission {
  const picked: Record<string, unknown> = {};
  // Amounts arrive as the number inputs hold them: canonical decimal strings already.
  for (const field of proposalFields(values)) picked[field] = values[field];
  return { action: 'proposeAgreement', payload: cleanPayload(picked) };
}

/** The domain's own payload schema, its errors worded in the reader's language. */
export function validateProposal({ payload }: ActionSubmission, locale: string): Record<string, string> {
  return validatePayload(reimbursement.actionPayloads.proposeAgreement, payload, locale);
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
