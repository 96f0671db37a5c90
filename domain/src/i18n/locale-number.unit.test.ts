import cases from './locale-number.cases.json';
import { formatLocaleDecimal, numberSeparators, readLocaleDecimal } from './locale-number';
import type { Locale } from './locales';

describe('numbers typed the way people in each language write them', () => {
  it('pt-BR and es group with dots and decimal with a comma; en the other way round', () => {
    expect(numberSeparators('pt-BR')).toEqual({ decimal: ',', group: '.' });
    expect(numberSeparators('es')).toEqual({ decimal: ',', group: '.' });
    expect(numberSeparators('en')).toEqual({ decimal: '.', group: ',' });
  });

  it.each(cases.read)('$locale reads "$typed" as $read', ({ locale, typed, read }) => {
    expect(readLocaleDecimal(typed, locale as Locale)).toBe(read);
  });

  it.each(cases.refused)('$locale refuses "$typed"', ({ locale, typed }) => {
    expect(readLocaleDecimal(typed, locale as Locale)).toBeNull();
  });

  it('shows canonical values back grouped, with the decimals asked for', () => {
    expect(formatLocaleDecimal('1250.5', 'pt-BR', 2)).toBe('1.250,50');
    expect(formatLocaleDecimal('1250.5', 'es', 2)).toBe('1.250,50');
    expect(formatLocaleDecimal('1250.5', 'en', 2)).toBe('1,250.50');
    expect(formatLocaleDecimal('1500000', 'pt-BR')).toBe('1.500.000');
    expect(formatLocaleDecimal('-3.125', 'en')).toBe('-3.125');
  });
});
