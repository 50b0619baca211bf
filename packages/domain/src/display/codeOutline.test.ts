import { describe, expect, it } from 'vitest';
import { codeOutline } from './codeOutline';

function grid(rows: string[]) {
  return (x: number, y: number) => rows[y]?.[x] === '#';
}

/** Whether a point lies inside a path of straight closed loops, by the even-odd rule (a ray to the right). */
function inside(path: string, px: number, py: number): boolean {
  let crossings = 0;
  for (const loop of path.split('Z').filter(Boolean)) {
    const points = loop
      .slice(1)
      .split('L')
      .map((p) => p.split(' ').map(Number) as [number, number]);
    points.forEach(([x1, y1], i) => {
      const [x2, y2] = points[(i + 1) % points.length] as [number, number];
      if (y1 > py !== y2 > py && px < x1 + ((py - y1) * (x2 - x1)) / (y2 - y1)) crossings++;
    });
  }
  return crossings % 2 === 1;
}

describe('the outline of a code drawn as one path', () => {
  it('draws a block of modules as one rectangle with no inner edges', () => {
    expect(codeOutline(2, () => true)).toBe('M0 0L2 0L2 2L0 2Z');
  });

  it('moves the drawing by the quiet zone', () => {
    expect(codeOutline(1, () => true, 4)).toBe('M4 4L5 4L5 5L4 5Z');
  });

  it('covers exactly the dark modules: rings with holes, diagonal neighbours, a QR finder pattern', () => {
    const rows = ['#######.#', '#.....#.#', '#.###.#..', '#.###.#.#', '#.....##.', '#######.#', '.#.#.#..#'];
    const path = codeOutline(9, grid(rows));
    for (let y = 0; y < rows.length; y++)
      for (let x = 0; x < 9; x++)
        expect(inside(path, x + 0.5, y + 0.5), `${x},${y}`).toBe(rows[y]?.[x] === '#');
    // Outer ring, its hole and the centre block are three loops; nothing is drawn square by square.
    expect(path.split('Z').filter(Boolean).length).toBeLessThan(12);
  });

  it('draws nothing for a light code', () => {
    expect(codeOutline(3, () => false)).toBe('');
  });
});
