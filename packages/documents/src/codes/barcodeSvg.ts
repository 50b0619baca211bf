import { toSVG } from 'bwip-js/generic';

export type BarcodeKind = 'code128' | 'code128a';

/**
 * Code 128 set A as raw codewords: start A, each character's value, the checksum and stop. bwip-js picks the
 * code set itself for plain code128; the spec's application and visa numbers are printed in set A.
 */
function code128aCodewords(value: string): string {
  const values = Array.from(value, (ch) => {
    const code = ch.charCodeAt(0);
    if (code >= 32 && code <= 95) return code - 32;
    if (code < 32) return code + 64;
    throw new Error(`Code 128 set A cannot encode "${ch}"`);
  });
  const checksum = values.reduce((sum, v, i) => sum + v * (i + 1), 103) % 103;
  return [103, ...values, checksum, 106].map((v) => `^${String(v).padStart(3, '0')}`).join('');
}

/** Modules of light space either side of the bars, as Code 128 asks for (ISO/IEC 15417: at least 10). */
const QUIET_ZONE = 10;
/** Layout pixels a module: at 150 px per inch a bar is at least 1/75 inch, which a 150 dpi scan still resolves. */
const MODULE_PIXELS = 2;

/**
 * bwip-js draws each bar as a stroked line, one path per bar width. Bars become filled rectangles of one path:
 * one outline per bar, drawn and anti-aliased alike by every viewer, at whole pixels.
 */
function barsAsOnePath(svg: string): { width: number; height: number; d: string } {
  const [width = 0, height = 0] = (/viewBox="0 0 ([\d.]+) ([\d.]+)"/u.exec(svg)?.slice(1) ?? []).map(Number);
  let d = '';
  for (const path of svg.matchAll(/stroke-width="([\d.]+)" d="([^"]+)"/gu)) {
    const bar = Number(path[1]);
    for (const line of (path[2] as string).matchAll(/M([\d.]+) ([\d.]+)L[\d.]+ ([\d.]+)/gu)) {
      const [x, y1, y2] = [Number(line[1]), Number(line[2]), Number(line[3])];
      d += `M${x - bar / 2} ${Math.min(y1, y2)}h${bar}v${Math.abs(y2 - y1)}h${-bar}Z`;
    }
  }
  return { width, height, d };
}

/**
 * A barcode as an SVG document sized at two layout pixels a module (draw it at its own width and height): bars
 * only, the human-readable value is the document's to print.
 */
export function barcodeSvg(value: string, kind: BarcodeKind = 'code128', height = 10): string {
  const options =
    kind === 'code128a'
      ? { bcid: 'code128', text: code128aCodewords(value.toUpperCase()), raw: true }
      : { bcid: 'code128', text: value };
  const bars = barsAsOnePath(
    toSVG({
      ...options,
      scale: MODULE_PIXELS,
      height,
      includetext: false,
      paddingwidth: QUIET_ZONE,
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${bars.width}" height="${bars.height}" viewBox="0 0 ${bars.width} ${bars.height}"><rect width="${bars.width}" height="${bars.height}" fill="#fff"/><path d="${bars.d}" fill="#000"/></svg>`;
}

/** The barcode as a data URL for an <img> in a document component. */
export function barcodeDataUrl(value: string, kind: BarcodeKind = 'code128', height = 10): string {
  return `data:image/svg+xml;base64,${btoa(barcodeSvg(value, kind, height))}`;
}
