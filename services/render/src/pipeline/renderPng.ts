import { availableParallelism } from 'node:os';
import type { ResvgRenderOptions } from '@resvg/resvg-js';
import sharp from 'sharp';
import { Resvg, renderAsync } from './resvg';
import { removeOffCanvas } from './removeOffCanvas';
import { pixelExactPictures } from './pixelExactPictures';
import { paintsWholeCanvas } from './paintsWholeCanvas';
import { pageBands } from './pageBands';
import type { Raster } from '../svg/Raster';

export interface RasterOptions {
  /** Output pixels per layout pixel. */
  scale?: number;
}

export type { Raster };

/** Bands a PNG page is drawn in at once: one a core, two at most (what was measured). */
const PNG_BANDS = Math.min(2, availableParallelism());

function resvgOptions(svg: string, fitTo: ResvgRenderOptions['fitTo']): ResvgRenderOptions {
  // Text is already glyph paths in satori's SVG, so resvg needs no fonts: skipping the system font scan is faster.
  // A page is drawn on white, unless it paints its whole canvas itself.
  return {
    fitTo,
    background: paintsWholeCanvas(svg) ? undefined : 'white',
    font: { loadSystemFonts: false },
  };
}

/**
 * SVG -> PNG bytes. The page is drawn in horizontal bands at the same time (see drawBands), then sharp (libspng)
 * encodes it on libuv's pool: level 2, rows unfiltered (adaptive filtering costs far more time than the smaller file
 * saves: docs/performance.md#renderpng). A page that cannot be cut is drawn whole. sharp replaced a hand-written parallel encoder that gave no
 * user-visible gain (docs/performance.md#renderpng).
 */
export async function svgToPng(svg: string, options: RasterOptions = {}): Promise<Buffer> {
  const drawn = drawBands(svg, options);
  const { width, height, pixels } = drawn
    ? { ...drawn, pixels: Buffer.concat(await Promise.all(drawn.bands)) }
    : svgToPixels(svg, options);
  return sharp(pixels, { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 2, adaptiveFiltering: false })
    .toBuffer();
}

/**
 * The page's pixels in horizontal bands (see pageBands), top to bottom, drawn at the same time: the first on this
 * thread, the others on libuv's. Undefined when the page has no row it can be cut at.
 */
function drawBands(
  svg: string,
  options: RasterOptions = {},
): { width: number; height: number; bands: (Buffer | Promise<Buffer>)[] } | undefined {
  const scale = options.scale ?? 1;
  const bands = pageBands(pixelExactPictures(svg, scale), scale, PNG_BANDS);
  if (!bands) return undefined;
  const [first, ...rest] = bands;
  const drawOptions = resvgOptions(svg, { mode: 'original' });
  const later = rest.map(async (band) => (await renderAsync(band.svg, drawOptions)).pixels);
  let top: Buffer;
  try {
    top = new Resvg(first.svg, drawOptions).render().pixels;
  } catch (error) {
    // The other bands' outcome no longer matters, but a rejection nobody awaits would take the process down.
    for (const band of later) band.catch(() => undefined);
    throw error;
  }
  const height = bands.reduce((rows, band) => rows + band.rows, 0);
  return { width: first.width, height, bands: [top, ...later] };
}

/** SVG -> raw RGBA pixels, for the PDF writer (no PNG encode/decode round trip). */
export function svgToPixels(svg: string, options: RasterOptions = {}): Raster {
  const image = drawWhole(svg, options);
  return { width: image.width, height: image.height, pixels: image.pixels };
}

/** The whole page drawn at once by resvg on this thread. */
function drawWhole(svg: string, options: RasterOptions = {}) {
  const scale = options.scale ?? 1;
  // What lies off the canvas goes first: resvg aborts the process on some of it (see removeOffCanvas).
  return new Resvg(
    pixelExactPictures(removeOffCanvas(svg), scale),
    resvgOptions(svg, scale === 1 ? { mode: 'original' } : { mode: 'zoom', value: scale }),
  ).render();
}
