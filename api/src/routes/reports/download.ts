import ExcelJS from 'exceljs';

/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled. */
const csvField = (value: string | number) => {
  const text = String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet (CSV injection).
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** CSV with a header row, CRLF line ends and a BOM so spreadsheet apps read the accents right. */
export function toCsv(headers: string[], rows: (string | number)[][]): Buffer {
  const lines = [headers, ...rows].map((cells) => cells.map(csvField).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function toXlsx(sheet: string, headers: string[], rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  // Sheet names: at most 31 characters, none of []:*?/\ .
  const worksheet = workbook.addWorksheet(sheet.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31));
  worksheet.addRow(headers).font = { bold: true };
  for (const row of rows) worksheet.addRow(row);
  worksheet.columns.forEach((column) => {
    column.width = 22;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
