import type { CurrencyKey } from '../codes/currencies';
import { compareMoney, convertToBrl } from '../validators/money';
import { withBrl } from './submission';

/** BRL per unit of a currency, as the case itself quotes it (its claimed lines, its proposals). */
export type CaseQuotations = Partial<Record<CurrencyKey, string>>;

/**
 * Is an offer (a proposal, an accepted counteroffer) above what its author may agree alone?
 * Compared in the limit's currency when the offer is in it, else both in reais: the offer at its
 * own quotation or the case's, the limit at the case's quotation of its currency (an analyst
 * whose limit is 10.000 USD offering 100 BRL on a case that quotes the dollar at 5,42). Only when
 * no rate on the case can bring them together does a MASTER approve, rather than guess a rate.
 */
export function exceedsAuthority(
  offer: { value: string; currency: CurrencyKey; quotation?: string },
  limit: { value: string; currency: CurrencyKey },
  quotations: CaseQuotations,
): boolean {
  if (offer.currency === limit.currency) return compareMoney(offer.value, limit.value) > 0;
  const offerBrl = withBrl(
    offer.value,
    offer.currency,
    offer.quotation ?? quotations[offer.currency],
  ).amountBrl;
  const limitBrl =
    limit.currency === 'BRL'
      ? limit.value
      : quotations[limit.currency]
        ? convertToBrl(limit.value, quotations[limit.currency]!)
        : null;
  return offerBrl === null || limitBrl === null || compareMoney(offerBrl, limitBrl) > 0;
}
