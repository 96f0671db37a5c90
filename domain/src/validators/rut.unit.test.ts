import * as fc from 'fast-check';
import { completedBasesAreValid, typosAreCaught } from '../testing/digit-typo';
import { itReadsEachIdCase } from '../testing/case-files';
import cases from './rut.cases.json';
import { RUT, formatRut, isValidRut, rutCheckDigit } from './rut';

describe('Uruguayan RUT', () => {
  itReadsEachIdCase(RUT, { ok: false, error: 'validation.invalidRut' }, cases);

  describe('properties', () => {
    const base = fc
      .tuple(
        fc.integer({ min: 1, max: 22 }),
        fc.stringMatching(/^\d{6}$/).filter((s) => s !== '000000'),
      )
      .map(([registration, sequence]) => `${String(registration).padStart(2, '0')}${sequence}001`)
      .filter((b) => rutCheckDigit(b) !== undefined);
    const rut = { base, checkDigit: rutCheckDigit, isValid: isValidRut };

    it('any well-formed base with its check digit is valid', () => {
      fc.assert(completedBasesAreValid(rut, [formatRut]));
    });

    it('a changed digit is always caught', () => {
      fc.assert(typosAreCaught(rut, { min: 0, max: 11 }));
    });
  });
});
