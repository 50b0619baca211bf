/**
 * One column of a spreadsheet export: its heading and how a row's cell is read. Exports are these lists of
 * columns (data), and the render service's writer turns any of them into a workbook.
 */
export type SpreadsheetColumn<Row> =
  | { header: string; type: 'text'; value: (row: Row) => string }
  /** A calendar day, written as a real spreadsheet date (a UTC midnight Date), or null when unknown. */
  | { header: string; type: 'date'; value: (row: Row) => Date | null };
