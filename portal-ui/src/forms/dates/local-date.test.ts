import { isImpossibleDate, readLocalDate, readLocalTime, showLocalDate } from './local-date';

describe('dates as people in our four countries write them', () => {
  it.each([
    ['23/11/2026', '2026-11-23'],
    ['3/2/2026', '2026-02-03'],
    ['23-11-2026', '2026-11-23'],
    ['23.11.2026', '2026-11-23'],
    ['23/11/26', '2026-11-23'],
    [' 01/01/2027 ', '2027-01-01'],
  ])('"%s" is %s', (typed, iso) => {
    expect(readLocalDate(typed)).toBe(iso);
  });

  it.each(['11/23/2026', '31/02/2026', '2026-11-23', 'amanhã', '23/11', ''])(
    '"%s" is no day (month first, a day that does not exist, ISO typed by hand, words)',
    (typed) => {
      expect(readLocalDate(typed)).toBeNull();
    },
  );

  it.each(['31/02/2026', '29/02/2027', '31-04-2026', '31/06/26'])(
    '"%s" is written right but names a day that does not exist',
    (typed) => {
      expect(isImpossibleDate(typed)).toBe(true);
    },
  );

  it.each(['29/02/2028', '11/23/2026', '32/01/2026', 'amanhã', '23/11', ''])(
    '"%s" is a real day, or not written as a date at all',
    (typed) => {
      expect(isImpossibleDate(typed)).toBe(false);
    },
  );

  it('shows an ISO day back day first, and leaves anything else as it is', () => {
    expect(showLocalDate('2026-11-23')).toBe('23/11/2026');
    expect(showLocalDate('23/13/2026')).toBe('23/13/2026');
  });

  it.each([
    ['14:30', '14:30'],
    ['9:05', '09:05'],
    ['14h30', '14:30'],
    ['1430', '14:30'],
    ['23:59', '23:59'],
  ])('the time "%s" is %s on the 24-hour clock', (typed, time) => {
    expect(readLocalTime(typed)).toBe(time);
  });

  it.each(['24:00', '2:30 PM', '12:60', 'meio-dia'])('"%s" is no time of day', (typed) => {
    expect(readLocalTime(typed)).toBeNull();
  });
});
