import { invalid, valid, type Validation } from './validation';
import { idRules } from './id-rules';
import { printedInGroups } from './printed-groups';

// Owner code (3 letters), equipment category (U freight container, J detachable equipment,
// Z trailer or chassis), 6-digit serial, check digit.
const CONTAINER_PATTERN = /^[A-Z]{3}[UJZ]\d{6}\d$/;
const PREFIX_PATTERN = /^[A-Z]{3}[UJZ]\d{6}$/;

/** Letter values start at A = 10 and skip 11, 22 and 33, the multiples of the modulus. */
const LETTER_VALUES: ReadonlyMap<string, number> = (() => {
  const values = new Map<string, number>();
  let value = 10;
  for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (value % 11 === 0) value++;
    values.set(letter, value++);
  }
  return values;
})();

/** A container number as printed ("CAZU 123456-0", "csqu.305438/3") → "CAZU1234560". */
export function normalizeContainerNumber(value: string): string {
  return value.replace(/[\s./-]/g, '').toUpperCase();
}

const NUMBER_LENGTH = 11;

/**
 * The container numbers in a list as people type it: separated by commas, semicolons, new lines
 * or spaces, each number as printed on the doors or the bill of lading, with spaces and a dash
 * before the check digit ("CAZU 123456-0, MSCU1234566"). A number begins with its owner code's
 * letters, and the digits after them are its own, so the spaces inside a number do not split it.
 * Each number comes out normalized; the check digit is the schema's to verify.
 */
export function splitContainerNumbers(text: string): string[] {
  const numbers: string[] = [];
  for (const item of text.split(/[,;\n]+/)) {
    let current: string | null = null;
    for (const part of item.trim().split(/\s+/).filter(Boolean)) {
      const normalized = normalizeContainerNumber(part);
      // The serial and check digit continue the number begun with the owner code, until it is whole.
      const continues = current !== null && /^\d/.test(normalized) && current.length < NUMBER_LENGTH;
      if (continues) numbers[numbers.length - 1] = current = current + normalized;
      else if (normalized) numbers.push((current = normalized));
    }
  }
  return numbers;
}

/** The check digit for the first 10 characters: Σ value × 2^position, mod 11, and 10 written as 0. */
export function containerCheckDigit(prefix: string): string {
  if (!PREFIX_PATTERN.test(prefix)) throw new RangeError(`not a container number prefix: ${prefix}`);
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const char = prefix.charAt(i);
    sum += (LETTER_VALUES.get(char) ?? Number(char)) * 2 ** i;
  }
  return String((sum % 11) % 10);
}

export function validateContainerNumber(value: string): Validation {
  const number = normalizeContainerNumber(value);
  if (number === '') return invalid('validation.required', { name: 'container' });
  // The message names the number: in a list of containers typed in one field, it says which.
  if (!CONTAINER_PATTERN.test(number)) return invalid('validation.invalidContainerNumber', { number });
  if (containerCheckDigit(number.slice(0, 10)) !== number.slice(10))
    return invalid('validation.invalidContainerNumber', { number });
  return valid(number);
}

/** 'CSQU3054383' → 'CSQU 305438 3', the way it is painted on the container doors. */
export function formatContainerNumber(value: string): string {
  return printedInGroups(normalizeContainerNumber(value), [4, 6, 1], ' ');
}

export const CONTAINER_NUMBER = idRules({
  validate: validateContainerNumber,
  normalize: normalizeContainerNumber,
  format: formatContainerNumber,
});

export const isValidContainerNumber = CONTAINER_NUMBER.isValid;
export const containerNumberSchema = CONTAINER_NUMBER.schema;
