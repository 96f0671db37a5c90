import { canonicalDecimal, readDecimalInput } from './decimal-input';
import { invalid, valid, validatedString, type Validation } from './validation';

/**
 * Quantities of goods and container weights (kg), read like money (decimal comma or point,
 * thousands groups before decimals or two or more alone, "1.250.000", and a single "18.650"
 * refused as ambiguous) and returned canonical: "18650", "18.65".
 *
 * At most two decimals: a third would make the canonical form itself ambiguous ("1.005" reads as
 * one thousand and five), and ten grams or a hundredth of a unit is finer than any claim needs.
 * The columns (numeric(14, 3) and numeric(18, 3)) hold every accepted value exactly.
 */
const MEASURE_LIMITS = { maxIntegerDigits: 11, maxDecimals: 2 } as const;

function parseMeasure(input: string, refusesZero: boolean): Validation {
  const parsed = readDecimalInput(input, MEASURE_LIMITS);
  if (!parsed.ok) return parsed;
  const value = canonicalDecimal(parsed.value);
  return refusesZero && /^0(\.0*)?$/.test(value) ? invalid('validation.number.notPositive') : valid(value);
}

/** A quantity of goods (the spec's "amount" of a fault or damage line): more than zero. */
export function parseQuantity(input: string): Validation {
  return parseMeasure(input, true);
}

/** A weight in kg, as manifested or as weighed: zero is a reading (an empty container). */
export function parseWeight(input: string): Validation {
  return parseMeasure(input, false);
}

export const quantitySchema = validatedString(parseQuantity);
export const weightSchema = validatedString(parseWeight);
