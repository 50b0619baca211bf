import * as XLSX from 'xlsx';
import type { SpreadsheetColumn } from '@placement/documents';
import type { SpreadsheetOptions } from './writeSpreadsheet';

const DAY_MS = 86_400_000;
/** Days from the spreadsheet epoch (30 December 1899) to the Unix epoch. */
const UNIX_EPOCH_SERIAL = 25_569;
/** How days read in the sheet: the documents' dd-MMM-yyyy, as in the Full Export. */
const DATE_FORMAT = 'dd-mmm-yyyy';
const DATE_WIDTH = 'dd-mmm-yyyy'.length;
const MIN_WIDTH = 6;
const MAX_WIDTH = 60;

/** A calendar day (UTC midnight) as a date cell: its serial number, shown in the date format. */
const dateCell = (day: Date): XLSX.CellObject => ({
  t: 'n',
  v: day.getTime() / DAY_MS + UNIX_EPOCH_SERIAL,
  z: DATE_FORMAT,
});

/**
 * A legacy Excel 97-2003 workbook (.xls, BIFF8) of one sheet, for readers that take nothing newer (the
 * visa-application service's import). SheetJS writes it: exceljs cannot. A header row, one row per item in
 * order, text as given (BIFF8 strings are UTF-16, so Amharic and Arabic survive), days as real dates, and each
 * column as wide as its longest value. The SheetJS advisories concern its parser; nothing here reads a file.
 */
export async function writeLegacySpreadsheet<Row>(
  columns: readonly SpreadsheetColumn<Row>[],
  rows: readonly Row[],
  options: SpreadsheetOptions,
): Promise<Buffer> {
  const sheet: XLSX.WorkSheet = {};
  const widths = columns.map((column) => column.header.length);
  columns.forEach((column, c) => {
    sheet[XLSX.utils.encode_cell({ r: 0, c })] = { t: 's', v: column.header };
  });
  rows.forEach((row, index) => {
    columns.forEach((column, c) => {
      const value = column.value(row);
      if (value === null || value === '') return;
      const address = XLSX.utils.encode_cell({ r: index + 1, c });
      sheet[address] = value instanceof Date ? dateCell(value) : { t: 's', v: value };
      widths[c] = Math.max(widths[c] ?? 0, value instanceof Date ? DATE_WIDTH : value.length);
    });
    options.onProgress?.(index + 1, rows.length);
  });
  sheet['!ref'] = XLSX.utils.encode_range({
    s: { r: 0, c: 0 },
    e: { r: rows.length, c: columns.length - 1 },
  });
  sheet['!cols'] = widths.map((width) => ({ wch: Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width + 2)) }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, options.sheetName);
  return XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}
