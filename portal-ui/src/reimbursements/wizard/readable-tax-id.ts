import type { OfficeCountry } from '@claims/domain/codes/offices';
import { displayTaxId, validateTaxId } from '@claims/domain/validators/tax-id';

/**
 * A tax id as people write it in its country ("43.219.876/0001-36"), when it is a valid one;
 * anything else is left as typed, so the person can still see and mend what they wrote.
 */
export function readableTaxId(country: OfficeCountry, typed: string): string {
  return typed && validateTaxId(country, typed).ok ? displayTaxId(country, typed) : typed;
}
