import { PUNCTUATION_FORMS, isArabicMark } from '../text/arabicForms';
import { hasRightToLeft } from '../text/shapeArabic';

/** The Arabic punctuation the drawing replaces by a look-alike that reads right to left, back to the typed sign. */
const TYPED_PUNCTUATION = new Map([...PUNCTUATION_FORMS].map(([typed, drawn]) => [drawn, typed]));

/** The brackets the bidi algorithm mirrors in a right-to-left run (see bidiParagraph). */
const MIRRORED = new Map([
  ['(', ')'],
  [')', '('],
  ['[', ']'],
  [']', '['],
  ['{', '}'],
  ['}', '{'],
  ['<', '>'],
  ['>', '<'],
  ['«', '»'],
  ['»', '«'],
]);

function isPresentationForm(code: number): boolean {
  return (code >= 0xfb50 && code <= 0xfdff) || (code >= 0xfe70 && code <= 0xfeff);
}

/** The direction of the nearest letter from `from` in `step`'s direction, or undefined at the end of the text. */
function nearestDirection(chars: string[], from: number, step: 1 | -1): 'rtl' | 'ltr' | undefined {
  for (let i = from + step; i >= 0 && i < chars.length; i += step) {
    const ch = chars[i] as string;
    if (hasRightToLeft(ch)) return 'rtl';
    if (/\p{L}/u.test(ch)) return 'ltr';
  }
  return undefined;
}

/** A bracket between right-to-left letters (or one and the end of the text) was mirrored when it was drawn. */
function drawnMirrored(chars: string[], at: number): boolean {
  const before = nearestDirection(chars, at, -1);
  const after = nearestDirection(chars, at, 1);
  return before !== 'ltr' && after !== 'ltr' && (before === 'rtl' || after === 'rtl');
}

/**
 * The characters the PDF's text layer gives for a text as satori drew it, so that search and copy find what
 * was typed. Drawn text is in visual order, left to right: Arabic in its joined presentation forms (lam-alef as
 * one ligature), brackets mirrored and marks after their letter (see bidiParagraph). Text extractors (poppler's
 * pdftotext, pdf.js) read a line's characters by position and put right-to-left runs back in reading order
 * themselves, so the layer keeps the visual order and only gives each character as its typed letter: a
 * presentation form as its base letter (a ligature as its letters, in visual order), a mirrored bracket as the
 * typed one, a mark before its letter. Characters beyond the 16-bit codes of the layer's font become spaces.
 */
export function searchableText(drawn: string): string {
  const chars = Array.from(drawn);
  const out: string[] = [];
  chars.forEach((ch, i) => {
    const code = ch.codePointAt(0) ?? 0;
    if (isPresentationForm(code)) {
      out.push(...Array.from(ch.normalize('NFKC')).reverse());
    } else if (isArabicMark(code) && out.length > 0) {
      // Read from the right, the mark follows its letter only if it sits before it here.
      out.splice(out.length - 1, 0, ch);
    } else if (MIRRORED.has(ch) && drawnMirrored(chars, i)) {
      out.push(MIRRORED.get(ch) as string);
    } else {
      out.push(TYPED_PUNCTUATION.get(ch) ?? (code > 0xffff ? ' ' : ch));
    }
  });
  return out.join('');
}

/**
 * The layer's text of the leftmost word of a right-to-left run. A word that ends with a mark ('بيتِ', 'الحقُّ')
 * has the mark at its left edge in the layer, and pdftotext puts a right-to-left run of a left-to-right line back
 * in reading order from the run's first right-to-left letter: a mark before it stayed in front of the word
 * ('ِبيت'). A right-to-left mark before it (invisible, and read at the word's end) starts the run there instead.
 */
export function startingRightToLeftRun(layer: string): string {
  return isArabicMark(layer.codePointAt(0) ?? 0) ? `\u200f${layer}` : layer;
}
