import type { ReactNode } from 'react';
import type { DocumentPage } from '@placement/documents';
import { renderSvg } from './renderSvg';
import { svgToPixels, svgToPng } from './renderPng';
import type { RasterFallback } from '../pdf/writePdf';
import { textRuns } from '../pdf/textLayer';
import { printPdfWriter, type PrintOptions } from './printPdfWriter';
import { PRINT_SCALE } from './printScale';

export interface DocumentPageInput {
  element: ReactNode;
  page: DocumentPage;
}

export interface RenderOptions extends Partial<PrintOptions> {
  /** Write every PDF page as a picture, as before vector pages (for comparison and as a way out). */
  rasterPdf?: boolean;
  /** Pixels per layout pixel for PNG output. */
  pngScale?: number;
  /** Called after each page with (done, total). */
  onProgress?: (done: number, total: number) => void;
}

export interface RenderedDocument {
  pngs: Buffer[];
  pdf?: Buffer;
  /** PDF pages that had to be written as pictures, and why (empty when every page is vectors). */
  pdfFallbacks: RasterFallback[];
}

/**
 * Renders elements to PNG and/or one PDF on this thread, for tests, stories and tools (jobs go through the registry
 * and printFiles). Each page is laid out once by satori; the PNG and the PDF page come from the same SVG,
 * so the PDF looks like the PNG.
 */
export async function renderDocument(
  pages: DocumentPageInput[],
  formats: { png?: boolean; pdf?: boolean },
  options: RenderOptions = {},
): Promise<RenderedDocument> {
  const printScale = options.printScale ?? PRINT_SCALE;
  const pngScale = options.pngScale ?? 1;
  const writer = formats.pdf ? printPdfWriter({ title: options.title, printScale }) : undefined;
  const pngs: Buffer[] = [];
  let done = 0;
  for (const input of pages) {
    const rendered = await renderSvg(input.element, input.page, {
      scale: formats.pdf ? printScale : pngScale,
    });
    if (formats.png) pngs.push(await svgToPng(rendered.svg, { scale: pngScale }));
    if (writer && options.rasterPdf)
      writer.addPage({
        page: input.page,
        raster: svgToPixels(rendered.svg, { scale: printScale }),
        texts: textRuns(rendered.texts),
      });
    else writer?.addSvgPage(input.page, rendered);
    done += 1;
    options.onProgress?.(done, pages.length);
  }
  return {
    pngs,
    pdf: writer ? await writer.finish() : undefined,
    pdfFallbacks: [...(writer?.fallbacks ?? [])],
  };
}
