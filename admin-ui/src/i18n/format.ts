import { useLocaleState } from 'react-admin';
import { formatFileSize } from '@claims/domain/src/i18n/file-size';
import { formatOfficeDay } from '@claims/domain/src/i18n/office-dates';

const DAY_MS = 86_400_000;

/** A calendar day ('2026-11-22') at noon UTC: formatted the same in every time zone. */
const calendarDay = (day: string) => new Date(`${day.slice(0, 10)}T12:00:00Z`);

/** English is the spec's "gb": days before months, as in pt-BR and es, never the US 11/23/26. */
export const dateLocale = (locale: string) => (locale === 'en' ? 'en-GB' : locale);

/** dd/mm/aaaa with the whole year (es's short style would cut it to two digits). */
export const DAY_OPTIONS: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
/** 23/11/2026, 14:30: a 24-hour clock in every language, never "2:30 PM". */
export const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  ...DAY_OPTIONS,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** Dates, numbers and money in the reader's locale (Intl), the api's decimal strings kept exact. */
export function formatters(locale: string) {
  return {
    day: (day: string | null | undefined) => formatOfficeDay(locale, day?.slice(0, 10)),
    /**
     * A case's deadline (or any instant of it shown as a day) as the day it is at the case's
     * office: the day its e-mails and the portal show, whatever this browser's time zone.
     */
    officeDay: (iso: string | null | undefined, office: string | null | undefined) =>
      formatOfficeDay(locale, iso, office),
    date: (iso: string | null | undefined) =>
      iso ? new Intl.DateTimeFormat(dateLocale(locale), DAY_OPTIONS).format(new Date(iso)) : '',
    dateTime: (iso: string | null | undefined) =>
      iso ? new Intl.DateTimeFormat(dateLocale(locale), DATE_TIME_OPTIONS).format(new Date(iso)) : '',
    /** A moment to the second on a 24-hour clock in every language (23:28:43, never 11:28:43). */
    timestamp: (iso: string | null | undefined) =>
      iso
        ? new Intl.DateTimeFormat(dateLocale(locale), { ...DATE_TIME_OPTIONS, second: '2-digit' }).format(
            new Date(iso),
          )
        : '',
    /** A quantity, a weight or a quotation: grouped as money is, so Spanish writes 1.000 as pt-BR does, not 1000. */
    number: (value: string | number | null | undefined) =>
      value === null || value === undefined || value === ''
        ? ''
        : new Intl.NumberFormat(locale, {
            maximumFractionDigits: 6,
            useGrouping: 'always',
          } as unknown as Intl.NumberFormatOptions).format(value as unknown as number),
    /** Intl formats a decimal string without passing it through a float. */
    money: (amount: string | number | null | undefined, currency: string | null | undefined) =>
      amount === null || amount === undefined || amount === ''
        ? ''
        : // 'always': Spanish would otherwise write 3500,00 but 35.000,00, unlike the inputs.
          new Intl.NumberFormat(locale, {
            style: 'currency',
            currency: currency ?? 'BRL',
            useGrouping: 'always',
          } as unknown as Intl.NumberFormatOptions).format(amount as unknown as number),
    /** "606 bytes", "146,23 KB": the portal's formatter too. */
    fileSize: (bytes: number) => formatFileSize(bytes, locale),
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
