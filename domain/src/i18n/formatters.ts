import { formatFileSize } from './file-size';
import { formatOfficeDay } from './office-dates';

/**
 * How both UIs write dates, numbers and money in the reader's language (Intl), from the api's ISO
 * strings and decimal strings. An empty value is written as `empty` ('' in the console's fields,
 * '—' in the portal's cards). Notices write money with its ISO code instead (notice-params.ts):
 * an e-mail is read without the screen's context, where "$" could be pesos or dollars.
 */

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

type Value = string | number | null | undefined;
const isEmpty = (value: Value) => value === null || value === undefined || value === '';

/** The units a duration is said in: the largest that makes it read as a few of them. */
export type DurationUnit = 'day' | 'hour' | 'minute' | 'second';

export function formatters(locale: string, empty = '') {
  const or = (text: string) => text || empty;
  return {
    /** A calendar day ('2026-11-22') as dd/mm/aaaa. */
    day: (day: string | null | undefined) => or(formatOfficeDay(locale, day?.slice(0, 10))),
    /**
     * A case's deadline (or any instant of it shown as a day) as the day it is at the case's
     * office: the day its e-mails and the other UI show, whatever this browser's time zone.
     */
    officeDay: (iso: string | null | undefined, office: string | null | undefined) =>
      or(formatOfficeDay(locale, iso, office)),
    /** An instant as the reader's day. */
    date: (iso: string | null | undefined) =>
      iso ? new Intl.DateTimeFormat(dateLocale(locale), DAY_OPTIONS).format(new Date(iso)) : empty,
    /** An instant in the reader's time zone: "24/11/2026, 10:50". */
    dateTime: (iso: string | null | undefined) =>
      iso ? new Intl.DateTimeFormat(dateLocale(locale), DATE_TIME_OPTIONS).format(new Date(iso)) : empty,
    /** A moment to the second on a 24-hour clock in every language (23:28:43, never 11:28:43). */
    timestamp: (iso: string | null | undefined) =>
      iso
        ? new Intl.DateTimeFormat(dateLocale(locale), { ...DATE_TIME_OPTIONS, second: '2-digit' }).format(
            new Date(iso),
          )
        : empty,
    /** A quantity, a weight or a quotation: grouped as money is, so Spanish writes 1.000 as pt-BR does, not 1000. */
    number: (value: Value) =>
      isEmpty(value)
        ? empty
        : new Intl.NumberFormat(locale, {
            maximumFractionDigits: 6,
            useGrouping: 'always',
          } as unknown as Intl.NumberFormatOptions).format(value as unknown as number),
    /**
     * Intl formats a decimal string without passing it through a float. 'always': Spanish would
     * otherwise write 3500,00 but 35.000,00, unlike the inputs.
     */
    money: (amount: Value, currency: string | null | undefined) => {
      if (isEmpty(amount)) return empty;
      if (typeof amount === 'string' && !Number.isFinite(Number(amount))) return amount;
      return new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: currency ?? 'BRL',
        useGrouping: 'always',
      } as unknown as Intl.NumberFormatOptions).format(amount as unknown as number);
    },
    /** A share (0.875) as a whole percentage: "88%", es "88 %". */
    percent: (share: number | null | undefined) =>
      share === null || share === undefined
        ? empty
        : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share),
    /**
     * Money in whole units, for a chart's axis and tooltips where cents are noise: "R$ 3.500".
     * Grouped always, as every amount: Spanish would otherwise write 3500.
     */
    wholeMoney: (amount: number, currency: string) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        maximumFractionDigits: 0,
        useGrouping: 'always',
      } as unknown as Intl.NumberFormatOptions).format(amount),
    /**
     * A month ('2026-11') as the reader names it: "nov. de 2026", "nov 2026", "Nov 2026"; text that
     * is no month is kept. In the reader's own locale: en-GB would write September "Sept".
     */
    month: (month: string) => {
      const [year, mm] = month.split('-').map(Number);
      if (!year || !mm) return month;
      // The 15th at UTC: the same month in every time zone.
      return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(Date.UTC(year, mm - 1, 15)),
      );
    },
    /** A duration in words: "2,5 horas", "1 day", "30 segundos". */
    duration: (value: number, unit: DurationUnit) =>
      new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value),
    /** "606 bytes", "146,23 KB". */
    fileSize: (bytes: number) => formatFileSize(bytes, locale),
  };
}
