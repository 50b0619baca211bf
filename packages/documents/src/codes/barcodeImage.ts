import { barcodeSvg, type BarcodeKind } from './barcodeSvg';

export interface BarcodeImage {
  src: string;
  /** The barcode's own size in layout pixels: two pixels a module, so at 150 px per inch each bar is at least
   * 1/75 inch wide and decodes from a print or a 150 dpi scan. Drawn at this size, never squeezed. */
  width: number;
  height: number;
}

/** A barcode ready for an <img>: its data URL and the size that keeps every module whole. */
export function barcodeImage(value: string, kind: BarcodeKind, height = 10): BarcodeImage {
  const svg = barcodeSvg(value, kind, height);
  const [, , width = '0', boxHeight = '0'] =
    /viewBox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"/u.exec(svg)?.slice(1) ?? [];
  return {
    src: `data:image/svg+xml;base64,${btoa(svg)}`,
    width: Number(width),
    height: Number(boxHeight),
  };
}
