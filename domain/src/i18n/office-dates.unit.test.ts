import { officeDay } from '../office-time';
import { formatOfficeDay } from './office-dates';

/**
 * A deadline is the day it falls on at the case's office, whoever reads it and wherever: the
 * e-mail, the portal and the console all show that day.
 */
describe('a case’s dates on its office’s calendar', () => {
  // 02:30 UTC on 1 December is still 30 November, 23:30, in Buenos Aires and São Paulo.
  const lateEvening = '2026-12-01T02:30:00.000Z';

  it('reads an instant as the day it is at the office, not in UTC nor in the reader’s zone', () => {
    expect(officeDay(lateEvening, 'AR')).toBe('2026-11-30');
    expect(officeDay(lateEvening, 'BR')).toBe('2026-11-30');
    expect(formatOfficeDay('es', lateEvening, 'AR')).toBe('30/11/2026');
  });

  it('follows each office’s own zone: Asunción was UTC-4 in its winter of 2024', () => {
    // 03:30 UTC: 00:30 on 15 July in São Paulo, still 23:30 on 14 July in Asunción.
    expect(officeDay('2024-07-15T03:30:00Z', 'PY')).toBe('2024-07-14');
    expect(officeDay('2024-07-15T03:30:00Z', 'BR')).toBe('2024-07-15');
  });

  it('keeps a calendar day the day it is, in every zone', () => {
    expect(officeDay('2026-12-20', 'UY')).toBe('2026-12-20');
    expect(formatOfficeDay('pt-BR', '2026-12-20', 'UY')).toBe('20/12/2026');
  });

  it.each([
    ['pt-BR', '30/11/2026'],
    ['es', '30/11/2026'],
    ['en', '30/11/2026'],
  ])('writes it in %s day first with the whole year: %s', (locale, shown) => {
    expect(formatOfficeDay(locale, lateEvening, 'BR')).toBe(shown);
  });

  it('reads a row without an office on São Paulo’s calendar, and leaves what is no date as it came', () => {
    expect(officeDay(lateEvening, null)).toBe('2026-11-30');
    expect(formatOfficeDay('es', 'mañana', 'AR')).toBe('mañana');
    expect(formatOfficeDay('es', null, 'AR')).toBe('');
  });
});
