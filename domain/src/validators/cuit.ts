import { invalid, valid, type Validation } from './validation';
import { idRules } from './id-rules';
import { mod11Complement, weightedSum } from './check-digits';
import { printedInGroups } from './printed-groups';

const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
// Persons 20/23/24/27, companies 30/33/34, and the 50/51/55 series AFIP gives foreign entities.
const TYPE_PREFIXES = new Set(['20', '23', '24', '27', '30', '33', '34', '50', '51', '55']);

export function normalizeCuit(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

/**
 * The check digit for a 10-digit base. Remainder 0 gives 0; remainder 1 would give 10, which
 * AFIP avoids by re-issuing under prefix 23 but older CUITs carry as 9, and rejecting a real
 * company's CUIT blocks its claim, so we accept 9 (as python-stdnum does).
 */
export function cuitCheckDigit(base: string): string {
  if (!/^\d{10}$/.test(base)) throw new RangeError(`not a CUIT base: ${base}`);
  const digit = mod11Complement(weightedSum(base, WEIGHTS));
  return digit === 10 ? '9' : String(digit);
}

export function validateCuit(value: string): Validation {
  const cuit = normalizeCuit(value);
  if (cuit === '') return invalid('validation.required', { name: 'CUIT' });
  if (!/^\d{11}$/.test(cuit) || !TYPE_PREFIXES.has(cuit.slice(0, 2)))
    return invalid('validation.invalidCuit');
  if (cuitCheckDigit(cuit.slice(0, 10)) !== cuit.slice(10)) return invalid('validation.invalidCuit');
  return valid(cuit);
}

/** '20267565393' → '20-26756539-3'. */
export function formatCuit(value: string): string {
  return printedInGroups(normalizeCuit(value), [2, 8, 1], '-');
}

export const CUIT = idRules({ validate: validateCuit, normalize: normalizeCuit, format: formatCuit });

export const isValidCuit = CUIT.isValid;
export const cuitSchema = CUIT.schema;
