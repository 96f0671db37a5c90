import { useLocaleState } from 'react-admin';
import { formatters, officeDay } from '@claims/domain';

export { dateLocale, DAY_OPTIONS, DATE_TIME_OPTIONS, formatters } from '@claims/domain';

const DAY_MS = 86_400_000;

/** A calendar day ('2026-11-22') at noon UTC: formatted the same in every time zone. */
const calendarDay = (day: string) => new Date(`${day.slice(0, 10)}T12:00:00Z`);

export function useFormat() {
  const [locale] = useLocaleState();
  return formatters(locale);
}

/**
 * Whole days from today to a calendar day (negative when it has passed), today being the case's
 * office's: a time bar falls due on the office's calendar, whatever zone the reader's browser is
 * in (an office unknown here counts on the shared calendar, as officeDay does).
 */
export function daysUntil(day: string, office: string | null | undefined, now = Date.now()): number {
  const today = officeDay(new Date(now).toISOString(), office) as string;
  return Math.round((calendarDay(day).getTime() - calendarDay(today).getTime()) / DAY_MS);
}
