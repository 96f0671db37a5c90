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
