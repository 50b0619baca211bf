// satori's own types: the patch changes what satori does inside; its additions to the API are a font's
// `unicodeRange` (see satori.patch, src/font.ts) and the `reorderLine` option (src/text/index.ts).
import type { ReactNode } from 'react';
import type { Font as SatoriFont, SatoriOptions as PublishedOptions } from 'satori';

export type { FontStyle, FontWeight, Locale, SatoriNode } from 'satori';
export { init } from 'satori';

/** A font as satori takes it, plus the characters it is for in CSS `unicode-range` syntax. */
export type Font = SatoriFont & { unicodeRange?: string };

export type SatoriOptions = PublishedOptions & {
  /**
   * Puts one line (`start` to `end`, inclusive, indexes into `paragraph`) of a paragraph given in reading order
   * into drawing order, for the texts of an element whose `data-bidi-lines` prop names the paragraph's base
   * direction: such a text is broken into lines in reading order, as a browser breaks it, and each line is then
   * drawn as this returns it.
   */
  reorderLine?: (paragraph: string, start: number, end: number, direction: string) => string;
};

export default function satori(element: ReactNode, options: SatoriOptions): Promise<string>;
