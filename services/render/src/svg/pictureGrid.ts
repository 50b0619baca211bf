/**
 * Marks a picture whose pixels fall one to one on the page's pixels when the page is rasterised at the scale the
 * attribute gives. resvg ignores attributes it does not know; the PDF writer accepts this one (a PDF has no pixels).
 */
export const PICTURE_GRID = 'data-pixel-grid';
