import * as fc from 'fast-check';
import { completedBasesAreValid, typosAreCaught } from '../testing/digit-typo';
import { itRefusesEach, itStores } from '../testing/validation-cases';
import {
  cteAccessKeyCheckDigit,
  cteAccessKeySchema,
  cteNumberSchema,
  formatCteAccessKey,
  isValidCteAccessKey,
  validateCteAccessKey,
  validateCteNumber,
} from './cte';

// São Paulo (35), May 2024, Petrobras's CNPJ, model 57, series 001, CT-e 12345, normal emission.
const KEY = '35240533000167000101570010000123451123456783';
// Rio Grande do Sul (43), July 2026, the alphanumeric example CNPJ 12.ABC.345/01DE-35.
const ALPHANUMERIC_KEY = '43260712ABC34501DE35570010000000421876543210';

describe('CT-e access key', () => {
  it('accepts valid keys, bare or as printed on the DACTE', () => {
    expect(isValidCteAccessKey(KEY)).toBe(true);
    expect(isValidCteAccessKey(formatCteAccessKey(KEY))).toBe(true);
    expect(formatCteAccessKey(KEY)).toBe('3524 0533 0001 6700 0101 5700 1000 0123 4511 2345 6783');
    expect(isValidCteAccessKey(ALPHANUMERIC_KEY)).toBe(true);
  });

  itRefusesEach('rejects %s (%s)', validateCteAccessKey, { ok: false, error: 'validation.invalidCteKey' }, [
    [KEY.slice(0, 43) + '4', 'wrong check digit'],
    [KEY.slice(0, 43), '43 digits'],
    ['99' + KEY.slice(2), 'an unknown state code'],
    [KEY.slice(0, 4) + '13' + KEY.slice(6), 'month 13'],
    [KEY.slice(0, 20) + '55' + KEY.slice(22), 'model 55 is an NF-e, not a CT-e'],
  ]);

  it('schema strips the DACTE spacing', () => {
    expect(cteAccessKeySchema.parse(formatCteAccessKey(KEY))).toBe(KEY);
  });

  describe('properties', () => {
    const first43 = fc
      .tuple(
        fc.constantFrom('11', '23', '29', '31', '33', '35', '41', '42', '43', '52'),
        fc.stringMatching(/^\d{2}(0[1-9]|1[0-2])$/),
        fc.stringMatching(/^\d{14}$/),
        fc.stringMatching(/^\d{21}$/),
      )
      .map(([uf, yymm, cnpj, rest]) => `${uf}${yymm}${cnpj}57${rest}`);
    const accessKey = { base: first43, checkDigit: cteAccessKeyCheckDigit, isValid: isValidCteAccessKey };

    it('any well-formed key with its computed check digit is valid', () => {
      fc.assert(completedBasesAreValid(accessKey));
    });

    it('a changed number or code digit is caught when the check digit is not 0', () => {
      fc.assert(typosAreCaught(accessKey, { min: 22, max: 42 }, (key) => key.endsWith('0')));
    });
  });
});

describe('CT-e number', () => {
  itStores('accepts %s', validateCteNumber, [
    ['1', '1'],
    ['123456789', '123456789'],
    ['000012345', '12345'],
  ]);

  itRefusesEach('rejects %s', validateCteNumber, { ok: false, error: 'validation.invalidCteNumber' }, [
    ['0'],
    ['000000000'],
    ['1234567890'],
    ['12A'],
    ['-5'],
  ]);

  it('schema asks for a missing number', () => {
    expect(cteNumberSchema.safeParse('').error?.issues[0]?.message).toBe('validation.required');
  });
});
