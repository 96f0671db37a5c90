import type { Knex } from 'knex';
import type { CurrencyKey } from '@claims/domain';
import { AgreementProposal, ReimbursementAnalysis } from './models';

/**
 * What the customer is to be paid: the value agreed (the latest proposal or counteroffer accepted;
 * undoing the deal withdraws it), or, without an agreement, the reimbursement the standing
 * analysis decided (its partial value when partially procedent, as its notice told the customer).
 * None while nothing was agreed or decided. The payment notice names it, and the api holds a
 * payment made to it: one rule, read once.
 */
export async function amountToPay(
  trx: Knex,
  requestId: string,
): Promise<{ value: string; currency: CurrencyKey } | null> {
  const agreed = await AgreementProposal.query(trx)
    .where({ reimbursementRequestId: requestId, status: 'ACCEPTED' })
    .orderBy('version', 'desc')
    .select('value', 'currency')
    .first();
  if (agreed) return { value: String(agreed.value), currency: agreed.currency };
  const analysis = await ReimbursementAnalysis.query(trx)
    .where({ reimbursementRequestId: requestId })
    .whereNull('removedAt')
    .whereNotNull('reimbursementAmount')
    .whereNotNull('currency')
    .orderBy('createdAt', 'desc')
    .select('result', 'reimbursementAmount', 'partialProposedValue', 'currency')
    .first();
  const value =
    analysis?.result === 'PARTIALLY_PROCEDENT' && analysis.partialProposedValue
      ? analysis.partialProposedValue
      : analysis?.reimbursementAmount;
  return value && analysis?.currency
    ? { value: String(value), currency: analysis.currency as CurrencyKey }
    : null;
}
