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

/** A barcode as an SVG document: bars only, the human-readable value is the document's to print. */
export function barcodeSvg(value: string, kind: BarcodeKind = 'code128', height = 10): string {
  const options =
    kind === 'code128a'
      ? { bcid: 'code128', text: code128aCodewords(value.toUpperCase()), raw: true }
      : { bcid: 'code128', text: value };
  return toSVG({
    ...options,
    scale: 2,
    height,
    includetext: false,
    paddingwidth: 4,
    backgroundcolor: 'FFFFFF',
  });
}

/** The barcode as a data URL for an <img> in a document component. */
export function barcodeDataUrl(value: string, kind: BarcodeKind = 'code128', height = 10): string {
  return `data:image/svg+xml;base64,${btoa(barcodeSvg(value, kind, height))}`;
}
