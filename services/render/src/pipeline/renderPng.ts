import { Resvg } from '@resvg/resvg-js';

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
  return new Resvg(svg, {
    fitTo: scale === 1 ? { mode: 'original' } : { mode: 'zoom', value: scale },
    background: 'white',
    font: { loadSystemFonts: false },
  });
}

/** SVG -> PNG bytes through resvg. */
export function svgToPng(svg: string, options: RasterOptions = {}): Buffer {
  return resvgFor(svg, options.scale ?? 1)
    .render()
    .asPng();
}

/** SVG -> raw RGBA pixels, for the PDF writer (no PNG encode/decode round trip). */
export function svgToPixels(svg: string, options: RasterOptions = {}): Raster {
  const image = resvgFor(svg, options.scale ?? 1).render();
  return { width: image.width, height: image.height, pixels: image.pixels };
}
