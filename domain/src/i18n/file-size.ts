/** Base 1024, kilobytes to yottabytes (SPEC §9). */
const UNITS = ['KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];

/**
 * A file's size as both UIs show it, written as the reader writes numbers: "606 bytes" (a count
 * of bytes has no decimals, never "606,00 Bytes"), "146,23 KB", "3,40 MB" (SPEC §9: base 1024,
 * 2 decimals). "bytes" is the word in pt-BR, es and en alike.
 */
export function formatFileSize(bytes: number, locale: string): string {
  const whole = Math.max(0, Math.round(bytes));
  // At most 4 digits: ungrouped, so pt-BR does not write "1.023 bytes" where es writes 1023.
  if (whole < 1024) return `${whole} ${whole === 1 ? 'byte' : 'bytes'}`;
  const exponent = Math.min(UNITS.length, Math.floor(Math.log(whole) / Math.log(1024)));
  const size = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${size.format(whole / 1024 ** exponent)} ${UNITS[exponent - 1]}`;
}
