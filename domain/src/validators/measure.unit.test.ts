import { issueInEachLanguage, itRefuses, itStores, refusalInEachLanguage } from '../testing/validation-cases';
import { parseQuantity, parseWeight, weightSchema } from './measure';

/** The field the messages name, as each language calls it. */
const manifestedWeight = { 'pt-BR': 'peso manifestado', es: 'peso manifestado', en: 'manifested weight' };

describe('weights and quantities', () => {
  itStores('weight "%s" → %s', parseWeight, [
    ['18650', '18650'],
    ['18650,5', '18650.5'],
    ['18,65', '18.65'],
    ['18.65', '18.65'],
    ['18,650', '18.65'],
    ['18.650,5', '18650.5'],
    ['1,250.50', '1250.5'],
    ['0018650', '18650'],
    ['0', '0'],
    // Two or more groups alone are thousands, however they are grouped: 1 250 000 kg.
    ['1.250.000', '1250000'],
    ['1,250,000', '1250000'],
    ['21.000.000', '21000000'],
  ]);

  it('never stores "18.650" as 18.65: a dot before three digits is ambiguous', () => {
    expect(parseWeight('18.650')).toEqual({
      ok: false,
      error: 'validation.number.ambiguous',
      params: { value: '18.650', whole: '18650', decimal: '18,65' },
    });
    expect(parseQuantity('1.250')).toMatchObject({ ok: false, error: 'validation.number.ambiguous' });
  });

  itRefuses('"%s" → %s', parseWeight, [
    ['1.250.50', 'validation.number.invalid'],
    ['1.25,50', 'validation.number.invalid'],
    ['1,250,50', 'validation.number.invalid'],
    ['1.250.000,5.5', 'validation.number.invalid'],
    ['1.250.00', 'validation.number.invalid'],
    ['18 650', 'validation.number.invalid'],
    ['abc', 'validation.number.invalid'],
    ['1e3', 'validation.number.invalid'],
    ['-5', 'validation.number.negative'],
    ['1,005', 'validation.number.tooManyDecimals'],
    ['123456789012', 'validation.number.tooLarge'],
    ['', 'validation.required'],
  ]);

  it('refuses a quantity of zero but not an empty container’s weight', () => {
    expect(parseQuantity('0,00')).toMatchObject({ ok: false, error: 'validation.number.notPositive' });
    expect(parseWeight('0,00')).toEqual({ ok: true, value: '0' });
  });

  it('stores a form that reads back as itself', () => {
    for (const typed of ['18650', '18,5', '0,75', '12345678901,99']) {
      const once = parseWeight(typed);
      expect(once.ok && parseWeight(once.value)).toEqual(once);
    }
  });

  it('says which form is expected, naming the field, in pt-BR, es and en', () => {
    const result = weightSchema.safeParse('18.650');
    const issue = result.error!.issues[0]!;
    expect(issueInEachLanguage(issue, manifestedWeight)).toEqual({
      'pt-BR':
        'O campo peso manifestado está ambíguo: "18.650" pode ser 18650 ou 18,65. Escreva sem ponto de milhar (18650) ou com vírgula decimal (18,65)',
      es: 'El campo peso manifestado es ambiguo: "18.650" puede ser 18650 o 18,65. Escríbalo sin punto de miles (18650) o con coma decimal (18,65)',
      en: expect.stringContaining('The manifested weight field is ambiguous'),
    });
  });
});

describe('the message for what is no number says what is accepted', () => {
  it('a decimal comma, with or without thousands groups, in pt-BR, es and en', () => {
    const result = parseWeight('18 650');
    expect(refusalInEachLanguage(result, manifestedWeight)).toEqual({
      'pt-BR':
        'O campo peso manifestado deve ser um número com vírgula decimal, por exemplo 1250,50 ou 1.250,50',
      es: 'El campo peso manifestado debe ser un número con coma decimal, por ejemplo 1250,50 o 1.250,50',
      en: 'The manifested weight field must be a number with a decimal point or comma, for example 1250.50, 1250,50 or 1,250.50',
    });
  });
});

describe('what cannot be a thousands group is read as a decimal', () => {
  itStores('"%s" → %s', parseWeight, [
    ['21000.000', '21000'],
    ['1250.500', '1250.5'],
    ['0.500', '0.5'],
  ]);
});
