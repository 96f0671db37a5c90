import { invalid, valid, type Validation } from './validation';
import { idRules } from './id-rules';
import { isSameCharRepeated, mod11Digit, weightedSum } from './check-digits';

const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
// From July 2026 the Receita Federal issues CNPJs whose 12 base characters may be letters
// (IN RFB 2.229/2024); check digits stay numeric and use the same weights.
const BASE_PATTERN = /^[0-9A-Z]{12}$/;
const CNPJ_PATTERN = /^[0-9A-Z]{12}[0-9]{2}$/;

/** Strips the usual punctuation ('12.ABC.345/01DE-35') and upper-cases letters. */
export function normalizeCnpj(value: string): string {
  return value.replace(/[\s./-]/g, '').toUpperCase();
}

/** The two check digits for a 12-character base. */
export function cnpjCheckDigits(base: string): string {
  if (!BASE_PATTERN.test(base)) throw new RangeError(`not a CNPJ base: ${base}`);
  const first = mod11Digit(weightedSum(base, FIRST_WEIGHTS));
  const second = mod11Digit(weightedSum(base + String(first), SECOND_WEIGHTS));
  return `${first}${second}`;
}

export function validateCnpj(value: string): Validation {
  const cnpj = normalizeCnpj(value);
  if (cnpj === '') return invalid('validation.required', { name: 'CNPJ' });
  // Repeated characters pass the checksum for some digits but are placeholders, never real CNPJs.
  if (!CNPJ_PATTERN.test(cnpj) || isSameCharRepeated(cnpj)) return invalid('validation.invalidCnpj');
  if (cnpjCheckDigits(cnpj.slice(0, 12)) !== cnpj.slice(12)) return invalid('validation.invalidCnpj');
  return valid(cnpj);
}

export function isAlphanumericCnpj(value: string): boolean {
  return /[A-Z]/.test(normalizeCnpj(value));
}

/** '12ABC34501DE35' → '12.ABC.345/01DE-35'; input that is not 14 characters is returned normalized. */
export function formatCnpj(value: string): string {
  const cnpj = normalizeCnpj(value);
  if (cnpj.length !== 14) return cnpj;
  return `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
}

export const CNPJ = idRules({ validate: validateCnpj, normalize: normalizeCnpj, format: formatCnpj });

export const isValidCnpj = CNPJ.isValid;

/** Accepts punctuated or bare CNPJs, numeric or alphanumeric; outputs the bare 14 characters. */
export const cnpjSchema = CNPJ.schema;
