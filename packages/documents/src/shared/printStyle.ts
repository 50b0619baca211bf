import type { CSSProperties } from 'react';

// The look the new documents share: black on white, thin grey rules, fonts every script has a face in. Grid
// lines are drawn as 1 px gaps over a grey background rather than CSS borders (see the embassy list: borders
// become clipped strokes the rasteriser pays for per cell).

export const DOCUMENT_FONT = "'Noto Sans', 'Noto Sans Arabic', 'Noto Sans Ethiopic'";
export const INK = '#111111';
export const MUTED = '#3e4c59';
export const RULE = '#7b8794';
export const SHADE = '#e9edf1';

export const flex: CSSProperties = { display: 'flex' };
export const column: CSSProperties = { display: 'flex', flexDirection: 'column' };

/** The outer box of a page: the paper's pixel size, white, the shared font. */
export function pageStyle(width: number, height: number, padding: string | number): CSSProperties {
  return {
    display: 'flex',
    flexDirection: 'column',
    width,
    height,
    padding,
    background: '#ffffff',
    color: INK,
    fontFamily: DOCUMENT_FONT,
  };
}
