import type { CellValue } from 'exceljs';

/** A sheet's cells as text: the header row, then each non-empty row with its row number in the file. */
export interface SpreadsheetText {
  headers: string[];
  rows: Array<{ row: number; values: string[] }>;
}

const pad = (value: number) => String(value).padStart(2, '0');

// Excel keeps a date cell as a day at UTC midnight; it is a day, so it is read back in UTC.
const dayOf = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** A cell as the text a clerk sees: dates as YYYY-MM-DD, formulas by their result, rich text joined. */
export function cellText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dayOf(value);
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('result' in value) return cellText(value.result as CellValue);
  if ('text' in value) return cellText(value.text as CellValue);
  return '';
}

const isBlank = (values: readonly string[]) => values.every((value) => value === '');

function fromGrid(grid: Iterable<{ row: number; values: string[] }>): SpreadsheetText {
  let headers: string[] | null = null;
  const rows: SpreadsheetText['rows'] = [];
  for (const line of grid) {
    if (isBlank(line.values)) continue;
    if (!headers) headers = line.values;
    else rows.push(line);
  }
  return { headers: headers ?? [], rows };
}

async function readXlsx(file: Blob): Promise<SpreadsheetText> {
  // exceljs is large: it loads only when a clerk imports or downloads a template.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (!sheet) return { headers: [], rows: [] };
  const lines: Array<{ row: number; values: string[] }> = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values: string[] = [];
    // row.values is 1-based: index 0 is always empty.
    const cells = row.values as CellValue[];
    for (let index = 1; index < cells.length; index += 1) values.push(cellText(cells[index]));
    lines.push({ row: rowNumber, values });
  });
  return fromGrid(lines);
}

async function readCsv(file: Blob): Promise<SpreadsheetText> {
  const { default: Papa } = await import('papaparse');
  const text = (await file.text()).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  return fromGrid(
    parsed.data.map((values, index) => ({ row: index + 1, values: values.map((value) => value.trim()) })),
  );
}

export const SPREADSHEET_TYPES =
  '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

/** An .xlsx workbook (its first sheet) or a CSV file, read as text; anything else is refused by its name. */
export async function readSpreadsheet(file: File): Promise<SpreadsheetText> {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv')) return readCsv(file);
  if (name.endsWith('.xlsx')) return readXlsx(file);
  throw new Error('unsupportedFile');
}
