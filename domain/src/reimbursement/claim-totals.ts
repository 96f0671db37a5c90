import { CURRENCY_KEYS, SETTLEMENT_CURRENCY } from '../codes/currencies';
import { officeByKey } from '../codes/offices';
import { compareMoney } from '../validators/money';

/** What a request claims: the sum of its lines per currency, and their BRL equivalent. */
export interface ClaimTotals {
  byCurrency: Record<string, string>;
  /** Null while a foreign line has no BRL equivalent yet (no quotation). */
  brl: string | null;
}

/** The totals as a screen shows them. */
export interface ClaimTotalsView {
  /** Each currency the lines are in: the office's own first, then the spec's order (SPEC §9). */
  amounts: { currency: string; amount: string }[];
  /**
   * The BRL equivalent, shown beside the amounts: reais are what claims are settled and reported
   * in (SPEC §5). Null when every line is in reais already, where it would only repeat them.
   */
  brlBeside: string | null;
}

/**
 * A case reads in its own money: an Argentine office's request in pesos, with reais beside them,
 * never reais alone (the lines were claimed in pesos, at the quotations the customer gave).
 */
export function claimTotalsView(totals: ClaimTotals, office: string | null | undefined): ClaimTotalsView {
  const local: string | undefined = office ? officeByKey(office)?.localCurrency : undefined;
  const rank = (currency: string) =>
    currency === local ? -1 : (CURRENCY_KEYS as readonly string[]).indexOf(currency);
  const amounts = Object.entries(totals.byCurrency)
    .map(([currency, amount]) => ({ currency, amount }))
    .sort((a, b) => rank(a.currency) - rank(b.currency));
  const foreign = amounts.some((a) => a.currency !== SETTLEMENT_CURRENCY);
  return { amounts, brlBeside: foreign ? totals.brl : null };
}

/**
 * Does an agreement (a proposal, or a counteroffer to accept) exceed what the request claims? In
 * the claim's own currency when every line is in the agreement's; else in reais, when both sides
 * have a BRL equivalent. Without a common measure it cannot tell, and says no.
 */
export function agreementAboveClaimed(
  totals: ClaimTotals,
  agreement: { value: string; currency: string; amountBrl?: string | null },
): boolean {
  const currencies = Object.keys(totals.byCurrency);
  if (currencies.length === 1 && currencies[0] === agreement.currency)
    return compareMoney(agreement.value, totals.byCurrency[agreement.currency]!) > 0;
  if (totals.brl && agreement.amountBrl) return compareMoney(agreement.amountBrl, totals.brl) > 0;
  return false;
}
