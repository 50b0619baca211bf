/**
 * Pixels per layout pixel of every picture made for print: a page the vector PDF writer cannot draw, the pictures
 * that stand in for box shadows. Pages are laid out at 150 px per inch, so 2 gives 300 dpi, print quality. The one
 * place this default is written; jobs, documents and tests pass `printScale` to change it.
 */
export const PRINT_SCALE = 2;
