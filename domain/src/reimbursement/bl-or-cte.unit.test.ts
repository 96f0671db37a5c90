import { translate } from '../i18n/translate';
import { cteAccessKeyCheckDigit } from '../validators/cte';
import { validateBlOrCte } from './submission';

// A CT-e issued in São Paulo (35) in November 2026, model 57, with its mod-11 check digit.
const FIRST_43 = '3526111234567800019957001000000001100000000';
const KEY = FIRST_43 + cteAccessKeyCheckDigit(FIRST_43);
const WRONG_DIGIT = FIRST_43 + String((Number(cteAccessKeyCheckDigit(FIRST_43)) + 1) % 10);

describe('the "BL or CT-e" field of a reimbursement request', () => {
  it.each([
    ['a bill of lading with dashes', 'CAZ-SSZ-BUE-004512', 'CAZ-SSZ-BUE-004512'],
    ['a bill of lading with a slash', 'MSCU/240012345', 'MSCU/240012345'],
    ['a CT-e access key', KEY, KEY],
    ['a CT-e access key as printed on the DACTE', KEY.replace(/(.{4})/g, '$1 ').trim(), KEY],
    ['a CT-e number too short for a bill of lading', '045', '45'],
  ])('takes %s', (_what, typed, stored) => {
    expect(validateBlOrCte(typed)).toEqual({ ok: true, value: stored });
  });

  it('names a 44-digit key with a wrong check digit as a wrong CT-e key, not a wrong bill of lading', () => {
    expect(validateBlOrCte(WRONG_DIGIT)).toMatchObject({ ok: false, error: 'validation.invalidCteKey' });
  });

  it('says what it takes when it is neither, in each language', () => {
    const refused = validateBlOrCte('CAZ--SSZ!');
    expect(refused).toMatchObject({ ok: false, error: 'validation.invalidBlOrCte' });
    if (refused.ok) return;
    expect(translate('pt-BR', refused.error)).toContain('44 dígitos');
    expect(translate('es', refused.error)).toContain('clave de acceso del CT-e');
    expect(translate('en', refused.error)).toContain('CT-e access key');
  });
});
