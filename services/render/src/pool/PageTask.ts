import type { DocumentPage } from '@placement/documents';
import type { Raster } from '../pipeline/renderPng';
import type { RenderedSvg } from '../pipeline/renderSvg';
import type { PageDescription } from './PageDescription';

/** What a layout thread is asked to do with one page. */
export interface PageTask {
  description: PageDescription;
  /**
   * Pixels per layout pixel of the picture a raster PDF page embeds, drawn in the thread too (resvg is the most
   * expensive step); absent when the page goes into the PDF as vectors.
   */
  rasterScale?: number;
}

/** A page laid out by a thread: satori's SVG and text boxes, and its raster when one was asked for. */
export interface LaidOutPage {
  page: DocumentPage;
  rendered: RenderedSvg;
  raster?: Raster;
}
