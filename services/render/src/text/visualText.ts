import { hasRightToLeft } from './shapeArabic';
import { bidiParagraph, type BaseDirection } from './bidiParagraph';

export type { BaseDirection } from './bidiParagraph';

/**
 * Turns logical-order text into what satori must draw from left to right on one line: Arabic letters joined
 * (presentation forms), right-to-left runs reversed by the Unicode bidi algorithm with mirrored brackets, marks
 * kept after their letter, and Latin or digit runs inside Arabic left in reading order. satori's own
 * `direction: rtl` clips text and is never used; a right-to-left paragraph that may wrap goes through
 * rightToLeftWords instead, so its lines come out in reading order.
 */
export function visualText(text: string, direction: BaseDirection = 'auto'): string {
  if (!hasRightToLeft(text)) return text;
  const paragraph = bidiParagraph(text, direction);
  return paragraph.drawn(0, paragraph.shaped.length - 1);
}
