import { PAPER, mm, type PaperName } from './paperSizes';

/**
 * The contract between a printable component and the render service: the pixel box the component is laid out
 * in, the paper it prints on, and where on that paper the page's picture goes. A document is a component plus
 * one of these, so a new document needs no change in the render service.
 */
export interface DocumentPage {
  /** Layout size in CSS pixels. */
  width: number;
  height: number;
  paper: PaperName;
  /** Where the page's image sits on the paper, in points; the whole sheet when absent. */
  imageBox?: { x: number; y: number; width: number; height: number };
}

/** Pages laid out at 150 pixels per inch fill their paper exactly. */
export function pageForPaper(paper: PaperName, pixelsPerInch = 150): DocumentPage {
  const size = PAPER[paper];
  return {
    width: Math.round((size.width / 72) * pixelsPerInch),
    height: Math.round((size.height / 72) * pixelsPerInch),
    paper,
  };
}

/**
 * A CV page on A4 portrait. Two readings of the spec: 'sheet' fills the page; 'spec-mm' places the image as
 * the original export did, at x 4 mm, y 4 mm, 200 mm wide, 290 mm high for the personal page (and the pages
 * continuing it, `more-N`) and 190 mm for the passport page (2).
 */
export function cvPage(
  size: { width: number; height: number },
  page: 1 | 2 | `more-${number}`,
  placement: 'sheet' | 'spec-mm' = 'sheet',
): DocumentPage {
  if (placement === 'sheet') return { width: size.width, height: size.height, paper: 'A4' };
  return {
    width: size.width,
    height: size.height,
    paper: 'A4',
    imageBox: { x: mm(4), y: mm(4), width: mm(200), height: mm(page === 2 ? 190 : 290) },
  };
}

/** The paper each printable document uses (spec: application A4, translation Letter, Kuwait contract A3). */
export const DOCUMENT_PAPER: Record<string, PaperName> = {
  cv: 'A4',
  application: 'A4',
  translation: 'Letter',
  kuwaitContract: 'A3',
  embassyList: 'A4',
  letter: 'A4',
};
