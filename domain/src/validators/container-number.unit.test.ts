import * as fc from 'fast-check';
import { completedBasesAreValid, typosAreCaught } from '../testing/digit-typo';
import { itReadsEachIdCase } from '../testing/case-files';
import cases from './container-number.cases.json';
import {
  CONTAINER_NUMBER,
  containerCheckDigit,
  containerNumberSchema,
  isValidContainerNumber,
  splitContainerNumbers,
  validateContainerNumber,
} from './container-number';

const letterValue = (letter: string) => {
  const raw = letter.charCodeAt(0) - 55; // A = 10 before skipping 11, 22 and 33
  return raw + (raw >= 11 ? 1 : 0) + (raw >= 21 ? 1 : 0) + (raw >= 31 ? 1 : 0);
};

describe('ISO 6346 container number', () => {
  itReadsEachIdCase(
    CONTAINER_NUMBER,
    // The refusal names the number: in a list of containers typed in one field, it says which.
    (number) => ({ ok: false, error: 'validation.invalidContainerNumber', params: { number } }),
    cases,
  );

  it('writes a remainder of 10 as 0', () => {
    // TCNU442671 sums to a remainder of 10 (mod 11), so its check digit is 0.
    expect(containerCheckDigit('TCNU442671')).toBe('0');
  });

  it('schema carries the catalogue key', () => {
    expect(containerNumberSchema.safeParse('CSQU3054384').error?.issues[0]?.message).toBe(
      'validation.invalidContainerNumber',
    );
  });

  it('takes a number as printed, with spaces and a dash before the check digit, still checking that digit', () => {
    expect(containerNumberSchema.parse('CAZU 123456-0')).toBe('CAZU1234560');
    expect(containerNumberSchema.parse('tclu 987654 - 3')).toBe('TCLU9876543');
    expect(validateContainerNumber('CAZU 123456-1')).toEqual({
      ok: false,
      error: 'validation.invalidContainerNumber',
      params: { number: 'CAZU1234561' },
    });
  });

  it.each([
    ['CAZU 123456-0', ['CAZU1234560']],
    ['CAZU 123456-0, TCLU 987654-3', ['CAZU1234560', 'TCLU9876543']],
    ['CSQU3054383 MSKU9070323', ['CSQU3054383', 'MSKU9070323']],
    ['CSQU 305438 3 MSKU 907032 3', ['CSQU3054383', 'MSKU9070323']],
    [' cazu 123456 - 0 ;msku9070323\ntcnu4426710 ', ['CAZU1234560', 'MSKU9070323', 'TCNU4426710']],
    // A stray number after a whole one is not glued to it: the schema names it.
    ['CSQU3054383 1234', ['CSQU3054383', '1234']],
    [' , ', []],
  ])('reads the list "%s" as %j', (typed, numbers) => {
    expect(splitContainerNumbers(typed)).toEqual(numbers);
  });

  describe('properties', () => {
    const prefix = fc.stringMatching(/^[A-Z]{3}[UJZ]\d{6}$/);
    const iso6346 = { base: prefix, checkDigit: containerCheckDigit, isValid: isValidContainerNumber };

    it('any prefix with its computed check digit is valid', () => {
      fc.assert(completedBasesAreValid(iso6346));
    });

    it('a changed serial digit is caught when the check digit is not 0', () => {
      // Remainders 0 and 10 are both written 0, the blind spot ISO 6346 warns owners about.
      fc.assert(typosAreCaught(iso6346, { min: 4, max: 10 }, (number) => number.endsWith('0')));
    });

    it('a changed owner letter is caught when the check digit is not 0', () => {
      fc.assert(
        fc.property(
          prefix,
          fc.integer({ min: 0, max: 2 }),
          fc.stringMatching(/^[A-Z]$/),
          (p, index, letter) => {
            const number = p + containerCheckDigit(p);
            // Letters 11 apart in value (A=10, K=21) weigh the same mod 11, so no check digit can see that swap.
            fc.pre(
              !number.endsWith('0') && (letterValue(letter) - letterValue(number.charAt(index))) % 11 !== 0,
            );
            return !isValidContainerNumber(number.slice(0, index) + letter + number.slice(index + 1));
          },
        ),
      );
    });
  });
});
