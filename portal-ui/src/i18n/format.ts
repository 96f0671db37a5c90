import { formatOfficeDay } from '@claims/domain/src/i18n/office-dates';

/**
 * A case's date (a deadline, a discharge, a payment day) as the day it is at the case's office,
 * dd/mm/aaaa: the same day its e-mails and the console show, whatever the browser's time zone.
 */
export function formatDate(locale: string, iso: string | null | undefined, office: string | null): string {
  return formatOfficeDay(locale, iso, office) || '—';
}

/** Dates, numbers and money in the reader's locale (Intl), from the api's ISO strings and decimal strings. */

/**
 * A moment in the reader's time zone, "24/11/2026, 10:50" as the console writes it: the whole
 * year (es's short style would cut it to "24/11/26"), day first in English too (the spec's "gb")
 * and a 24-hour clock in every language.
 */
export function formatDateTime(locale: string, iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

export function formatMoney(locale: string, amount: string | null | undefined, currency: string): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  const value = Number(amount);
  if (!Number.isFinite(value)) return amount;
  // 'always': Spanish would otherwise write 3500,00 but 35.000,00; amounts read as they are typed.
  const options = { style: 'currency', currency, useGrouping: 'always' };
  return new Intl.NumberFormat(locale, options as unknown as Intl.NumberFormatOptions).format(value);
}

/** One formatter for both UIs: "606 bytes", "146,23 KB" (domain/src/i18n/file-size.ts). */
export { formatFileSize } from '@claims/domain/src/i18n/file-size';
