import { z } from 'zod';
import {
  CURRENCY_KEYS,
  SETTLEMENT_CURRENCY,
  currencyDecimals,
  isCurrencyKey,
  type CurrencyKey,
} from '../codes/currencies';
import { addDecimals, compareDecimals, multiplyDecimals, negateDecimal, rescaleDecimal } from './decimal';
import type { MessageKey } from '../i18n/translate';
import { canonicalDecimal, readDecimalInput, type DecimalParts } from './decimal-input';
import { addRefusal, invalid, requiredString, valid, validatedString, type Validation } from './validation';

// numeric(20, 2) in the database holds 18 integer digits; 15 keeps a margin for sums and
// conversions and is still far above any cargo claim, even in guaraníes.
const MAX_INTEGER_DIGITS = 15;
// Quotations are stored as numeric(18, 6): more decimals would be rounded away by PostgreSQL.
const QUOTATION_LIMITS = { maxIntegerDigits: 12, maxDecimals: 6, dotAlwaysDecimal: true } as const;

/** The money messages the UIs already show, for the shared reader's refusals. */
const MONEY_ERRORS: Partial<Record<MessageKey, MessageKey>> = {
  'validation.number.negative': 'validation.money.negative',
  'validation.number.invalid': 'validation.money.invalid',
  'validation.number.tooLarge': 'validation.money.tooLarge',
};

/**
 * Reads an amount typed or sent as a decimal string ('1234.5', '1234,50', '0012') in `currency`
 * and returns it with exactly the currency's decimals ('1234.50'; '1500' for PYG). A comma is
 * accepted as the decimal separator, thousands groups before one ('1.234,56'), and two or more
 * groups alone ('1.500.000'); a lone '1.234' is refused in reais or dollars, because it is 1234 in
 * Brazil and 1.234 elsewhere and guessing would silently change a claimed amount, but in
 * guaraníes, which have no decimals, '1.500' can only be 1500 (see readDecimalInput).
 */
export function parseMoney(currency: CurrencyKey, input: string): Validation {
  // The currency may be one its own field refused (refinements run on such objects too).
  if (!isCurrencyKey(currency)) return invalid('validation.invalidOption');
  const decimals = currencyDecimals(currency);
  const parsed = readMoney(input, decimals);
  if (!parsed.ok) {
    // "At most 0 decimal places" is how a program talks: a currency without cents says so.
    if (parsed.error === 'validation.number.tooManyDecimals')
      return decimals === 0
        ? invalid('validation.money.noDecimals', { currency })
        : invalid('validation.money.tooManyDecimals', { currency, decimals });
    return parsed;
  }
  const { integer, fraction } = parsed.value;
  return valid(decimals === 0 ? integer : `${integer}.${fraction.padEnd(decimals, '0')}`);
}

/**
 * An amount whose currency is judged elsewhere (a counteroffer is in its open proposal's, which
 * only the api's database and the portal's thread know): read as parseMoney reads it, but its
 * decimals are left to parseMoney in that currency, whose refusal then names the right one.
 */
export function parseMoneyOfAnyCurrency(input: string): Validation {
  const parsed = readMoney(input, Number.POSITIVE_INFINITY);
  return parsed.ok ? valid(canonicalDecimal(parsed.value)) : parsed;
}

/** readDecimalInput within the money limits, its refusals in the words the UIs show for money. */
function readMoney(input: string, maxDecimals: number): Validation<DecimalParts> {
  const parsed = readDecimalInput(input, { maxIntegerDigits: MAX_INTEGER_DIGITS, maxDecimals });
  if (parsed.ok || parsed.error === 'validation.number.tooManyDecimals') return parsed;
  return invalid(MONEY_ERRORS[parsed.error] ?? parsed.error, parsed.params);
}

/** An exchange rate: BRL per one unit of the foreign currency, strictly positive. */
export function parseQuotation(input: string): Validation {
  const parsed = readDecimalInput(input, QUOTATION_LIMITS);
  if (!parsed.ok)
    return invalid(parsed.error === 'validation.required' ? parsed.error : 'validation.invalidQuotation');
  const value = canonicalDecimal(parsed.value);
  return compareDecimals(value, '0') > 0 ? valid(value) : invalid('validation.invalidQuotation');
}

/** Exact sum of decimal strings, at the largest scale among them. */
export function addMoney(...amounts: readonly string[]): string {
  return addDecimals(amounts);
}

export function subtractMoney(minuend: string, subtrahend: string): string {
  return addDecimals([minuend, negateDecimal(subtrahend)]);
}

/** Unit price × quantity (quantities may be fractional, e.g. tonnes), rounded half up. */
export function multiplyMoney(amount: string, quantity: string | number, decimals = 2): string {
  if (typeof quantity === 'number' && !Number.isSafeInteger(quantity)) {
    throw new RangeError('pass fractional quantities as decimal strings, never as floats');
  }
  return multiplyDecimals(amount, String(quantity), decimals);
}

/**
 * Does an amount (such as a BRL equivalent: a large amount times a large quotation) still fit
 * where amounts are kept? Above it PostgreSQL refuses the row, so the input is refused instead.
 */
export function withinMoneyLimit(amount: string): boolean {
  return (amount.replace(/^-/, '').split('.')[0] ?? '').length <= MAX_INTEGER_DIGITS;
}

/** The BRL equivalent of a foreign amount: amount × quotation, rounded half up to centavos. */
export function convertToBrl(amount: string, quotation: string): string {
  return multiplyDecimals(amount, quotation, currencyDecimals(SETTLEMENT_CURRENCY));
}

export function compareMoney(a: string, b: string): -1 | 0 | 1 {
  return compareDecimals(a, b);
}

/** An amount rewritten with the currency's decimals, rounding half up if it had more. */
export function roundMoney(currency: CurrencyKey, amount: string): string {
  return rescaleDecimal(amount, currencyDecimals(currency));
}

export function moneySchema(currency: CurrencyKey) {
  return validatedString((value) => parseMoney(currency, value));
}

export const quotationSchema = validatedString(parseQuotation);

/**
 * An amount with its currency, as faults, damages, extra costs and proposals carry them. A
 * currency other than the real needs the quotation used to convert it (SPEC §5).
 */
export const amountInCurrencySchema = z
  .object({
    amount: requiredString(),
    currency: z.enum(CURRENCY_KEYS, { error: 'validation.invalidOption' }),
    quotation: requiredString().optional(),
  })
  .superRefine(({ amount, currency, quotation }, ctx) => {
    const parsed = parseMoney(currency, amount);
    if (!parsed.ok) addRefusal(ctx, parsed, ['amount']);
    if (currency === SETTLEMENT_CURRENCY) return;
    if (quotation === undefined || quotation.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['quotation'], message: 'validation.quotationRequired' });
    } else if (!parseQuotation(quotation).ok) {
      ctx.addIssue({ code: 'custom', path: ['quotation'], message: 'validation.invalidQuotation' });
    }
  })
  .overwrite((input) => {
    const amount = parseMoney(input.currency, input.amount);
    const quotation = input.quotation === undefined ? undefined : parseQuotation(input.quotation);
    return {
      ...input,
      amount: amount.ok ? amount.value : input.amount,
      ...(quotation?.ok ? { quotation: quotation.value } : {}),
    };
  });
