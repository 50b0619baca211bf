import sharp from 'sharp';
import { drawBands, drawWhole } from '../src/pipeline/renderPng';
import { encodePngBands } from '../src/pipeline/encodePng';

/**
 * A CV page's SVG to PNG bytes three ways, for the bench's comparison of this service's PNG encoder with the
 * libraries'. All three give the same pixels (the bands are the page's byte for byte, see pageBands).
 */
export const PNG_ENCODERS = {
  /** What the service does: two bands drawn at once, each deflated on libuv's threads as soon as it is drawn. */
  ours: async (svg: string) => {
    const drawn = drawBands(svg);
    if (!drawn) throw new Error('the bench page has no row to cut at');
    return encodePngBands(drawn.width, drawn.height, drawn.bands);
  },
  /**
   * The same two bands drawn at once, then sharp (libspng) encodes the page on libuv's thread, at the level and
   * with the row filter the service uses (level 2, no filtering; sharp's default level 6 is slower still).
   */
  sharp: async (svg: string) => {
    const drawn = drawBands(svg);
    if (!drawn) throw new Error('the bench page has no row to cut at');
    const pixels = Buffer.concat(await Promise.all(drawn.bands));
    return sharp(pixels, { raw: { width: drawn.width, height: drawn.height, channels: 4 } })
      .png({ compressionLevel: 2, adaptiveFiltering: false })
      .toBuffer();
  },
  /** resvg's own: the page drawn whole and encoded by resvg (`render().asPng()`), as resvg-js is used plainly. */
  resvg: async (svg: string) => drawWhole(svg).asPng(),
} satisfies Record<string, (svg: string) => Promise<Buffer>>;
