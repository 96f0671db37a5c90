import { format, isValid, parse } from 'date-fns';

/**
 * Dates as the portal's people write them: day first (dd/mm/aaaa in pt-BR and es, and in the
 * British English the portal speaks), times on the 24-hour clock. The form and the api only see
 * ISO: "2026-11-23" and "14:30".
 */
export const DATE_PATTERN = 'dd/MM/yyyy';

/** The ISO day typed as "23/11/2026", "23/11/26", "23-11-2026" or "23.11.2026"; null if none. */
export function readLocalDate(text: string): string | null {
  const cleaned = text.trim().replace(/[.-]/g, '/');
  for (const pattern of ['d/M/yyyy', 'd/M/yy']) {
    const date = parse(cleaned, pattern, new Date(2000, 0, 1, 12));
    if (isValid(date) && date.getFullYear() >= 1900 && date.getFullYear() <= 2999)
      return format(date, 'yyyy-MM-dd');
  }
  return null;
}

/**
 * Text written as a date (dd/mm/aaaa or dd/mm/aa, any of the separators readLocalDate takes)
 * naming a day no calendar has, such as 31/02/2026: the format is right, so the person is told
 * the day does not exist rather than how to write a date.
 */
export function isImpossibleDate(text: string): boolean {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](?:\d{2}|\d{4})$/.exec(text.trim());
  if (!match) return false;
  const [day, month] = [Number(match[1]), Number(match[2])];
  // A month past 12 is rather a date written month first (11/23/2026): how to write it helps more.
  return day >= 1 && day <= 31 && month >= 1 && month <= 12 && readLocalDate(text) === null;
}

/** An ISO day shown as typed: "2026-11-23" → "23/11/2026". Anything else is shown unchanged. */
export function showLocalDate(iso: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  return format(parse(iso, 'yyyy-MM-dd', new Date(2000, 0, 1, 12)), DATE_PATTERN);
}

/** "14:30", "9:05", "14h30" or "1430" as the 24-hour "HH:mm"; null if no time of day. */
export function readLocalTime(text: string): string | null {
  const match = /^([01]?\d|2[0-3])\s*[:hH.]?\s*([0-5]\d)$/.exec(text.trim());
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : null;
}
