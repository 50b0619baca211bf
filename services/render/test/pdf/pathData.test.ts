import { describe, expect, it } from 'vitest';
import { pathToPdf } from '../../src/pdf/pathData';
import { UnsupportedSvg } from '../../src/pdf/UnsupportedSvg';

function ops(d: string): string[] {
  const out: string[] = [];
  pathToPdf(d, out);
  return out.join('\n').split('\n');
}

describe('pathToPdf', () => {
  it('writes lines, closes and relative moves', () => {
    expect(ops('M10 20L30 40H50V60Z m5 5 l1 1')).toEqual([
      '10 20 m',
      '30 40 l',
      '50 40 l',
      '50 60 l',
      'h',
      '15 25 m',
      '16 26 l',
    ]);
  });

  it('reads compact numbers and implicit linetos after a moveto', () => {
    expect(ops('M1.5.5-2-3')).toEqual(['1.5 0.5 m', '-2 -3 l']);
  });

  it('raises quadratic curves to cubics with the same shape', () => {
    expect(ops('M0 0Q3 3 6 0T12 0')).toEqual(['0 0 m', '2 2 4 2 6 0 c', '8 -2 10 -2 12 0 c']);
  });

  it('draws an arc as cubics ending exactly at its end point, and a zero-radius arc as a line', () => {
    const quarter = ops('M0 0a5 5 0 015 5');
    expect(quarter).toHaveLength(2);
    expect(quarter[1]).toMatch(/ 5 5 c$/u);
    expect(ops('M0,0 A0,0 0 0 1 10,0')).toEqual(['0 0 m', '10 0 l']);
  });

  it('refuses path data it cannot read', () => {
    expect(() => ops('M0 0 L x')).toThrow(UnsupportedSvg);
    expect(() => ops('10 10')).toThrow(UnsupportedSvg);
  });
});
