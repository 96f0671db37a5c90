import { formatDate, formatDateTime } from './format';
import { inTimeZone } from '@claims/domain/testing/time-zone';

// A browser in Tokyo, where 02:30 UTC on 1 December is already 11:30 on the 1st, while at the
// case's office, Buenos Aires, it is still 23:30 on 30 November: the day its e-mails name.
inTimeZone('Asia/Tokyo');

describe('a case’s dates in the portal', () => {
  it.each(['pt-BR', 'es', 'en'])('in %s, a deadline is the day at the office, dd/mm/aaaa', (locale) => {
    expect(formatDate(locale, '2026-12-01T02:30:00.000Z', 'AR')).toBe('30/11/2026');
  });

  it('a calendar day stays that day, and nothing is a dash', () => {
    expect(formatDate('es', '2030-12-20', 'AR')).toBe('20/12/2030');
    expect(formatDate('es', null, 'AR')).toBe('—');
  });
});

describe('a moment in the portal', () => {
  /** The moment as read on this machine's clock, written dd/mm/aaaa, hh:mm on the 24-hour clock. */
  const onThisClock = (iso: string) => {
    const d = new Date(iso);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()}, ${two(d.getHours())}:${two(d.getMinutes())}`;
  };

  it.each(['pt-BR', 'es', 'en'])('in %s, has the whole year, as the console writes it', (locale) => {
    const shown = formatDateTime(locale, '2026-11-24T13:50:00.000Z');
    expect(shown).toMatch(/^\d{2}\/\d{2}\/2026, \d{2}:50$/);
    expect(shown).toBe(onThisClock('2026-11-24T13:50:00.000Z'));
  });

  it('an afternoon stays on the 24-hour clock in English, and nothing is a dash', () => {
    for (const hour of ['03', '15', '21'])
      expect(formatDateTime('en', `2026-11-24T${hour}:05:00.000Z`)).toBe(
        onThisClock(`2026-11-24T${hour}:05:00.000Z`),
      );
    expect(formatDateTime('es', null)).toBe('—');
  });
});
