import { PNG } from 'pngjs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodePng, encodePngBands } from './encodePng';
import type { Raster } from './renderPng';

/** A raster with something different in every row and column, so a misplaced or lost row shows. */
function pattern(width: number, height: number): Raster {
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      pixels[at] = (x * 7 + y) & 255;
      pixels[at + 1] = (y * 13) & 255;
      pixels[at + 2] = (x ^ y) & 255;
      pixels[at + 3] = 255;
    }
  return { width, height, pixels };
}

describe('encodePng', () => {
  it.each([
    [1, 300, 200],
    [2, 300, 200],
    [2, 301, 201],
    [3, 64, 7],
    [4, 5, 3],
    [2, 10, 1],
  ])(
    'writes a PNG in %s parts that strict decoders read back pixel for pixel (%sx%s)',
    async (parts, width, height) => {
      const raster = pattern(width, height);
      const png = await encodePng(raster, { parts });
      // pngjs checks every chunk's CRC, and zlib the stream's Adler-32, which joins the parts' checksums.
      const read = PNG.sync.read(png, { checkCRC: true });
      expect([read.width, read.height]).toEqual([width, height]);
      expect(Buffer.from(read.data).equals(raster.pixels)).toBe(true);
      const decoded = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      expect(decoded.info.channels).toBe(4);
      expect(decoded.data.equals(raster.pixels)).toBe(true);
    },
  );

  it('encodes pages at the same time without mixing their rows', async () => {
    const rasters = [pattern(400, 300), pattern(300, 400), pattern(400, 301)];
    const pngs = await Promise.all(rasters.map((raster) => encodePng(raster)));
    pngs.forEach((png, i) =>
      expect(Buffer.from(PNG.sync.read(png).data).equals(rasters[i]!.pixels)).toBe(true),
    );
  });

  it('joins bands that arrive in any order, each compressed as it comes', async () => {
    const { width, height, pixels } = pattern(320, 250);
    const rowBytes = width * 4;
    const cuts = [0, 97, 98, 250].map((row) => row * rowBytes);
    const bands = cuts.slice(0, -1).map((start, i) => pixels.subarray(start, cuts[i + 1]));
    // The last band is there first, the first last: as when the first is drawn on a busier thread.
    const late = (band: Buffer, ms: number) =>
      new Promise<Buffer>((done) => setTimeout(() => done(band), ms));
    const png = await encodePngBands(width, height, [late(bands[0]!, 30), late(bands[1]!, 15), bands[2]!]);
    expect(Buffer.from(PNG.sync.read(png, { checkCRC: true }).data).equals(pixels)).toBe(true);
  });

  it('refuses bands that are not whole rows or do not make up the page', async () => {
    const { width, pixels } = pattern(10, 4);
    await expect(encodePngBands(width, 4, [pixels.subarray(0, 41)])).rejects.toThrow(/not whole rows/u);
    await expect(encodePngBands(width, 5, [pixels])).rejects.toThrow(/do not make up 5 rows/u);
  });
});
