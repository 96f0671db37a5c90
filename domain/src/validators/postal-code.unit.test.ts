import { itRefuses, itStores, refusalInEachLanguage } from '../testing/validation-cases';
import { validatePostalCode } from './postal-code';

describe('validatePostalCode', () => {
  itStores('%s "%s" → %s', validatePostalCode, [
    ['BR', '01310-100', '01310-100'],
    ['BR', '01310100', '01310-100'],
    ['BR', ' 01310 100 ', '01310-100'],
    ['AR', 'c1043aaz', 'C1043AAZ'],
    ['AR', '1043', '1043'],
    ['PY', '001209', '001209'],
    ['PY', '1209', '1209'],
    ['UY', '11000', '11000'],
  ]);

  itRefuses('%s "%s" is refused with the country’s example', validatePostalCode, [
    ['BR', '1310-100', 'validation.postalCode.invalid'],
    ['BR', 'ABCDE-FGH', 'validation.postalCode.invalid'],
    ['AR', 'C1043AA', 'validation.postalCode.invalid'],
    ['UY', '1100', 'validation.postalCode.invalid'],
  ]);

  it('tells the person the form expected, in each language', () => {
    const result = validatePostalCode('BR', '123');
    const names = { 'pt-BR': 'CEP', es: 'código postal', en: 'postal code' };
    expect(refusalInEachLanguage(result, names)).toEqual({
      'pt-BR': 'O campo CEP não é um código postal válido, por exemplo 01310-100',
      es: 'El campo código postal no es un código postal válido, por ejemplo 01310-100',
      en: 'The postal code field is not a valid postal code, for example 01310-100',
    });
  });
});
