import type { OfficeKey } from '../codes/offices';
import { officeNow } from '../office-time';
import { compareMoney } from '../validators/money';

/** A value in its currency: what was agreed with the customer, or what was paid them. */
export interface AmountInCurrency {
  value: string;
  currency: string;
}

/**
 * A payment made weighed against the value agreed (the accepted proposal or counteroffer, else
 * the analysis' amount): ABOVE is refused, BELOW stays possible (a partial payment, netting) but
 * is asked again. A payment is made in the agreed value's currency: the case has no rate to weigh
 * another one by, and 9.000 dollars typed on R$ 8.200,00 agreed went through unchecked, so
 * OTHER_CURRENCY is refused too. A case agreed on nothing is left to the analyst (UNCOMPARABLE).
 */
export function paymentAgainstAgreed(
  paid: AmountInCurrency,
  agreed: AmountInCurrency | null | undefined,
): 'ABOVE' | 'BELOW' | 'EQUAL' | 'OTHER_CURRENCY' | 'UNCOMPARABLE' {
  if (!agreed) return 'UNCOMPARABLE';
  if (agreed.currency !== paid.currency) return 'OTHER_CURRENCY';
  const order = compareMoney(paid.value, agreed.value);
  return order > 0 ? 'ABOVE' : order < 0 ? 'BELOW' : 'EQUAL';
}

/**
 * A payment of nothing is no payment: R$ 0,00 was only asked "less than agreed?". Refused by the
 * api and the console, not by the markPaid schema, which recorded histories replay with.
 */
export function paymentNotPositive(value: string): boolean {
  return compareMoney(value, '0') <= 0;
}

/** A payment made is made by today at the case's office: a schedule ahead is another command. */
export function paymentDateInFuture(paidOn: string, office: OfficeKey, now: Date = new Date()): boolean {
  return paidOn > officeNow(office, now).date;
}
