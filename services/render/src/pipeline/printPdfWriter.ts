import { createPdfWriter, type PdfWriter } from '../pdf/writePdf';
import { PRINT_SCALE } from './printScale';
import { svgToPixels } from './renderPng';

export interface PrintOptions {
  title?: string;
  /** Pixels per layout pixel of a page that has to be a picture (see PRINT_SCALE, the default). */
  printScale?: number;
}

/** A PDF writer whose pages that the vector writer cannot draw become pictures at the print scale. */
export function printPdfWriter(options: PrintOptions = {}): PdfWriter {
  const scale = options.printScale ?? PRINT_SCALE;
  return createPdfWriter({ title: options.title, rasterize: (svg) => svgToPixels(svg, { scale }) });
}
