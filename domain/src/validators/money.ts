import { z } from 'zod';
import { CURRENCY_KEYS, SETTLEMENT_CURRENCY, currencyDecimals, type CurrencyKey } from '../codes/currencies';
import { addDecimals, compareDecimals, multiplyDecimals, negateDecimal, rescaleDecimal } from './decimal';
import { invalid, requiredString, valid, validatedString, type Validation } from './validation';

// numeric(20, 2) in the database holds 18 integer digits; 15 keeps a margin for sums and
// conversions and is still far above any cargo claim, even in guaraníes.
const MAX_INTEGER_DIGITS = 15;
const QUOTATION_MAX_DECIMALS = 10;
const AMOUNT_PATTERN = /^(\d+)(?:[.,](\d+))?$/;

function parseDecimalInput(
  input: string,
  maxDecimals: number,
): Validation<{ integer: string; fraction: string }> {
  const text = input.trim();
  if (text === '') return invalid('validation.required');
  if (/^-\s*[\d.,]+$/.test(text)) return invalid('validation.money.negative');
  const match = AMOUNT_PATTERN.exec(text);
  if (!match) return invalid('validation.money.invalid');
  const integer = (match[1] ?? '').replace(/^0+(?=\d)/, '');
  // Trailing zeros carry no value: '10.500' is a valid BRL amount, '1500.00' a valid PYG one.
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (integer.length > MAX_INTEGER_DIGITS) return invalid('validation.money.tooLarge');
  if (fraction.length > maxDecimals) return invalid('validation.money.tooManyDecimals');
  return valid({ integer, fraction });
}

/**
 * Reads an amount typed or sent as a decimal string ('1234.5', '1234,50', '0012') in `currency`
 * and returns it with exactly the currency's decimals ('1234.50'; '1500' for PYG). A comma is
 * accepted as the decimal separator; thousands separators are not, because '1.234' is 1234 in
 * Brazil and 1.234 elsewhere and guessing would silently change a claimed amount.
 */
export function parseMoney(currency: CurrencyKey, input: string): Validation {
  const decimals = currencyDecimals(currency);
  const parsed = parseDecimalInput(input, decimals);
  if (!parsed.ok) {
    return parsed.error === 'validation.money.tooManyDecimals'
      ? invalid(parsed.error, { currency, decimals })
      : invalid(parsed.error, parsed.params);
  }
  const { integer, fraction } = parsed.value;
  return valid(decimals === 0 ? integer : `${integer}.${fraction.padEnd(decimals, '0')}`);
}

/** An exchange rate: BRL per one unit of the foreign currency, strictly positive. */
export function parseQuotation(input: string): Validation {
  const parsed = parseDecimalInput(input, QUOTATION_MAX_DECIMALS);
  if (!parsed.ok)
    return invalid(parsed.error === 'validation.required' ? parsed.error : 'validation.invalidQuotation');
  const { integer, fraction } = parsed.value;
  const value = fraction ? `${integer}.${fraction}` : integer;
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
    if (!parsed.ok)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: parsed.error, params: { ...parsed.params } });
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
