import type { DocumentPage } from '@placement/documents';
import type { RenderedSvg } from '../pipeline/renderSvg';

/** A page laid out by a layout thread: its paper and satori's SVG with the text boxes, ready for the PDF writer. */
export interface LaidOutPage {
  page: DocumentPage;
  rendered: RenderedSvg;
}
