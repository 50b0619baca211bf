import { describe, expect, it } from 'vitest';
import { slantedRows } from '../../src/svg/slantedRows';
import { remembered } from '../../src/cache/remembered';

describe('slantedRows', () => {
  it('finds none in a path of level and upright edges, absolute or relative', () => {
    expect(slantedRows('M18 18H1222V23H18ZM1217 18H1222V1736H1217Z')).toEqual([]);
    expect(slantedRows('m10,20 h30 v40 h-30 z')).toEqual([]);
    expect(slantedRows('M10 20L10 80L40 80Z')).toEqual([[20, 80]]);
  });

  it('finds a slanted edge, a closing edge that slants and a curve by its control points', () => {
    expect(slantedRows('M0 0L10 5')).toEqual([[0, 5]]);
    expect(slantedRows('M0 0H10V10z')).toEqual([[0, 10]]);
    expect(slantedRows('M0 10q5 -8 10 0')).toEqual([[2, 10]]);
    expect(slantedRows('M0 10C0 0 10 30 10 20')).toEqual([[0, 30]]);
  });

  it("reads a rounded box's corner arcs as tight curves and square corners as straight lines", () => {
    const spans = slantedRows(
      'M42,638 h820 a8,8 0 0 1 8,8 v408 a8,8 0 0 1 -8,8 h-820 a8,8 0 0 1 -8,-8 v-408 a8,8 0 0 1 8,-8',
    );
    // The two top corners' rows joined into one span, the two bottom ones' into another.
    expect(spans).toHaveLength(2);
    for (const [top, bottom] of spans ?? []) expect(bottom - top).toBeCloseTo(8, 2);
    expect(slantedRows('M411,880 A0,0 0 0 1 411,880 h-365 A0,0 0 0 1 46,880')).toEqual([]);
    // A half circle bulges beyond its end points; its rows are all of it.
    const [half] = slantedRows('M0 50A25 25 0 0 1 50 50') ?? [];
    expect(half?.[0]).toBeCloseTo(25, 2);
  });

  it("adds a stroke's corners and ends, and widens every span by its reach", () => {
    expect(slantedRows('M10 300V498H60', 4)).toEqual([
      [296, 304],
      [494, 502],
    ]);
  });

  it('does not read what it could get wrong: run-together arc flags, smooth curves, stray characters', () => {
    expect(slantedRows('M0 0a8 8 0 0110 10')).toBeUndefined();
    expect(slantedRows('M0 0S10 10 20 0')).toBeUndefined();
    expect(slantedRows('M0 0T10 10')).toBeUndefined();
    expect(slantedRows('M0 0H10#')).toBeUndefined();
    expect(slantedRows('M0 0L10')).toBeUndefined();
  });
});

describe('remembered', () => {
  it('works a value out once per key, keeps undefined as an answer, and drops the least recently used when full', () => {
    const cache = remembered<number | undefined>({ keyCharacters: 24 });
    let worked = 0;
    const length = (d: string) => (worked++, d.length > 10 ? d.length : undefined);
    expect(cache('M0 0H10V10', length)).toBeUndefined();
    expect(cache('M0 0H10V10', length)).toBeUndefined();
    expect(worked).toBe(1);
    expect(cache('M0 0H20V20Z', length)).toBe(11);
    expect(cache('M0 0H10V10', length)).toBeUndefined();
    expect(worked).toBe(2);
    cache('M0 0H30V30Z', length);
    expect(cache('M0 0H20V20Z', length)).toBe(11);
    expect(worked).toBe(4);
  });
});
