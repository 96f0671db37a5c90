import { invalid, valid, type Validation } from './validation';
import { idRules } from './id-rules';
import { cyclingWeightsFromRight, mod11Digit, weightedSum } from './check-digits';

// A RUC is the cédula number (persons) or an 8-digit 80xxxxxx number (companies) plus a digit.
const RUC_PATTERN = /^\d{1,8}\d$/;

export function normalizeRuc(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

/**
 * SET's "dígito verificador módulo 11" with base 11: weights 2..11 from the right, cycling;
 * remainders 0 and 1 give 0, others 11 - remainder.
 */
export function rucCheckDigit(base: string): string {
  if (!/^\d{1,8}$/.test(base)) throw new RangeError(`not a RUC base: ${base}`);
  return String(mod11Digit(weightedSum(base, cyclingWeightsFromRight(base.length, 11))));
}

export function validateRuc(value: string): Validation {
  const ruc = normalizeRuc(value);
  if (ruc === '') return invalid('validation.required', { name: 'RUC' });
  if (!RUC_PATTERN.test(ruc) || /^0+$/.test(ruc.slice(0, -1))) return invalid('validation.invalidRuc');
  if (rucCheckDigit(ruc.slice(0, -1)) !== ruc.slice(-1)) return invalid('validation.invalidRuc');
  return valid(ruc);
}

/** '800280610' → '80028061-0', the form SET prints (no thousands separators). */
export function formatRuc(value: string): string {
  const ruc = normalizeRuc(value);
  if (ruc.length < 2) return ruc;
  return `${ruc.slice(0, -1)}-${ruc.slice(-1)}`;
}

export const RUC = idRules({ validate: validateRuc, normalize: normalizeRuc, format: formatRuc });

export const isValidRuc = RUC.isValid;
export const rucSchema = RUC.schema;
