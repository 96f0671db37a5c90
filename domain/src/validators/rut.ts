import { invalid, valid, type Validation } from './validation';
import { idRules } from './id-rules';
import { mod11Complement, weightedSum } from './check-digits';
import { printedInGroups } from './printed-groups';

const WEIGHTS = [4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

export function normalizeRut(value: string): string {
  const compact = value.replace(/[\s.-]/g, '').toUpperCase();
  return compact.startsWith('UY') ? compact.slice(2) : compact;
}

/** DGI's mod-11 digit; remainder 1 would need a digit 10, so no valid RUT has such a base. */
export function rutCheckDigit(base: string): string | undefined {
  if (!/^\d{11}$/.test(base)) throw new RangeError(`not a RUT base: ${base}`);
  const digit = mod11Complement(weightedSum(base, WEIGHTS));
  return digit === 10 ? undefined : String(digit);
}

/**
 * 12 digits: registration number 01-22, a 6-digit sequence (not all zeros), the fixed '001',
 * then the check digit.
 */
export function validateRut(value: string): Validation {
  const rut = normalizeRut(value);
  if (rut === '') return invalid('validation.required', { name: 'RUT' });
  if (!/^\d{12}$/.test(rut)) return invalid('validation.invalidRut');
  const registration = Number(rut.slice(0, 2));
  if (registration < 1 || registration > 22 || rut.slice(2, 8) === '000000' || rut.slice(8, 11) !== '001') {
    return invalid('validation.invalidRut');
  }
  if (rutCheckDigit(rut.slice(0, 11)) !== rut.slice(11)) return invalid('validation.invalidRut');
  return valid(rut);
}

/** '211003420017' → '21-100342-001-7'. */
export function formatRut(value: string): string {
  return printedInGroups(normalizeRut(value), [2, 6, 3, 1], '-');
}

export const RUT = idRules({ validate: validateRut, normalize: normalizeRut, format: formatRut });

export const isValidRut = RUT.isValid;
export const rutSchema = RUT.schema;
