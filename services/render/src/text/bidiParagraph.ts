import bidiFactory from 'bidi-js';
import { shapeArabic } from './shapeArabic';
import { PUNCTUATION_FORMS, isArabicMark } from './arabicForms';

const bidi = bidiFactory();

export type BaseDirection = 'ltr' | 'rtl' | 'auto';

/** One paragraph after Arabic shaping and the Unicode bidi algorithm, ready to be cut into lines or words. */
export interface BidiParagraph {
  /** The text with Arabic letters in their joined forms, still in reading order. */
  shaped: string;
  /** The paragraph's base direction once resolved (an `auto` paragraph takes its first strong letter's). */
  rightToLeft: boolean;
  /** Bidi embedding level of each UTF-16 unit of `shaped`; the paragraph's own level is 0 or 1. */
  levels: Uint8Array;
  /** The characters from start to end (inclusive) as one line drawn from left to right. */
  drawn(start: number, end: number): string;
}

/**
 * Shapes a text and resolves its bidi levels once, so that the whole text or any piece of it (a line, a word)
 * can be put in drawing order. Reordering a piece on its own is the bidi algorithm's rule for a line (L2), which
 * is what keeps a word's letters and an embedded passport number right when the paragraph wraps.
 */
export function bidiParagraph(text: string, direction: BaseDirection = 'auto'): BidiParagraph {
  const shaped = shapeArabic(text);
  const resolved = bidi.getEmbeddingLevels(shaped, direction);
  return {
    shaped,
    rightToLeft: ((resolved.paragraphs[0]?.level ?? 0) & 1) === 1,
    levels: resolved.levels,
    drawn(start, end) {
      const mirrored = bidi.getMirroredCharactersMap(shaped, resolved.levels, start, end);
      // The bidi line rule (L2) on this range alone: reverse each run the algorithm names, within the range.
      const order = Array.from({ length: end - start + 1 }, (_, i) => start + i);
      for (const [from = start, to = start] of bidi.getReorderSegments(shaped, resolved, start, end)) {
        const run = order.slice(from - start, to - start + 1).reverse();
        order.splice(from - start, run.length, ...run);
      }
      const out: string[] = [];
      let pendingMarks: string[] = [];
      for (const index of order) {
        const logical = shaped[index] as string;
        const ch = mirrored.get(index) ?? PUNCTUATION_FORMS.get(logical) ?? logical;
        const rtl = ((resolved.levels[index] ?? 0) & 1) === 1;
        if (rtl && isArabicMark(ch.codePointAt(0) ?? 0)) {
          // Reversed, a mark would precede its letter; satori draws it over the glyph before it, so it must follow.
          pendingMarks.push(ch);
          continue;
        }
        out.push(ch, ...pendingMarks);
        pendingMarks = [];
      }
      out.push(...pendingMarks);
      return out.join('');
    },
  };
}
