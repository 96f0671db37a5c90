import { inTimeZone } from '@claims/domain/testing/time-zone';
import { daysUntil } from './format';

// A reader in Tokyo, where 02:30 UTC on 1 December is already the 1st, while at the case's
// office, Buenos Aires, it is still 30 November (23:30): the time bar's count is the office's.
inTimeZone('Asia/Tokyo');
const now = Date.parse('2026-12-01T02:30:00.000Z');

describe('the days left to a time bar, in the console', () => {
  it("count from today at the case's office, not in the reader's browser", () => {
    expect(daysUntil('2026-12-01', 'AR', now)).toBe(1);
    expect(daysUntil('2026-11-30', 'AR', now)).toBe(0);
    expect(daysUntil('2026-11-29', 'AR', now)).toBe(-1);
  });

  it('count on the shared calendar for a case with no office known', () => {
    // São Paulo is at 23:30 on 30 November too.
    expect(daysUntil('2026-12-31', null, now)).toBe(31);
  });
});
