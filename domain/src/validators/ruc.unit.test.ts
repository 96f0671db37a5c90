import * as fc from 'fast-check';
import { completedBasesAreValid, digitTypo, withDigitTypo } from '../testing/digit-typo';
import { itReadsEachIdCase } from '../testing/case-files';
import cases from './ruc.cases.json';
import { RUC, formatRuc, isValidRuc, rucCheckDigit } from './ruc';

describe('Paraguayan RUC', () => {
  itReadsEachIdCase(RUC, { ok: false, error: 'validation.invalidRuc' }, cases);

  describe('properties', () => {
    const base = fc.stringMatching(/^[1-9]\d{0,7}$/);

    it('any base with its computed digit is valid and survives formatting', () => {
      fc.assert(
        completedBasesAreValid({ base, checkDigit: rucCheckDigit, isValid: isValidRuc }, [formatRuc]),
      );
    });

    it('a changed digit is caught when the check digit is not 0', () => {
      fc.assert(
        fc.property(base, fc.nat(), digitTypo, (b, at, delta) => {
          const ruc = b + rucCheckDigit(b);
          const index = at % ruc.length;
          // Remainders 0 and 1 both give 0: a base moving between them keeps the same digit.
          fc.pre(ruc.endsWith('0') === false);
          const mutated = withDigitTypo(ruc, index, delta);
          fc.pre(!/^0+$/.test(mutated.slice(0, -1)));
          return !isValidRuc(mutated);
        }),
      );
    });
  });
});
