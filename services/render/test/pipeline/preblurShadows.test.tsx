import satori from '@placement/satori';
import { describe, expect, it } from 'vitest';
import { renderFonts } from '../../src/fonts/renderFonts';
import { svgToPixels } from '../../src/pipeline/renderPng';
import { preblurShadows } from '../../src/pipeline/preblurShadows';
import { PRINT_SCALE } from '../../src/pipeline/printScale';
import { PICTURE_GRID, pixelExactPictures } from '../../src/pipeline/pixelExactPictures';

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
    const cleaned = preblurShadows(raw, PRINT_SCALE);
    expect(cleaned).not.toContain('<filter');
    expect(cleaned).not.toContain('satori_ms-');
    const images = [
      ...cleaned.matchAll(/<image x="([\d.]+)" y="([\d.]+)"[^>]*href="(data:image\/png[^"]+)"/gu),
    ];
    const pictures = images.map((m) => m[3]);
    // Outer shadows come as the strips around their clear middle; the inset one as one picture.
    expect(pictures.length).toBeGreaterThan(6);
    // The first and the last box carry the same shadow at different places: the same cached pictures.
    // Boxes of 100 x 60 from (20, 20) with gaps of 30: the first at (20, 20), the last at (150, 110).
    const at = (x0: number, x1: number, y0: number, y1: number) =>
      images
        .filter((m) => Number(m[1]) >= x0 && Number(m[1]) < x1 && Number(m[2]) >= y0 && Number(m[2]) < y1)
        .map((m) => m[3]);
    const first = at(0, 140, 0, 95);
    const last = at(140, 270, 100, 300);
    expect(first.length).toBeGreaterThan(0);
    expect(last).toEqual(first);
  });

  it('draws an outer shadow as the strips around its clear middle, a fraction of its region', async () => {
    const lone = (
      <div style={{ display: 'flex', width: 300, height: 200, background: '#fff', padding: 40 }}>
        <div style={{ ...box, width: 200, height: 100, boxShadow: '0 2px 8px rgba(0,0,0,0.3)' }} />
      </div>
    );
    const raw = await satori(lone, { width: 300, height: 200, fonts: renderFonts() });
    const cleaned = preblurShadows(raw, 1);
    const strips = [...cleaned.matchAll(/<image [^>]*width="([\d.]+)" height="([\d.]+)"/gu)];
    expect(strips).toHaveLength(4);
    const area = strips.reduce((sum, m) => sum + Number(m[1]) * Number(m[2]), 0);
    expect(area).toBeLessThan((200 + 16) * (100 + 16) * 0.5);
    const before = svgToPixels(raw).pixels;
    const after = svgToPixels(cleaned).pixels;
    expect(maxDifference(before, after).max).toBeLessThanOrEqual(24);
    expect(maxDifference(svgToPixels(preblurShadows(raw, 1, false)).pixels, after).max).toBe(0);
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

  it('marks the pictures that land on the pixel grid, and drawing them without resampling changes no pixel', async () => {
    const raw = await satori(page, { width: 420, height: 300, fonts: renderFonts() });
    for (const scale of [1, 2]) {
      const svg = preblurShadows(raw, scale);
      expect(svg.match(/<image /gu)?.length).toBe(
        svg.match(new RegExp(`${PICTURE_GRID}="${scale}"`, 'gu'))?.length,
      );
      const smooth = svgToPixels(svg.replaceAll(` ${PICTURE_GRID}="${scale}"`, ''), { scale }).pixels;
      expect(pixelExactPictures(svg, scale)).toContain('image-rendering="optimizeSpeed"');
      expect(maxDifference(svgToPixels(svg, { scale }).pixels, smooth).max).toBe(0);
    }
    // Pictures made for print (2x) drawn into a 1x page are resampled as before.
    expect(pixelExactPictures(preblurShadows(raw, 2), 1)).not.toContain('optimizeSpeed');
  });

  it('draws each picture at the scale asked for: one picture pixel per page pixel', async () => {
    const raw = await satori(page, { width: 420, height: 300, fonts: renderFonts() });
    for (const scale of [1, 2]) {
      const images = [
        ...preblurShadows(raw, scale).matchAll(
          /<image [^>]*width="(\d+)" height="(\d+)" href="data:image\/png;base64,([^"]+)"/gu,
        ),
      ];
      expect(images.length).toBeGreaterThanOrEqual(6);
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
    expect(preblurShadows(svg, PRINT_SCALE)).toBe(svg);
  });
});
