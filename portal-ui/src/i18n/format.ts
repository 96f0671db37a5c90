/** Dates, numbers and money in the reader's locale (Intl), from the api's ISO strings and decimal strings. */
export function formatDate(locale: string, iso: string | null | undefined): string {
  if (!iso) return '—';
  // A bare date (2026-11-20) is a calendar day, not midnight UTC: read it as local noon.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T12:00:00`) : new Date(iso);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short' }).format(date);
}

export function formatDateTime(locale: string, iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}

export function formatMoney(locale: string, amount: string | null | undefined, currency: string): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  const value = Number(amount);
  if (!Number.isFinite(value)) return amount;
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
}

const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];

/** SPEC §9: base 1024, Bytes to YB, 2 decimals. */
export function formatFileSize(bytes: number): string {
  if (bytes <= 0) return '0 Bytes';
  const exponent = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return `${(bytes / 1024 ** exponent).toFixed(2)} ${UNITS[exponent]}`;
}
