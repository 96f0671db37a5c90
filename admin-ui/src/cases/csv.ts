/** Rows as CSV (RFC 4180 quoting), columns in the order of the first row's keys. */
export function toCsv(rows: Record<string, string>[]): string {
  if (rows.length === 0) return '';
  const columns = Object.keys(rows[0]!);
  const cell = (value: string) => (/[",\n\r;]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return [columns, ...rows.map((row) => columns.map((c) => row[c] ?? ''))]
    .map((line) => line.map(cell).join(','))
    .join('\r\n');
}
