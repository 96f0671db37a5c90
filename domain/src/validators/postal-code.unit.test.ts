import { translate } from '../i18n/translate';
import { validatePostalCode } from './postal-code';

describe('validatePostalCode', () => {
  it.each([
    ['BR', '01310-100', '01310-100'],
    ['BR', '01310100', '01310-100'],
    ['BR', ' 01310 100 ', '01310-100'],
    ['AR', 'c1043aaz', 'C1043AAZ'],
    ['AR', '1043', '1043'],
    ['PY', '001209', '001209'],
    ['PY', '1209', '1209'],
    ['UY', '11000', '11000'],
  ] as const)('%s "%s" → %s', (country, typed, stored) => {
    expect(validatePostalCode(country, typed)).toEqual({ ok: true, value: stored });
  });

  it.each([
    ['BR', '1310-100'],
    ['BR', 'ABCDE-FGH'],
    ['AR', 'C1043AA'],
    ['UY', '1100'],
  ] as const)('%s "%s" is refused with the country’s example', (country, typed) => {
    const result = validatePostalCode(country, typed);
    expect(result).toMatchObject({ ok: false, error: 'validation.postalCode.invalid' });
  });

  it('tells the person the form expected, in each language', () => {
    const result = validatePostalCode('BR', '123');
    if (result.ok) throw new Error('accepted');
    expect(translate('pt-BR', result.error, { ...result.params, name: 'CEP' })).toBe(
      'O campo CEP não é um código postal válido, por exemplo 01310-100',
    );
    expect(translate('es', result.error, { ...result.params, name: 'código postal' })).toBe(
      'El campo código postal no es un código postal válido, por ejemplo 01310-100',
    );
    expect(translate('en', result.error, { ...result.params, name: 'postal code' })).toBe(
      'The postal code field is not a valid postal code, for example 01310-100',
    );
  });
});
