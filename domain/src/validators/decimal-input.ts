import { invalid, valid, type Validation } from './validation';

/**
 * How the api reads a number a person (or a UI) sends as a string: the canonical "1250.50", or
 * with a decimal comma, "1250,50", as people write in our four countries. Grouped thousands are
 * read when the decimal separator follows them, "1.250,50" or "1,250.50": with both separators
 * present the last one is the decimal one, so nothing is guessed, and the UIs' inputs take the
 * same forms. Two or more groups of one separator alone, "1.500.000" or "1,500,000", are a whole
 * number too: a decimal part has one separator, so they can be nothing else.
 *
 * A number that reads as a single thousands group, one to three digits, a dot and exactly three
 * digits ("18.650", "1.250"), is refused as ambiguous: a Brazilian, Argentine, Paraguayan or
 * Uruguayan reads it as eighteen thousand six hundred and fifty, a program as eighteen and
 * sixty-five hundredths. ("21000.000" and "0.125" cannot be a thousands group and are read as
 * decimals.) Storing either reading would silently change a weight or an amount by a factor of a
 * thousand, so the sender is asked to write "18650" or "18,65". Where no decimals are allowed at
 * all (an amount in guaraníes) the decimal reading is no reading, so "1.500" is 1500. A comma is
 * never a lone thousands separator here: "18,650" is 18.65.
 */
const NUMBER_PATTERN = /^(\d+)(?:([.,])(\d+))?$/;
// Groups of three after a first group of one to three, then the other separator and decimals.
const GROUPED_PATTERNS = [/^\d{1,3}(?:\.\d{3})+,\d+$/, /^\d{1,3}(?:,\d{3})+\.\d+$/];
// Two or more groups of one separator and no decimals: "1.500.000", "1,500,000".
const GROUPED_INTEGER_PATTERNS = [/^\d{1,3}(?:\.\d{3}){2,}$/, /^\d{1,3}(?:,\d{3}){2,}$/];

/** "1.250,50" and "1,250.50" → "1250,50"; "1.500.000" → "1500000"; anything else as it is. */
function withoutGroups(text: string): string {
  if (GROUPED_INTEGER_PATTERNS.some((pattern) => pattern.test(text))) return text.replace(/[.,]/g, '');
  if (!GROUPED_PATTERNS.some((pattern) => pattern.test(text))) return text;
  const decimalAt = Math.max(text.lastIndexOf(','), text.lastIndexOf('.'));
  return `${text.slice(0, decimalAt).replace(/[.,]/g, '')},${text.slice(decimalAt + 1)}`;
}

export interface DecimalParts {
  /** Digits without leading zeros ("0" at least). */
  readonly integer: string;
  /** Decimal digits without trailing zeros (they carry no value), possibly empty. */
  readonly fraction: string;
}

export interface DecimalLimits {
  readonly maxIntegerDigits: number;
  readonly maxDecimals: number;
  /**
   * Quotations are never in the thousands, so "5.423" is read as a rate, not refused. (With
   * `maxDecimals` 0, "1.500" is read as thousands instead: it can be nothing else.)
   */
  readonly dotAlwaysDecimal?: boolean;
}

export function readDecimalInput(input: string, limits: DecimalLimits): Validation<DecimalParts> {
  // Refinements also run on values their own field refused: a number or null must not throw here.
  if (typeof input !== 'string') return invalid('validation.invalidFormat');
  const text = input.trim();
  if (text === '') return invalid('validation.required');
  if (/^-\s*[\d.,]+$/.test(text)) return invalid('validation.number.negative');
  const match = NUMBER_PATTERN.exec(withoutGroups(text));
  if (!match) return invalid('validation.number.invalid', { example: '1250,50' });
  const [, digits = '', separator, decimals = ''] = match;
  const readsAsThousands = separator === '.' && decimals.length === 3 && /^[1-9]\d{0,2}$/.test(digits);
  // With no decimals allowed (guaraníes), "1.500" has one reading left: fifteen hundred.
  const thousands = readsAsThousands && !limits.dotAlwaysDecimal && limits.maxDecimals === 0;
  if (readsAsThousands && !limits.dotAlwaysDecimal && !thousands) {
    return invalid('validation.number.ambiguous', {
      value: text,
      whole: `${digits}${decimals}`.replace(/^0+(?=\d)/, ''),
      decimal: `${digits},${decimals.replace(/0+$/, '') || '0'}`,
    });
  }
  const integer = (thousands ? `${digits}${decimals}` : digits).replace(/^0+(?=\d)/, '');
  const fraction = thousands ? '' : decimals.replace(/0+$/, '');
  if (integer.length > limits.maxIntegerDigits) return invalid('validation.number.tooLarge');
  if (fraction.length > limits.maxDecimals)
    return invalid('validation.number.tooManyDecimals', { decimals: limits.maxDecimals });
  return valid({ integer, fraction });
}

/** The canonical string of read parts: "18650", "18.65", "0.5". */
export function canonicalDecimal({ integer, fraction }: DecimalParts): string {
  return fraction ? `${integer}.${fraction}` : integer;
}
