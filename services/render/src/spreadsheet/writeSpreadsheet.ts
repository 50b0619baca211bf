import ExcelJS from 'exceljs';
import type { SpreadsheetColumn } from '@placement/documents';

export interface SpreadsheetOptions {
  sheetName: string;
  /** Called after each row with (done, total). */
  onProgress?: (done: number, total: number) => void;
}

/** How days read in the sheet: the documents' dd-MMM-yyyy (Excel shows the month as Jan, Feb...). */
const DATE_FORMAT = 'dd-mmm-yyyy';
const DATE_WIDTH = 'dd-mmm-yyyy'.length;
const MIN_WIDTH = 6;
const MAX_WIDTH = 60;

/**
 * An .xlsx workbook of one sheet: a bold header row frozen in place, one row per item in order, days as real
 * spreadsheet dates, and each column as wide as its longest value. Text is written as given, so Arabic and
 * Amharic stay logical-order Unicode for the spreadsheet program to lay out (no shaping as in the PDF path).
 */
export async function writeSpreadsheet<Row>(
  columns: readonly SpreadsheetColumn<Row>[],
  rows: readonly Row[],
  options: SpreadsheetOptions,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Placement';
  const sheet = workbook.addWorksheet(options.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const widths = columns.map((column) => column.header.length);
  sheet.addRow(columns.map((column) => column.header)).font = { bold: true };
  rows.forEach((row, index) => {
    const values = columns.map((column, c) => {
      const value = column.value(row);
      const length = value instanceof Date ? DATE_WIDTH : (value ?? '').length;
      widths[c] = Math.max(widths[c] ?? 0, length);
      return value;
    });
    sheet.addRow(values);
    options.onProgress?.(index + 1, rows.length);
  });
  columns.forEach((column, c) => {
    const sheetColumn = sheet.getColumn(c + 1);
    sheetColumn.width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, (widths[c] ?? 0) + 2));
    if (column.type === 'date') sheetColumn.numFmt = DATE_FORMAT;
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
