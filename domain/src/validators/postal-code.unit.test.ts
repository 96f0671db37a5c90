import { itRefusesEachCaseWith, itStoresEachCase } from '../testing/case-files';
import { refusalInEachLanguage } from '../testing/validation-cases';
import cases from './postal-code.cases.json';
import { validatePostalCode } from './postal-code';

describe('validatePostalCode', () => {
  itStoresEachCase('$country $typed → $stored', validatePostalCode, cases.stored);
  itRefusesEachCaseWith(
    '$country $typed is refused with the country’s example',
    validatePostalCode,
    cases.refused,
  );

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
