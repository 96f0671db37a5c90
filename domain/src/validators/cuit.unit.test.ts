import * as fc from 'fast-check';
import { completedBasesAreValid, typosAreCaught } from '../testing/digit-typo';
import { itReadsEachIdCase } from '../testing/case-files';
import cases from './cuit.cases.json';
import { CUIT, cuitCheckDigit, formatCuit, isValidCuit } from './cuit';

describe('CUIT', () => {
  itReadsEachIdCase(CUIT, { ok: false, error: 'validation.invalidCuit' }, cases);

  it('accepts 9 where the remainder would ask for 10, as older CUITs carry it', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(20|27|30)\d{8}$/), (base) => {
        fc.pre(cuitCheckDigit(base) === '9');
        return isValidCuit(base + '9');
      }),
    );
  });

  describe('properties', () => {
    const base = fc
      .tuple(fc.constantFrom('20', '23', '24', '27', '30', '33', '34'), fc.stringMatching(/^\d{8}$/))
      .map(([prefix, rest]) => prefix + rest);
    const cuit = { base, checkDigit: cuitCheckDigit, isValid: isValidCuit };

    it('any base with its computed check digit is valid', () => {
      fc.assert(completedBasesAreValid(cuit, [formatCuit]));
    });

    it('a changed digit is caught unless it hits the 9-for-10 collision', () => {
      // Remainders 1 and 2 both give 9, so mod 11 cannot separate those two bases.
      fc.assert(typosAreCaught(cuit, { min: 2, max: 10 }, (value) => value[10] === '9'));
    });
  });
});
