import { describe, expect, it } from 'vitest';
import { doughnutArcs } from './doughnutArcs';

describe('doughnutArcs', () => {
  it('gives each status its share of the ring and leaves empty ones out', () => {
    const arcs = doughnutArcs([
      { label: 'New', value: 3, color: '#000' },
      { label: 'Traveled', value: 0, color: '#111' },
      { label: 'Selected', value: 1, color: '#222' },
    ]);
    expect(arcs.map((arc) => [arc.label, arc.fraction])).toEqual([
      ['New', 0.75],
      ['Selected', 0.25],
    ]);
    // More than half the ring takes the large-arc flag.
    expect(arcs[0]?.path).toContain('A 48 48 0 1 1');
    expect(arcs[1]?.path).toContain('A 48 48 0 0 1');
  });
  it('draws nothing when there are no employees', () => {
    expect(doughnutArcs([{ label: 'New', value: 0, color: '#000' }])).toEqual([]);
  });
  it('draws a lone status as (almost) a full ring rather than an empty arc', () => {
    const [arc] = doughnutArcs([{ label: 'New', value: 5, color: '#000' }]);
    expect(arc?.fraction).toBe(1);
    expect(arc?.path).toMatch(/^M 50\.000 2\.000 A 48 48 0 1 1 49\.\d+ 2\.000/);
  });
});
