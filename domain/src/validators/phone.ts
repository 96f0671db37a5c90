import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { OfficeCountry } from '../codes/offices';
import { invalid, valid, validatedString, type Validation } from './validation';

// What people put in a phone number besides digits; anything else ("abc", "ramal 3") is no number.
const PHONE_CHARACTERS = /^\+?[\d\s().\-/]+$/;

/**
 * A telephone typed as people in our countries write it ("(11) 98765-4321", "0981 123 456",
 * "+54 9 11 2345-6789"): national numbers are read in `country` first, then in our other
 * countries, a leading + in any country. A Brazilian exporter may give its own contact's
 * "(11) 98765-4321" for goods at the Argentine office: no Argentine number is written so, so it
 * is read as Brazilian, while "11 4567-8901", a number in both, stays Argentine there.
 * Stored in the international format ("+55 11 98765 4321"), which reads the same everywhere and
 * parses back to itself. The metadata is libphonenumber's, so lengths and area codes are right.
 * A refusal gives `country`'s example.
 */
export function validatePhone(country: OfficeCountry, input: string): Validation {
  const text = input.trim();
  if (text === '') return invalid('validation.required');
  const refused = invalid('validation.phone.invalid', { example: PHONE_EXAMPLES[country] });
  if (!PHONE_CHARACTERS.test(text) || text.replace(/\D/g, '').length > 17) return refused;
  for (const reading of [country, ...COUNTRIES.filter((c) => c !== country)]) {
    const phone = parsePhoneNumberFromString(text, reading);
    if (phone?.isValid()) return valid(phone.formatInternational());
  }
  return refused;
}

const COUNTRIES: readonly OfficeCountry[] = ['AR', 'BR', 'PY', 'UY'];

const PHONE_EXAMPLES: Record<OfficeCountry, string> = {
  AR: '+54 9 11 2345-6789',
  BR: '(11) 98765-4321',
  PY: '0981 123 456',
  UY: '099 123 456',
};

export function phoneSchema(country: OfficeCountry) {
  return validatedString((value) => validatePhone(country, value));
}
