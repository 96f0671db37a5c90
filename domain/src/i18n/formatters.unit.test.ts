import { inTimeZone } from '../testing/time-zone';
import { formatters } from './formatters';

// 13:05 UTC: the time zone is pinned so the figures do not depend on the machine running the test.
const at = '2026-11-23T13:05:00Z';
inTimeZone('UTC');

describe('dates and times shown in both UIs', () => {
  it.each([
    ['pt-BR', '23/11/2026, 13:05'],
    ['es', '23/11/2026, 13:05'],
    ['en', '23/11/2026, 13:05'],
  ])('in %s read day first, with the whole year and a 24-hour clock: %s', (locale, shown) => {
    expect(formatters(locale).dateTime(at)).toBe(shown);
  });

  it.each(['pt-BR', 'es', 'en'])('in %s show a calendar day as dd/mm/aaaa', (locale) => {
    expect(formatters(locale).day('2026-03-05')).toBe('05/03/2026');
    expect(formatters(locale).date(at)).toBe('23/11/2026');
  });
});

describe('file sizes shown in both UIs', () => {
  it.each([
    ['pt-BR', '606 bytes', '1,50 KB'],
    ['es', '606 bytes', '1,50 KB'],
    ['en', '606 bytes', '1.50 KB'],
  ])('in %s read as the portal writes them: %s, %s', (locale, bytes, kilobytes) => {
    expect(formatters(locale).fileSize(606)).toBe(bytes);
    expect(formatters(locale).fileSize(1536)).toBe(kilobytes);
  });
});

describe('what has no value', () => {
  it("is empty in the console's fields and a dash in the portal's cards", () => {
    expect(formatters('es').money(null, 'ARS')).toBe('');
    expect(formatters('es', '—').money('', 'ARS')).toBe('—');
    expect(formatters('pt-BR', '—').officeDay(null, 'BUE')).toBe('—');
  });

  it('keeps a decimal string exact, beyond what a float holds', () => {
    expect(formatters('pt-BR').money('12345678901234.56', 'BRL')).toBe('R$\u00a012.345.678.901.234,56');
  });
});

describe("the console dashboard's figures", () => {
  it.each([
    ['pt-BR', '88%', '100%'],
    ['es', '88\u00a0%', '100\u00a0%'],
    ['en', '88%', '100%'],
  ])('in %s read a share as a whole percentage: %s', (locale, share, all) => {
    expect(formatters(locale).percent(0.875)).toBe(share);
    expect(formatters(locale).percent(1)).toBe(all);
  });

  it('shows a dash for a share there is nothing to measure by', () => {
    expect(formatters('pt-BR', '—').percent(null)).toBe('—');
  });

  it.each([
    ['pt-BR', 'R$\u00a03.500', 'R$\u00a01.234.568'],
    ['es', '3.500\u00a0BRL', '1.234.568\u00a0BRL'],
    ['en', 'R$3,500', 'R$1,234,568'],
  ])('in %s write amounts in whole reais, grouped as every amount: %s', (locale, thousands, millions) => {
    expect(formatters(locale).wholeMoney(3500, 'BRL')).toBe(thousands);
    expect(formatters(locale).wholeMoney(1234567.89, 'BRL')).toBe(millions);
  });

  it.each([
    ['pt-BR', 'set. de 2026', 'mai. de 2026'],
    ['es', 'sept 2026', 'may 2026'],
    ['en', 'Sep 2026', 'May 2026'],
  ])('in %s name a month as the reader does, never as the raw "2026-09": %s', (locale, september, may) => {
    expect(formatters(locale).month('2026-09')).toBe(september);
    expect(formatters(locale).month('2026-05')).toBe(may);
    expect(formatters(locale).month('nonsense')).toBe('nonsense');
  });

  // Moved from admin-ui's month-label.unit.test.ts with the function it tested.
  it('names a month as the reader does, never as the raw "2026-11"', () => {
    const monthLabel = (month: string, locale: string) => formatters(locale).month(month);
    expect(monthLabel('2026-11', 'pt-BR')).toMatch(/^nov\.? de 2026$/);
    expect(monthLabel('2026-02', 'es')).toMatch(/^feb\.? 2026$/);
    expect(monthLabel('2026-05', 'en')).toBe('May 2026');
    expect(monthLabel('nonsense', 'en')).toBe('nonsense');
  });
});

describe("the workflow history's timers", () => {
  it.each([
    ['pt-BR', '1 dia', '2,5 horas', '30 segundos'],
    ['es', '1 día', '2,5 horas', '30 segundos'],
    ['en', '1 day', '2.5 hours', '30 seconds'],
  ])('in %s say a duration in words: %s, %s, %s', (locale, day, hours, seconds) => {
    expect(formatters(locale).duration(1, 'day')).toBe(day);
    expect(formatters(locale).duration(2.5, 'hour')).toBe(hours);
    expect(formatters(locale).duration(30, 'second')).toBe(seconds);
  });
});
