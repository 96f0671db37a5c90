import { isOfficeKey, officeByKey } from '../codes/offices';
import type { Locale } from './locales';

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
// Rows and notices written before they carried an office were all shown on São Paulo's calendar.
const FALLBACK_ZONE = officeByKey('BR').timeZone;

const dayParts = new Map<string, Intl.DateTimeFormat>();
function dayPartsIn(timeZone: string): Intl.DateTimeFormat {
  let format = dayParts.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayParts.set(timeZone, format);
  }
  return format;
}

/**
 * The calendar day (YYYY-MM-DD) a case's date falls on at its office: a day stays the day it is;
 * an instant (a deadline: 30 days after the documents were asked) is read on the office's
 * calendar, so a deadline at 23:30 in Buenos Aires is that day for a reader in Lisbon too. Null
 * for what is no date.
 */
export function officeDay(value: string, office?: string | null): string | null {
  if (CALENDAR_DAY.test(value)) return value;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return null;
  const timeZone = isOfficeKey(office) ? officeByKey(office).timeZone : FALLBACK_ZONE;
  const parts = Object.fromEntries(
    dayPartsIn(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

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
