import { csvText } from '@claims/domain';
import ExcelJS from 'exceljs';

/** The report as CSV, with a BOM so spreadsheet apps read the accents right. */
export function toCsv(headers: string[], rows: (string | number)[][]): Buffer {
  return Buffer.from(`\uFEFF${csvText(headers, rows)}`, 'utf8');
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
