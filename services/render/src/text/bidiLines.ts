import { bidiParagraph, type BaseDirection, type BidiParagraph } from './bidiParagraph';
import { hasRightToLeft, shapeArabic } from './shapeArabic';

/** The prop of a text node (see renderSvg) that holds the lines satori drew its bidi-lines text in, in drawing order. */
export const DRAWN_LINES_PROP = 'data-drawn-lines';

/**
 * Whether a text that may wrap must be broken into lines in reading order and each line then reordered on its own,
 * as a browser does (the bidi algorithm's rule L2 per line): a left-to-right paragraph holding right-to-left words
 * (an Arabic remark in an English CV), and a right-to-left paragraph holding a run of several Latin words (an
 * English phrase or a Latin name in an Arabic remark). Drawn as one string in visual order and broken by satori
 * from the left, the first kind printed its lines in reverse order and let its first Arabic word fall to the next
 * line; the second kind is otherwise a reversed row of words (see rightToLeftWords) in which such a run is one
 * piece that cannot break. Undefined when neither: the paragraph's resolved base direction otherwise.
 */
export function bidiLinesDirection(text: string, direction: BaseDirection): 'ltr' | 'rtl' | undefined {
  if (!hasRightToLeft(text) || !/\S\s+\S/u.test(text)) return undefined;
  const paragraph = bidiParagraph(text.replace(/[ \t\n\r\f]+/gu, ' ').trim(), direction);
  if (!paragraph.rightToLeft) return 'ltr';
  const { shaped, levels } = paragraph;
  for (let i = 0; i < shaped.length; i++) if (shaped[i] === ' ' && (levels[i] ?? 0) >= 2) return 'rtl';
  return undefined;
}

/** The text as satori is given it for a bidi-lines element: Arabic joined, still in reading order. */
export function readingOrderText(text: string): string {
  return shapeArabic(text);
}

let last: { text: string; direction: string; paragraph: BidiParagraph } | undefined;

/**
 * One line (`start` to `end` inclusive) of a paragraph in reading order, in drawing order: the paragraph's bidi
 * levels resolved once (a line's neutral characters take their direction from the whole paragraph), the line's
 * runs reversed on their own. satori asks for a paragraph's lines one after another; the paragraph is kept.
 */
export function reorderLine(paragraph: string, start: number, end: number, direction: string): string {
  if (last?.text !== paragraph || last.direction !== direction) {
    const base: BaseDirection = direction === 'rtl' || direction === 'ltr' ? direction : 'auto';
    last = { text: paragraph, direction, paragraph: bidiParagraph(paragraph, base) };
  }
  return last.paragraph.drawn(start, end);
}
