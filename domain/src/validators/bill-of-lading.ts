import { invalid, valid, validatedString, type Validation } from './validation';

/**
 * Carriers format B/L numbers their own way (SCAC or line prefix + digits, sometimes letters),
 * so only the shape common to all is checked: 4 to 20 letters or digits. Spaces typed or pasted
 * between groups are dropped; any other punctuation is an error, not silently removed.
 */
export function normalizeBillOfLading(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function validateBillOfLading(value: string): Validation {
  const number = normalizeBillOfLading(value);
  if (number === '') return invalid('validation.required', { name: 'BL' });
  if (!/^[A-Z0-9]{4,20}$/.test(number)) return invalid('validation.invalidBillOfLading');
  return valid(number);
}

export function isValidBillOfLading(value: string): boolean {
  return validateBillOfLading(value).ok;
}

export const billOfLadingSchema = validatedString(validateBillOfLading);
