import { compareMoney } from '../validators/money';

/** A value in its currency: what was agreed with the customer, or what was paid them. */
export interface AmountInCurrency {
  value: string;
  currency: string;
}

/**
 * A payment made weighed against the value agreed (the accepted proposal or counteroffer, else
 * the analysis' amount): ABOVE is refused, BELOW stays possible (a partial payment, netting) but
 * is asked again. Compared only in the same currency: a payment in another one has no rate on the
 * case to be measured with, and is left to the analyst (UNCOMPARABLE), as is a case agreed on nothing.
 */
export function paymentAgainstAgreed(
  paid: AmountInCurrency,
  agreed: AmountInCurrency | null | undefined,
): 'ABOVE' | 'BELOW' | 'EQUAL' | 'UNCOMPARABLE' {
  if (!agreed || agreed.currency !== paid.currency) return 'UNCOMPARABLE';
  const order = compareMoney(paid.value, agreed.value);
  return order > 0 ? 'ABOVE' : order < 0 ? 'BELOW' : 'EQUAL';
}
