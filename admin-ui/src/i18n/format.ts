import { useLocaleState } from 'react-admin';

const DAY_MS = 86_400_000;

/** A calendar day ('2026-11-22') at noon UTC: formatted the same in every time zone. */
const calendarDay = (day: string) => new Date(`${day.slice(0, 10)}T12:00:00Z`);

/** Dates, numbers and money in the reader's locale (Intl), the api's decimal strings kept exact. */
export function formatters(locale: string) {
  return {
    day: (day: string | null | undefined) =>
      day
        ? new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' }).format(calendarDay(day))
        : '',
    date: (iso: string | null | undefined) =>
      iso ? new Intl.DateTimeFormat(locale, { dateStyle: 'short' }).format(new Date(iso)) : '',
    dateTime: (iso: string | null | undefined) =>
      iso
        ? new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso))
        : '',
    number: (value: string | number | null | undefined) =>
      value === null || value === undefined || value === ''
        ? ''
        : new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(value as unknown as number),
    /** Intl formats a decimal string without passing it through a float. */
    money: (amount: string | number | null | undefined, currency: string | null | undefined) =>
      amount === null || amount === undefined || amount === ''
        ? ''
        : new Intl.NumberFormat(locale, { style: 'currency', currency: currency ?? 'BRL' }).format(
            amount as unknown as number,
          ),
    fileSize: (bytes: number) => {
      const units = ['B', 'KB', 'MB', 'GB'];
      let value = bytes;
      let unit = 0;
      while (value >= 1024 && unit < units.length - 1) {
        value /= 1024;
        unit += 1;
      }
      return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit ? 2 : 0 }).format(value)} ${units[unit]}`;
    },
  };
}

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
