import { itRefusesEachCaseWith, itStoresEachCase } from '../testing/case-files';
import { issueInEachLanguage } from '../testing/validation-cases';
import cases from './phone.cases.json';
import { phoneSchema, validatePhone } from './phone';

describe('validatePhone', () => {
  itStoresEachCase('$country $typed is stored as $stored', validatePhone, cases.stored);

  it('stores a number in a form that reads back as itself', () => {
    const stored = validatePhone('BR', '(11) 98765-4321');
    expect(stored.ok && validatePhone('BR', stored.value)).toEqual(stored);
  });

  itRefusesEachCaseWith('$typed is not a phone in $country', validatePhone, cases.refused);

  it('says what a number looks like in the person’s language, with the country’s example', () => {
    const result = phoneSchema('AR').safeParse('abc');
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issueInEachLanguage(issue, { 'pt-BR': 'telefone', es: 'teléfono', en: 'phone' })).toEqual({
      'pt-BR': expect.stringContaining('O campo telefone não é um telefone válido'),
      es: 'El campo teléfono no es un teléfono válido; use código de área y número, por ejemplo +54 9 11 2345-6789, o +código de país',
      en: expect.stringContaining('The phone field is not a valid phone number'),
    });
  });
});
