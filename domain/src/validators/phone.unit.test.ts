import { issueInEachLanguage, itRefuses, itStores } from '../testing/validation-cases';
import { phoneSchema, validatePhone } from './phone';

describe('validatePhone', () => {
  itStores('%s "%s" is stored as %s', validatePhone, [
    ['BR', '(11) 98765-4321', '+55 11 98765 4321'],
    ['BR', '+55 13 99999-0000', '+55 13 99999 0000'],
    ['BR', '11 3333 4444', '+55 11 3333 4444'],
    ['AR', '011 15 2345-6789', '+54 9 11 2345 6789'],
    ['AR', '+54 9 11 2345-6789', '+54 9 11 2345 6789'],
    ['PY', '0981 123 456', '+595 981 123456'],
    ['UY', '099 123 456', '+598 99 123 456'],
    // A foreign number with its country code is taken in any office.
    ['AR', '+55 11 98765 4321', '+55 11 98765 4321'],
  ]);

  it('stores a number in a form that reads back as itself', () => {
    const stored = validatePhone('BR', '(11) 98765-4321');
    expect(stored.ok && validatePhone('BR', stored.value)).toEqual(stored);
  });

  const inBrazil = (typed: string) => validatePhone('BR', typed);
  itRefuses('"%s" is not a phone', inBrazil, [
    ['abc', 'validation.phone.invalid'],
    ['123', 'validation.phone.invalid'],
    ['11 9876', 'validation.phone.invalid'],
    ['ramal 3', 'validation.phone.invalid'],
    ['+55 11 98765-4321 ext 2', 'validation.phone.invalid'],
    ['1'.repeat(30), 'validation.phone.invalid'],
  ]);

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
