import type { OfficeCountry } from '../codes/offices';
import { invalid, valid, validatedString, type Validation } from './validation';

/**
 * Postal codes of our four countries, with the spaces and hyphen people type optional, stored in
 * each country's written form: CEP "01310-100" (BR), CPA "C1043AAZ" or the older four digits
 * (AR), six digits or the older four (PY), five digits (UY).
 */
const POSTAL_CODES: Record<
  OfficeCountry,
  { pattern: RegExp; format(compact: string): string; example: string }
> = {
  BR: { pattern: /^\d{8}$/, format: (c) => `${c.slice(0, 5)}-${c.slice(5)}`, example: '01310-100' },
  AR: { pattern: /^([A-Z]\d{4}[A-Z]{3}|\d{4})$/, format: (c) => c, example: 'C1043AAZ' },
  PY: { pattern: /^(\d{6}|\d{4})$/, format: (c) => c, example: '001209' },
  UY: { pattern: /^\d{5}$/, format: (c) => c, example: '11000' },
};

export function validatePostalCode(country: OfficeCountry, input: string): Validation {
  const rule = POSTAL_CODES[country];
  const compact = input.trim().toUpperCase().replace(/[\s-]/g, '');
  if (compact === '') return invalid('validation.required');
  return rule.pattern.test(compact)
    ? valid(rule.format(compact))
    : invalid('validation.postalCode.invalid', { example: rule.example });
}

export function postalCodeSchema(country: OfficeCountry) {
  return validatedString((value) => validatePostalCode(country, value));
}
