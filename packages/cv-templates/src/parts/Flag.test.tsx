import { Resvg } from '@resvg/resvg-js';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Flag } from './Flag';

/** The drawn flag's colour at a point given as fractions of its width and height, as #rrggbb. */
function colourAt(nationality: string, x: number, y: number): string {
  const svg = renderToStaticMarkup(<Flag nationality={nationality} width={300} height={150} />).replace(
    '<svg',
    '<svg xmlns="http://www.w3.org/2000/svg"',
  );
  const image = new Resvg(svg).render();
  const at = (Math.floor(y * image.height) * image.width + Math.floor(x * image.width)) * 4;
  const [r, g, b] = image.pixels.subarray(at, at + 3);
  return `#${[r, g, b].map((v) => (v ?? 0).toString(16).padStart(2, '0')).join('')}`;
}

describe('Flag', () => {
  it("draws Sudan's green triangle at the hoist over red, white and black bands (not Yemen's flag)", () => {
    expect(colourAt('sudanese', 0.05, 0.5)).toBe('#007229');
    expect(colourAt('sudanese', 0.8, 0.15)).toBe('#d21034');
    expect(colourAt('sudanese', 0.8, 0.5)).toBe('#ffffff');
    expect(colourAt('sudanese', 0.8, 0.85)).toBe('#000000');
    // The triangle ends a third of the way along.
    expect(colourAt('sudanese', 0.36, 0.5)).toBe('#ffffff');
  });

  it("draws Ethiopia's blue disc at the centre of green, yellow and red bands", () => {
    expect(colourAt('ethiopian', 0.1, 0.15)).toBe('#078930');
    expect(colourAt('ethiopian', 0.1, 0.5)).toBe('#fcdd09');
    expect(colourAt('ethiopian', 0.1, 0.85)).toBe('#da121a');
    expect(colourAt('ethiopian', 0.37, 0.5)).toBe('#0f47af');
  });

  it("keeps Kenya's and Uganda's 3:2 proportions and their white-centred emblems", () => {
    const svg = renderToStaticMarkup(<Flag nationality="kenyan" width={300} height={150} />);
    expect(svg).toContain('width="225"');
    expect(colourAt('kenyan', 0.1, 0.05)).toBe('#000000');
    expect(colourAt('kenyan', 0.1, 0.5)).toBe('#bb0000');
    expect(colourAt('kenyan', 0.1, 0.95)).toBe('#006600');
    expect(colourAt('ugandan', 0.42, 0.5)).toBe('#ffffff');
  });

  it('draws nothing for a nationality without a known flag', () => {
    expect(renderToStaticMarkup(<Flag nationality="filipino" width={300} height={150} />)).toBe('');
  });
});
