import { createPdfWriter, type PdfWriter } from '../pdf/writePdf';
import { svgToPixels } from './renderPng';

export interface PrintOptions {
  title?: string;
  /** Pixels per layout pixel of a page that has to be a picture (PRINT_SCALE unless a job or test asks otherwise). */
  printScale: number;
}

/** A PDF writer whose pages that the vector writer cannot draw become pictures at the print scale. */
export function printPdfWriter({ title, printScale }: PrintOptions): PdfWriter {
  return createPdfWriter({ title, rasterize: (svg) => svgToPixels(svg, { scale: printScale }) });
}
