import type { ImportRow } from '@placement/domain';

/** A GraphQL import row as the domain reads it: the row number apart, every other field a cell. */
export function importRows(rows: ReadonlyArray<{ row: number } & Record<string, unknown>>): ImportRow[] {
  return rows.map(({ row, ...cells }) => ({
    row,
    cells: Object.fromEntries(
      Object.entries(cells).map(([key, value]) => [key, typeof value === 'string' ? value : null]),
    ),
  }));
}
