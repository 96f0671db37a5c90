import { useLocaleState } from 'react-admin';
import { formatters } from '@claims/domain';

export { dateLocale, DAY_OPTIONS, DATE_TIME_OPTIONS, formatters } from '@claims/domain';

const DAY_MS = 86_400_000;

/** A calendar day ('2026-11-22') at noon UTC: formatted the same in every time zone. */
const calendarDay = (day: string) => new Date(`${day.slice(0, 10)}T12:00:00Z`);

export function useFormat() {
  const [locale] = useLocaleState();
  return formatters(locale);
}

/** Whole days from today to a calendar day (negative when it has passed). */
export function daysUntil(day: string, now = Date.now()): number {
  const today = new Date(now);
  const startOfToday = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate(), 12);
  return Math.round((calendarDay(day).getTime() - startOfToday) / DAY_MS);
}
