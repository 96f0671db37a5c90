/**
 * The one CSV writer: the api's report downloads and the console's list exports both use it.
 * RFC 4180 quoting (a field with a comma, semicolon, quote or line break is quoted, quotes
 * doubled), CRLF line ends, a header row first.
 */
export type CsvCell = string | number;

// A text cell that a spreadsheet would run as a formula (CSV injection, OWASP): it starts with
// =, +, -, @, a tab or a carriage return. Plain numbers, negative ones included, are data.
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(?:[.,]\d+)?$/;

function csvField(value: CsvCell): string {
  const text = String(value);
  const safe =
    typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV text of a header row and the rows beneath it, each line ended by CRLF. */
export function csvText(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [headers, ...rows].map((cells) => `${cells.map(csvField).join(',')}\r\n`).join('');
}
