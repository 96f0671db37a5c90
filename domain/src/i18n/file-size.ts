/** Base 1024, kilobytes to yottabytes (SPEC §9). */
const UNITS = ['KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];

/**
 * A file's size as both UIs show it, written as the reader writes numbers: "606 bytes" (a count
 * of bytes has no decimals, never "606,00 Bytes"), "146,23 KB", "3,40 MB" (SPEC §9: base 1024,
 * 2 decimals). "bytes" is the word in pt-BR, es and en alike.
 */
export function formatFileSize(bytes: number, locale: string): string {
  return formatSize(bytes, locale, 2);
}

/**
 * The most an upload takes, as its hint and its refusal state it: "20 MB" when it is a whole
 * number of its unit (a limit is a round figure, "20,00 MB" reads as a measurement), else as
 * formatFileSize writes it ("1,50 MB").
 */
export function formatFileSizeLimit(bytes: number, locale: string): string {
  const whole = Math.max(0, Math.round(bytes));
  const exponent = exponentOf(whole);
  return formatSize(whole, locale, whole % 1024 ** exponent === 0 ? 0 : 2);
}

function formatSize(bytes: number, locale: string, decimals: number): string {
  const whole = Math.max(0, Math.round(bytes));
  // At most 4 digits: ungrouped, so pt-BR does not write "1.023 bytes" where es writes 1023.
  if (whole < 1024) return `${whole} ${whole === 1 ? 'byte' : 'bytes'}`;
  const exponent = exponentOf(whole);
  const size = new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return `${size.format(whole / 1024 ** exponent)} ${UNITS[exponent - 1]}`;
}

/** The power of 1024 whose unit writes `bytes`: 0 for bytes, 1 for KB, … at most YB's. */
function exponentOf(bytes: number): number {
  if (bytes < 1024) return 0;
  return Math.min(UNITS.length, Math.floor(Math.log(bytes) / Math.log(1024)));
}
