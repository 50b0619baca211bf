import { Resvg } from './resvg';
import { removeOffCanvas } from './removeOffCanvas';
import { pixelExactPictures } from './pixelExactPictures';
import { encodePng } from './encodePng';
import { paintsWholeCanvas } from './paintsWholeCanvas';

export interface RasterOptions {
  /** Output pixels per layout pixel. */
  scale?: number;
}

export interface Raster {
  width: number;
  height: number;
  /** RGBA, row-major. */
  pixels: Buffer;
}

function resvgFor(svg: string, scale: number): Resvg {
  // Text is already glyph paths in satori's SVG, so resvg needs no fonts: skipping the system font scan is faster.
  // What lies off the canvas goes first: resvg aborts the process on some of it (see removeOffCanvas).
  // A page is drawn on white, unless it paints its whole canvas itself.
  return new Resvg(pixelExactPictures(removeOffCanvas(svg), scale), {
    fitTo: scale === 1 ? { mode: 'original' } : { mode: 'zoom', value: scale },
    background: paintsWholeCanvas(svg) ? undefined : 'white',
    font: { loadSystemFonts: false },
  });
}

/**
 * SVG -> PNG bytes: resvg draws, `encodePng` writes the PNG with zlib on libuv's threads. Encoding was sharp
 * (libspng) on one thread at zlib level 3 without adaptive filtering: 17-20 ms of a CV PNG on the build machine.
 */
export async function svgToPng(svg: string, options: RasterOptions = {}): Promise<Buffer> {
  return encodePng(svgToPixels(svg, options));
}

/** SVG -> raw RGBA pixels, for the PDF writer (no PNG encode/decode round trip). */
export function svgToPixels(svg: string, options: RasterOptions = {}): Raster {
  const image = resvgFor(svg, options.scale ?? 1).render();
  return { width: image.width, height: image.height, pixels: image.pixels };
}
