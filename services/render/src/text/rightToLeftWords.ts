import { hasRightToLeft } from './shapeArabic';
import { bidiParagraph, type BaseDirection } from './bidiParagraph';

/** Where a line may break: the collapsible white space of CSS `white-space: normal` (a no-break space is not). */
const BREAKING_SPACE = /^[ \t\n\r\f]$/u;

/**
 * The pieces a right-to-left paragraph may wrap between, in reading order, each already in drawing order;
 * undefined when the text is not a right-to-left paragraph or cannot wrap (a single piece).
 *
 * A piece ends at a space that sits at the paragraph's own (right-to-left) level. Drawn one after another from
 * the right, the pieces give exactly the bidi algorithm's line order, however the lines break. A space between
 * two Latin words or numbers of an embedded left-to-right run is at a higher level, so such a run (an English
 * phrase, "EP1234567 / 2026") stays one piece and keeps its own order.
 */
export function rightToLeftWords(text: string, direction: BaseDirection): string[] | undefined {
  const collapsed = text.replace(/[ \t\n\r\f]+/gu, ' ').replace(/^ | $/gu, '');
  if (!collapsed.includes(' ') || !hasRightToLeft(collapsed)) return undefined;
  const paragraph = bidiParagraph(collapsed, direction);
  if (!paragraph.rightToLeft) return undefined;
  const { shaped, levels } = paragraph;
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i <= shaped.length; i++) {
    const breaks = i === shaped.length || (BREAKING_SPACE.test(shaped[i] as string) && levels[i] === 1);
    if (!breaks && start < 0) start = i;
    if (breaks && start >= 0) {
      words.push(paragraph.drawn(start, i - 1));
      start = -1;
    }
  }
  return words.length > 1 ? words : undefined;
}
