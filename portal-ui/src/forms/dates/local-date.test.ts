import cases from './local-date.cases.json';
import { isImpossibleDate, readLocalDate, readLocalTime, showLocalDate } from './local-date';

describe('dates as people in our four countries write them', () => {
  it.each(cases.days)('"$typed" is $day', ({ typed, day }) => {
    expect(readLocalDate(typed)).toBe(day);
  });

  it.each(cases.noDays)('"$typed" is no day ($why)', ({ typed }) => {
    expect(readLocalDate(typed)).toBeNull();
  });

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

  it.each(cases.times)('the time "$typed" is $time on the 24-hour clock', ({ typed, time }) => {
    expect(readLocalTime(typed)).toBe(time);
  });

  it.each(['24:00', '2:30 PM', '12:60', 'meio-dia'])('"%s" is no time of day', (typed) => {
    expect(readLocalTime(typed)).toBeNull();
  });
});
