import { formatDate } from './format';

// A browser in Tokyo, where 02:30 UTC on 1 December is already 11:30 on the 1st, while at the
// case's office, Buenos Aires, it is still 23:30 on 30 November: the day its e-mails name.
const original = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Tokyo';
});
afterAll(() => {
  process.env.TZ = original;
});

describe('a case’s dates in the portal', () => {
  it.each(['pt-BR', 'es', 'en'])('in %s, a deadline is the day at the office, dd/mm/aaaa', (locale) => {
    expect(formatDate(locale, '2026-12-01T02:30:00.000Z', 'AR')).toBe('30/11/2026');
  });

  it('a calendar day stays that day, and nothing is a dash', () => {
    expect(formatDate('es', '2030-12-20', 'AR')).toBe('20/12/2030');
    expect(formatDate('es', null, 'AR')).toBe('—');
  });
});
