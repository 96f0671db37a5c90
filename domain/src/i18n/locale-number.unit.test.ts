import { formatLocaleDecimal, numberSeparators, readLocaleDecimal } from './locale-number';

describe('numbers typed the way people in each language write them', () => {
  it('pt-BR and es group with dots and decimal with a comma; en the other way round', () => {
    expect(numberSeparators('pt-BR')).toEqual({ decimal: ',', group: '.' });
    expect(numberSeparators('es')).toEqual({ decimal: ',', group: '.' });
    expect(numberSeparators('en')).toEqual({ decimal: '.', group: ',' });
  });

  it.each([
    ['pt-BR', '1.250,50', '1250.50'],
    ['es', '1.250,50', '1250.50'],
    ['en', '1,250.50', '1250.50'],
    ['pt-BR', '1250,50', '1250.50'],
    ['pt-BR', '1250.50', '1250.50'],
    ['es', '3500,00', '3500.00'],
    ['en', '1250,50', '1250.50'],
    ['pt-BR', '18.650', '18650'],
    ['es', '18.650', '18650'],
    ['en', '18,650', '18650'],
    ['pt-BR', '5,42', '5.42'],
    ['pt-BR', ' 1 250,50 ', '1250.50'],
    ['pt-BR', '1.250.000', '1250000'],
    ['pt-BR', '0012', '12'],
    ['pt-BR', ',5', '0.5'],
    ['pt-BR', '-3', '-3'],
    ['pt-BR', '18,650', '18.65'],
    ['en', '18.650', '18.65'],
    ['pt-BR', '5,4200', '5.42'],
    ['pt-BR', '0,125', '0.125'],
    ['es', '3500,00', '3500.00'],
    // Pasted from a document with its currency.
    ['pt-BR', 'R$ 12.345,67', '12345.67'],
    ['es', '1.500 USD', '1500'],
    ['en', 'US$1,250.50', '1250.50'],
  ] as const)('%s reads "%s" as %s', (locale, typed, canonical) => {
    expect(readLocaleDecimal(typed, locale)).toBe(canonical);
  });

  it.each([
    ['pt-BR', 'abc'],
    ['pt-BR', ''],
    ['pt-BR', '1,250,50'],
    ['pt-BR', '12.50,3'],
    ['en', '1.250.50'],
    ['pt-BR', '1.2.3'],
    ['pt-BR', '.'],
    // Letters are no digits: read without them, each would be an amount nobody meant.
    ['es', '34 mil'],
    ['es', '32.000,OO'],
    ['pt-BR', '1.25O,50'],
    ['pt-BR', 'R$ 34 mil'],
  ] as const)('%s refuses "%s"', (locale, typed) => {
    expect(readLocaleDecimal(typed, locale)).toBeNull();
  });

  it('shows canonical values back grouped, with the decimals asked for', () => {
    expect(formatLocaleDecimal('1250.5', 'pt-BR', 2)).toBe('1.250,50');
    expect(formatLocaleDecimal('1250.5', 'es', 2)).toBe('1.250,50');
    expect(formatLocaleDecimal('1250.5', 'en', 2)).toBe('1,250.50');
    expect(formatLocaleDecimal('1500000', 'pt-BR')).toBe('1.500.000');
    expect(formatLocaleDecimal('-3.125', 'en')).toBe('-3.125');
  });
});
