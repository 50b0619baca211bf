/**
 * A CV page is A4 portrait at 150 dpi. Large enough for the spec's default photo sizes (stand 400x600,
 * passport 700x650) at their stated pixels; the render layer sizes PDF pages from this.
 */
export const CV_PAGE_SIZE = { width: 1240, height: 1754 } as const;

/** Font families the CV styles name; the render layer registers fonts under these names. */
export const CV_FONT_FAMILIES = {
  latin: 'Noto Sans',
  arabic: 'Noto Sans Arabic',
  /** Second Arabic face: satori can shape Cairo itself when text arrives unshaped. */
  arabicFallback: 'Cairo',
  ethiopic: 'Noto Sans Ethiopic',
} as const;
