import { accepts, invalid, valid, validatedString, type Validation } from './validation';
import { cyclingWeightsFromRight, mod11Digit, weightedSum } from './check-digits';

// IBGE codes of the 27 federative units, the first two digits of every access key.
const UF_CODES = new Set([
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
  '21',
  '22',
  '23',
  '24',
  '25',
  '26',
  '27',
  '28',
  '29',
  '31',
  '32',
  '33',
  '35',
  '41',
  '42',
  '43',
  '50',
  '51',
  '52',
  '53',
]);
export const CTE_MODEL = '57';
const KEY_WEIGHTS = cyclingWeightsFromRight(43, 9);

/**
 * cUF(2) AAMM(4) emitter CNPJ(14) model(2) series(3) number(9) emission type(1) code(8) DV(1).
 * The CNPJ slot may hold letters once alphanumeric CNPJs are issued (July 2026); the check
 * digit then values each character as its char code - 48, like the CNPJ itself.
 */
const ACCESS_KEY_PATTERN = /^\d{6}[0-9A-Z]{12}\d{2}\d{24}$/;

export function normalizeCteAccessKey(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/** Mod 11 over the first 43 characters with weights 2..9 from the right; remainders 0 and 1 give 0. */
export function cteAccessKeyCheckDigit(first43: string): string {
  if (first43.length !== 43)
    throw new RangeError('a CT-e access key has 43 characters before its check digit');
  return String(mod11Digit(weightedSum(first43, KEY_WEIGHTS)));
}

export function validateCteAccessKey(value: string): Validation {
  const key = normalizeCteAccessKey(value);
  if (key === '') return invalid('validation.required', { name: 'CT-e' });
  if (!ACCESS_KEY_PATTERN.test(key)) return invalid('validation.invalidCteKey');
  const month = Number(key.slice(4, 6));
  if (!UF_CODES.has(key.slice(0, 2)) || month < 1 || month > 12 || key.slice(20, 22) !== CTE_MODEL) {
    return invalid('validation.invalidCteKey');
  }
  if (cteAccessKeyCheckDigit(key.slice(0, 43)) !== key.slice(43)) return invalid('validation.invalidCteKey');
  return valid(key);
}

export const isValidCteAccessKey = accepts(validateCteAccessKey);

/** The key in the 11 groups of 4 printed on the DACTE. */
export function formatCteAccessKey(value: string): string {
  const key = normalizeCteAccessKey(value);
  return key.length === 44 ? (key.match(/.{4}/g) ?? []).join(' ') : key;
}

/** The CT-e number (nCT): 1 to 9 digits, never zero; normalized without leading zeros. */
export function validateCteNumber(value: string): Validation {
  const number = value.trim();
  if (number === '') return invalid('validation.required', { name: 'CT-e' });
  if (!/^\d{1,9}$/.test(number) || /^0+$/.test(number)) return invalid('validation.invalidCteNumber');
  return valid(number.replace(/^0+/, ''));
}

export const isValidCteNumber = accepts(validateCteNumber);

export const cteAccessKeySchema = validatedString(validateCteAccessKey);
export const cteNumberSchema = validatedString(validateCteNumber);
