import { officeDay } from '../office-time';
import type { Locale } from './locales';

/**
 * A case's date as every screen and notice writes it: the day at the case's office (officeDay),
 * dd/mm/aaaa in the reader's language. English is the spec's "gb": day first, never 12/07/2026
 * for July. Empty for no value; what is no date is shown as it came.
 */
export function formatOfficeDay(
  locale: Locale | string,
  value: string | null | undefined,
  office?: string | null,
): string {
  if (!value) return '';
  const day = officeDay(value, office);
  if (!day) return value;
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}
