// Rows-per-page choices of every list (spec 02 §2.1, §10): 2, 5, 10, 25, 50, 100 and All; default 50.
export const ALL_ROWS = -1;
export const PAGE_SIZE_OPTIONS = [2, 5, 10, 25, 50, 100, ALL_ROWS] as const;
export const DEFAULT_PAGE_SIZE = 50;
/** Lists show this many placeholder rows while loading. */
export const SKELETON_ROWS = 10;

/** The page of `total` rows shown as "from–to", 1-based; "All" shows every row on one page. */
export function pageRange(pageIndex: number, pageSize: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  if (pageSize === ALL_ROWS) return { from: 1, to: total };
  const from = Math.min(pageIndex * pageSize + 1, total);
  return { from, to: Math.min((pageIndex + 1) * pageSize, total) };
}

export function pageCount(pageSize: number, total: number): number {
  if (pageSize === ALL_ROWS || total === 0) return 1;
  return Math.ceil(total / pageSize);
}
