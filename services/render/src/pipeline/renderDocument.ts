import type { ReactNode } from 'react';
import type { DocumentPage } from '@placement/documents';
import { renderSvg } from './renderSvg';
import { svgToPixels, svgToPng } from './renderPng';
import { createPdfWriter, type PdfWriter, type RasterFallback } from '../pdf/writePdf';
import { textRuns } from '../pdf/textLayer';

export interface DocumentPageInput {
  element: ReactNode;
  page: DocumentPage;
}

export interface RenderOptions {
  /**
   * Pixels per layout pixel of a PDF page written as a picture (a page the vector writer cannot draw, or every page
   * with `rasterPdf`). 2 on a CV page laid out at 150 px per inch gives 300 dpi, print quality.
   */
  pdfScale?: number;
  /** Write every PDF page as a picture, as before vector pages (for comparison and as a way out). */
  rasterPdf?: boolean;
  /** Pixels per layout pixel for PNG output. */
  pngScale?: number;
  title?: string;
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
 * Adds one rendered page to a PDF being written (used by batches that stream pages into one file): as vectors,
 * or as a picture at `pdfScale` when `raster` is asked for.
 */
export async function addDocumentPage(
  writer: PdfWriter,
  input: DocumentPageInput,
  pdfScale = 2,
  raster = false,
): Promise<void> {
  const rendered = await renderSvg(input.element, input.page);
  if (!raster) writer.addSvgPage(input.page, rendered);
  else
    writer.addPage({
      page: input.page,
      raster: svgToPixels(rendered.svg, { scale: pdfScale }),
      texts: textRuns(rendered.texts),
    });
}

/**
 * Renders a document's pages to PNG and/or one PDF. Each page is laid out once by satori; the PNG and the PDF
 * page come from the same SVG, so the PDF looks like the PNG.
 */
export async function renderDocument(
  pages: DocumentPageInput[],
  formats: { png?: boolean; pdf?: boolean },
  options: RenderOptions = {},
): Promise<RenderedDocument> {
  const pdfScale = options.pdfScale ?? 2;
  const pngScale = options.pngScale ?? 1;
  const writer = formats.pdf ? createPdfWriter({ title: options.title, rasterScale: pdfScale }) : undefined;
  // Shadow pictures at the PNG's own scale when only a PNG is made; at print resolution when there is a PDF.
  const rasterScale = formats.pdf ? undefined : pngScale;
  const pngs: Buffer[] = [];
  let done = 0;
  for (const input of pages) {
    const rendered = await renderSvg(input.element, input.page, { rasterScale });
    if (formats.png) pngs.push(await svgToPng(rendered.svg, { scale: pngScale }));
    if (writer && options.rasterPdf)
      writer.addPage({
        page: input.page,
        raster: svgToPixels(rendered.svg, { scale: pdfScale }),
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
