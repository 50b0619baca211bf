import { describe, expect, it } from 'vitest';
import { ALL_ROWS, PAGE_SIZE_OPTIONS, pageCount, pageRange } from './pageSizeOptions';

describe('page size options', () => {
  it('offers 2, 5, 10, 25, 50, 100 and All', () => {
    expect(PAGE_SIZE_OPTIONS).toEqual([2, 5, 10, 25, 50, 100, ALL_ROWS]);
  });
  it('counts pages at the boundaries', () => {
    expect(pageCount(50, 0)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(50, 51)).toBe(2);
    expect(pageCount(2, 5)).toBe(3);
    expect(pageCount(ALL_ROWS, 3000)).toBe(1);
  });
  it('gives the rows of a page', () => {
    expect(pageRange(0, 50, 0)).toEqual({ from: 0, to: 0 });
    expect(pageRange(0, 50, 12)).toEqual({ from: 1, to: 12 });
    expect(pageRange(1, 5, 12)).toEqual({ from: 6, to: 10 });
    expect(pageRange(2, 5, 12)).toEqual({ from: 11, to: 12 });
    expect(pageRange(0, ALL_ROWS, 12)).toEqual({ from: 1, to: 12 });
  });
});
