import * as fc from 'fast-check';
import { typosAreCaught } from '../testing/digit-typo';
import { itReadsEachIdCase } from '../testing/case-files';
import cases from './cnpj.cases.json';
import {
  CNPJ,
  cnpjCheckDigits,
  cnpjSchema,
  formatCnpj,
  isAlphanumericCnpj,
  isValidCnpj,
  normalizeCnpj,
  validateCnpj,
} from './cnpj';

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const value = (char: string) => char.charCodeAt(0) - 48;

describe('CNPJ', () => {
  itReadsEachIdCase(CNPJ, { ok: false, error: 'validation.invalidCnpj' }, cases);

  it('asks for the field when empty', () => {
    expect(validateCnpj('  ')).toMatchObject({ ok: false, error: 'validation.required' });
  });

  it('tells an alphanumeric CNPJ from a numeric one', () => {
    expect(isAlphanumericCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isAlphanumericCnpj('33.000.167/0001-01')).toBe(false);
  });

  it('schema carries the catalogue key', () => {
    const result = cnpjSchema.safeParse('12.ABC.345/01DE-36');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.invalidCnpj');
    expect(cnpjSchema.safeParse(undefined).error?.issues[0]?.message).toBe('validation.required');
  });

  describe('properties', () => {
    const base = fc.stringMatching(/^[0-9A-Z]{12}$/).filter((b) => !/^(.)\1*$/.test(b));

    it('any base with its computed check digits is valid, punctuated or not', () => {
      fc.assert(
        fc.property(base, (b) => {
          const cnpj = b + cnpjCheckDigits(b);
          return (
            isValidCnpj(cnpj) && isValidCnpj(formatCnpj(cnpj)) && normalizeCnpj(formatCnpj(cnpj)) === cnpj
          );
        }),
      );
    });

    it('a changed check digit is always caught', () => {
      fc.assert(
        typosAreCaught({ base, checkDigit: cnpjCheckDigits, isValid: isValidCnpj }, { min: 12, max: 13 }),
      );
    });

    it('a changed base character is caught outside the known mod-11 blind spots', () => {
      fc.assert(
        fc.property(
          base,
          fc.integer({ min: 0, max: 11 }),
          fc.constantFrom(...ALPHANUMERIC),
          (b, index, char) => {
            const digits = cnpjCheckDigits(b);
            const delta = value(char) - value(b.charAt(index));
            // Mod 11 cannot see a change by a multiple of 11 (possible with letters: '6' → 'A'),
            // nor tell remainders 0 and 1 apart, which both give the digit 0.
            fc.pre(delta % 11 !== 0 && digits[0] !== '0');
            return !isValidCnpj(b.slice(0, index) + char + b.slice(index + 1) + digits);
          },
        ),
      );
    });
  });
});
