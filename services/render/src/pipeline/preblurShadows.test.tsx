import satori from 'satori';
import { describe, expect, it } from 'vitest';
import { renderFonts } from '../fonts/renderFonts';
import { svgToPixels } from './renderPng';
import { preblurShadows } from './preblurShadows';

const box = { display: 'flex', width: 100, height: 60, background: '#fff' } as const;

// Outer, rounded with spread and colour, inset, two shadows on one box, and the first shadow again elsewhere.
const page = (
  <div
    style={{
      display: 'flex',
      flexWrap: 'wrap',
      width: 420,
      height: 300,
      background: '#f4f6f8',
      padding: 20,
      gap: 30,
    }}
  >
    <div style={{ ...box, boxShadow: '5px 5px 5px rgba(0,0,0,0.3)' }} />
    <div
      style={{
        ...box,
        borderRadius: 12,
        background: '#e6f2ea',
        boxShadow: '0 4px 12px 3px rgba(0,80,40,0.5)',
      }}
    />
    <div style={{ ...box, boxShadow: 'inset 0 0 8px #f00' }} />
    <div style={{ ...box, boxShadow: '2px 2px 4px #000, -3px -3px 6px rgba(0,0,255,0.4)' }} />
    <div style={{ ...box, boxShadow: '5px 5px 5px rgba(0,0,0,0.3)' }} />
  </div>
);

function maxDifference(a: Buffer, b: Buffer): { max: number; mean: number } {
  let max = 0;
  let total = 0;
  for (let i = 0; i < a.length; i++) {
    const d = Math.abs((a[i] as number) - (b[i] as number));
    total += d;
    if (d > max) max = d;
  }
  return { max, mean: total / a.length };
}

describe('preblurShadows', () => {
  it('replaces every box shadow by a picture of it, the same shadow by the same picture', async () => {
    const raw = await satori(page, { width: 420, height: 300, fonts: renderFonts() });
    expect(raw.match(/<filter /gu)).toHaveLength(6);
    const cleaned = preblurShadows(raw);
    expect(cleaned).not.toContain('<filter');
    expect(cleaned).not.toContain('satori_ms-');
    const pictures = [...cleaned.matchAll(/<image [^>]*href="(data:image\/png[^"]+)"/gu)].map((m) => m[1]);
    expect(pictures).toHaveLength(6);
    // The first and the last box carry the same shadow at different places: one cached picture.
    expect(pictures[0]).toBe(pictures[5]);
    expect(new Set(pictures).size).toBe(5);
  });

  /*
   * Tolerance: every channel of every pixel within 24 of 255 levels and the mean within 0.2, at scale 1 and 2, with
   * pictures made for that scale and with print pictures (2x) resampled into the page. The picture is resvg's own
   * blur, so only its pixel grid and the resampling of the soft shadow edge differ; a missing, moved or recoloured shadow changes pixels by far more (a shadow at 0.3 black is
   * ~75 levels).
   */
  it.each([
    [1, 1],
    [2, 2],
    [1, 2],
  ])(
    'leaves the page as it was at scale %s (pictures at %s), within the stated tolerance',
    async (scale, pictures) => {
      const raw = await satori(page, { width: 420, height: 300, fonts: renderFonts() });
      const before = svgToPixels(raw, { scale }).pixels;
      const after = svgToPixels(preblurShadows(raw, pictures), { scale }).pixels;
      const difference = maxDifference(before, after);
      expect(difference.max).toBeLessThanOrEqual(24);
      expect(difference.mean).toBeLessThan(0.2);
      const withoutShadows = svgToPixels(raw.replace(/ filter="url\(#[^)]+\)"/gu, ' display="none"'), {
        scale,
      });
      expect(maxDifference(before, withoutShadows.pixels).max).toBeGreaterThan(48);
    },
  );

  it('draws each picture at the scale asked for: one picture pixel per page pixel', async () => {
    const raw = await satori(page, { width: 420, height: 300, fonts: renderFonts() });
    for (const scale of [1, 2]) {
      const images = [
        ...preblurShadows(raw, scale).matchAll(
          /<image [^>]*width="(\d+)" height="(\d+)" href="data:image\/png;base64,([^"]+)"/gu,
        ),
      ];
      expect(images).toHaveLength(6);
      for (const match of images) {
        const png = Buffer.from(match[3] as string, 'base64');
        expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
          Number(match[1]) * scale,
          Number(match[2]) * scale,
        ]);
      }
    }
  });

  it('leaves markup it does not recognise as it was', () => {
    const svg =
      '<svg><mask id="satori_ms-x"><circle r="3"/></mask><filter id="satori_s-x"/><g mask="url(#satori_ms-x)" filter="url(#satori_s-x)" opacity="1"><rect x="1" y="1" width="2" height="2"/></g></svg>';
    expect(preblurShadows(svg)).toBe(svg);
  });
});
