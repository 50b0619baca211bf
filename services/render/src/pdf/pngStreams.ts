import { deflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { remembered } from '../cache/remembered';

/** A PNG's pixels as PDF image streams, already Flate-compressed: colour, and alpha when it is not all opaque. */
export interface PngStreams {
  width: number;
  height: number;
  rgb: Buffer;
  alpha?: Buffer;
}

const decoded = remembered<PngStreams>({ keys: 200 });

/**
 * Decodes a PNG data URL once per process and keeps its compressed streams: pre-blurred shadows and barcodes repeat
 * on every page and every CV of a batch, and pdfkit would decode, split and compress each again for each PDF.
 */
export function pngStreams(dataUrl: string): PngStreams {
  return decoded(dataUrl, decode);
}

function decode(dataUrl: string): PngStreams {
  const png = PNG.sync.read(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
  const pixels = png.width * png.height;
  const rgb = Buffer.allocUnsafe(pixels * 3);
  const alpha = Buffer.allocUnsafe(pixels);
  let opaque = true;
  for (let i = 0, j = 0, k = 0; k < pixels; i += 4, j += 3, k += 1) {
    rgb[j] = png.data[i] as number;
    rgb[j + 1] = png.data[i + 1] as number;
    rgb[j + 2] = png.data[i + 2] as number;
    const a = png.data[i + 3] as number;
    alpha[k] = a;
    if (a !== 255) opaque = false;
  }
  return {
    width: png.width,
    height: png.height,
    rgb: deflateSync(rgb, { level: 6 }),
    alpha: opaque ? undefined : deflateSync(alpha, { level: 6 }),
  };
}
