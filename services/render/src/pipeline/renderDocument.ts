import type { ReactNode } from 'react';
import type { DocumentPage } from '@placement/documents';
import { renderSvg } from './renderSvg';
import { svgToPixels, svgToPng } from './renderPng';
import { createPdfWriter, type PdfWriter } from '../pdf/writePdf';
import { textRuns } from '../pdf/textLayer';
import { PNG } from 'pngjs';

export interface DocumentPageInput {
  element: ReactNode;
  page: DocumentPage;
}

export interface RenderOptions {
  /**
   * Pixels per layout pixel in the PDF picture. 2 on a CV page laid out at 150 px per inch gives 300 dpi, print
   * quality; 1 halves the time for screen use.
   */
  pdfScale?: number;
  /** Pixels per layout pixel for PNG output. */
  pngScale?: number;
  title?: string;
  /** Called after each page with (done, total). */
  onProgress?: (done: number, total: number) => void;
}

export interface RenderedDocument {
  pngs: Buffer[];
  pdf?: Buffer;
}

/** Adds one rendered page to a PDF being written (used by batches that stream pages into one file). */
export async function addDocumentPage(
  writer: PdfWriter,
  input: DocumentPageInput,
  pdfScale = 2,
): Promise<void> {
  const { svg, texts } = await renderSvg(input.element, input.page);
  writer.addPage({ page: input.page, raster: svgToPixels(svg, { scale: pdfScale }), texts: textRuns(texts) });
}

/**
 * Renders a document's pages to PNG and/or one PDF. Each page is laid out once by satori; the PNG and the PDF
 * picture come from the same SVG, so the PDF looks exactly like the PNG.
 */
export async function renderDocument(
  pages: DocumentPageInput[],
  formats: { png?: boolean; pdf?: boolean },
  options: RenderOptions = {},
): Promise<RenderedDocument> {
  const pdfScale = options.pdfScale ?? 2;
  const pngScale = options.pngScale ?? 1;
  const writer = formats.pdf ? createPdfWriter({ title: options.title }) : undefined;
  const pngs: Buffer[] = [];
  let done = 0;
  for (const input of pages) {
    const { svg, texts } = await renderSvg(input.element, input.page);
    const pdfRaster = writer ? svgToPixels(svg, { scale: pdfScale }) : undefined;
    if (formats.png) {
      // Reuse the PDF's pixels when the scales agree; otherwise resvg's native PNG encoder is the fastest path.
      pngs.push(
        pdfRaster && pngScale === pdfScale
          ? encodePng(pdfRaster.pixels, pdfRaster.width, pdfRaster.height)
          : svgToPng(svg, { scale: pngScale }),
      );
    }
    if (writer && pdfRaster) writer.addPage({ page: input.page, raster: pdfRaster, texts: textRuns(texts) });
    done += 1;
    options.onProgress?.(done, pages.length);
  }
  return { pngs, pdf: writer ? await writer.finish() : undefined };
}

function encodePng(pixels: Buffer, width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  pixels.copy(png.data);
  return PNG.sync.write(png, { deflateLevel: 6 });
}
