import { formatters } from '@claims/domain/i18n/formatters';

/**
 * The portal's names for the formatters both UIs share (domain/src/i18n/formatters.ts), with
 * "—" for what has no value, as the portal's cards show it.
 */

/**
 * A case's date (a deadline, a discharge, a payment day) as the day it is at the case's office,
 * dd/mm/aaaa: the same day its e-mails and the console show, whatever the browser's time zone.
 */
export function formatDate(locale: string, iso: string | null | undefined, office: string | null): string {
  return formatters(locale, '—').officeDay(iso, office);
}

/**
 * A moment in the reader's time zone, "24/11/2026, 10:50" as the console writes it: the whole
 * year, day first in English too (the spec's "gb") and a 24-hour clock in every language.
 */
export function formatDateTime(locale: string, iso: string | null | undefined): string {
  return formatters(locale, '—').dateTime(iso);
}

export function formatMoney(locale: string, amount: string | null | undefined, currency: string): string {
  return formatters(locale, '—').money(amount, currency);
}

/** A quantity or a quotation as the reader writes numbers: "2,5", "1.250", "5,42". */
export function formatNumber(locale: string, value: string | null | undefined): string {
  return formatters(locale, '—').number(value);
}

/** "606 bytes", "146,23 KB", as the console writes them. */
export { formatFileSize } from '@claims/domain/i18n/file-size';

/** A port as the wizard offered it, "Porto de Santos (BRSSZ)", or nothing when none is named. */
export function formatPort(port: { name: string; code: string } | null | undefined): string | null {
  return port ? `${port.name} (${port.code})` : null;
}
