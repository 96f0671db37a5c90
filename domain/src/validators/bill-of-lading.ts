import { accepts, invalid, valid, validatedString, type Validation } from './validation';

/**
 * Carriers format B/L numbers their own way (SCAC or line prefix + digits, sometimes groups
 * joined by dashes or slashes, as in "CAZ-SSZ-BUE-004512"), so only the shape common to all is
 * checked: 4 to 30 letters or digits, single dashes or slashes between them. Spaces typed or
 * pasted between groups are dropped; any other punctuation is an error, not silently removed.
 */
export function normalizeBillOfLading(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

// A letter or digit first and last; a dash or slash only between two of them.
const BILL_OF_LADING = /^[A-Z0-9](?:[A-Z0-9]|[-/](?=[A-Z0-9])){3,29}$/;

export function validateBillOfLading(value: string): Validation {
  const number = normalizeBillOfLading(value);
  if (number === '') return invalid('validation.required', { name: 'BL' });
  if (!BILL_OF_LADING.test(number)) return invalid('validation.invalidBillOfLading');
  return valid(number);
}

export const isValidBillOfLading = accepts(validateBillOfLading);

export const billOfLadingSchema = validatedString(validateBillOfLading);
