import bidiFactory from 'bidi-js';
import { hasRightToLeft, shapeArabic } from './shapeArabic';
import { isArabicMark } from './arabicForms';

const bidi = bidiFactory();

export type BaseDirection = 'ltr' | 'rtl' | 'auto';

/**
 * Turns logical-order text into what satori must draw from left to right: Arabic letters joined (presentation
 * forms), right-to-left runs reversed by the Unicode bidi algorithm with mirrored brackets, marks kept after
 * their letter, and Latin or digit runs inside Arabic left in reading order. This is the only place the render
 * layer handles right-to-left text; satori's own `direction: rtl` clips text and is never used.
 */
export function visualText(text: string, direction: BaseDirection = 'auto'): string {
  if (!hasRightToLeft(text)) return text;
  const shaped = shapeArabic(text);
  const levels = bidi.getEmbeddingLevels(shaped, direction);
  const mirrored = bidi.getMirroredCharactersMap(shaped, levels.levels);
  const order = bidi.getReorderedIndices(shaped, levels);
  const out: string[] = [];
  let pendingMarks: string[] = [];
  for (const index of order) {
    const ch = mirrored.get(index) ?? (shaped[index] as string);
    const rtl = ((levels.levels[index] ?? 0) & 1) === 1;
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
}
