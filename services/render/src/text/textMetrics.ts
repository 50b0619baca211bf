import { create, type Font as FontFile } from 'fontkit';
import { renderFonts } from '../fonts/renderFonts';

/** The text styles that decide a text's width and where its baseline sits. */
export interface TextFace {
  fontFamily?: string;
  fontWeight: number;
  /** In px. */
  fontSize: number;
  /** In px, added after every glyph as satori adds it. */
  letterSpacing: number;
  /** A multiple of the font size, or `normal` (the font's own ascent to descent, the default). */
  lineHeight?: number | 'normal';
}

const files = new WeakMap<object, FontFile>();
/** The code points each file answers for (its subset's unicode-range), as satori is given them. */
const ranges = new WeakMap<FontFile, [number, number][]>();
const orders = new Map<string, FontFile[]>();
const advances = new WeakMap<FontFile, Map<number, number>>();
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
/** Widths already worked out, in em with their glyph count, by face and text: labels repeat on every page. */
const measured = new Map<string, { em: number; glyphs: number }>();
/** Enough for every label and value of a batch; a long-running worker starts over past it. */
const MEASURED_LIMIT = 50_000;

function fontFile(data: object, unicodeRange: string | undefined): FontFile {
  let file = files.get(data);
  if (!file) {
    file = create(data as Buffer) as FontFile;
    files.set(data, file);
    if (unicodeRange)
      ranges.set(
        file,
        unicodeRange.split(',').map((part) => {
          const [from = '0', to = from] = part.trim().replace(/^U\+/iu, '').split('-');
          return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
        }),
      );
  }
  return file;
}

/** Whether satori takes this character from this file: the file has it and it is in the file's range. */
function has(file: FontFile, codePoint: number): boolean {
  const range = ranges.get(file);
  if (range && !range.some(([from, to]) => codePoint >= from && codePoint <= to)) return false;
  return file.hasGlyphForCodePoint(codePoint);
}

function familyNames(fontFamily: string | undefined): string[] {
  return (fontFamily ?? '')
    .split(',')
    .map((family) => family.trim().replace(/^['"]|['"]$/gu, ''))
    .filter((family) => family !== '');
}

/**
 * The faces satori tries for a character, in its order: the listed families that are loaded, then every other
 * loaded face; each at the weight CSS matching picks from the 400 and 700 the render fonts ship (up to 500
 * takes the regular).
 */
function fallbackOrder(fontFamily: string | undefined, fontWeight: number): FontFile[] {
  const weight = fontWeight > 500 ? 700 : 400;
  const key = `${fontFamily ?? ''}|${weight}`;
  let order = orders.get(key);
  if (!order) {
    const listed = familyNames(fontFamily);
    // satori keeps one file per family and weight, the first one given (for Cairo and Amiri the Arabic subset).
    const loaded = renderFonts(listed).filter(
      (font, i, all) =>
        font.weight === weight && all.findIndex((f) => f.name === font.name && f.weight === weight) === i,
    );
    const rank = (name: string) => {
      const index = listed.findIndex((family) => family.toLowerCase() === name.toLowerCase());
      return index < 0 ? listed.length : index;
    };
    // A stable sort keeps the unlisted faces in the order the render loads them, as satori falls back.
    order = [...loaded]
      .sort((a, b) => rank(a.name) - rank(b.name))
      .map((font) => fontFile(font.data, font.unicodeRange));
    orders.set(key, order);
  }
  return order;
}

/** A glyph's advance in em. */
function advance(file: FontFile, codePoint: number): number {
  let known = advances.get(file);
  if (!known) {
    known = new Map();
    advances.set(file, known);
  }
  let em = known.get(codePoint);
  if (em === undefined) {
    em = file.glyphForCodePoint(codePoint).advanceWidth / file.unitsPerEm;
    known.set(codePoint, em);
  }
  return em;
}

/**
 * The width satori gives a text on one line, in px, worked out the way satori measures: each grapheme in the
 * first face that has its first character, missing characters from the next face that has them, glyph
 * advances summed without kerning, letter spacing after each glyph. satori rounds a text box up to whole
 * pixels; knowing the exact width lets a row of words take that rounding back.
 */
export function textWidth(text: string, face: TextFace): number {
  const key = `${face.fontFamily ?? ''}|${face.fontWeight > 500 ? 700 : 400}|${text}`;
  let width = measured.get(key);
  if (!width) {
    width = emWidth(text, fallbackOrder(face.fontFamily, face.fontWeight));
    if (measured.size >= MEASURED_LIMIT) measured.clear();
    measured.set(key, width);
  }
  return width.em * face.fontSize + width.glyphs * face.letterSpacing;
}

function emWidth(text: string, faces: FontFile[]): { em: number; glyphs: number } {
  const last = faces[faces.length - 1];
  if (!last) return { em: 0, glyphs: 0 };
  let em = 0;
  let glyphs = 0;
  for (const { segment } of graphemes.segment(text)) {
    const first = segment.codePointAt(0) ?? 0;
    const resolved = faces.find((file) => has(file, first)) ?? last;
    for (const ch of segment) {
      const codePoint = ch.codePointAt(0) ?? 0;
      const owner = has(resolved, codePoint)
        ? resolved
        : (faces.find((file) => has(file, codePoint)) ?? resolved);
      em += advance(owner, codePoint);
      glyphs++;
    }
  }
  return { em, glyphs };
}

/** Where satori puts the baseline in a line of text drawn with this file, in px from the line's top. */
function baseline(file: FontFile, face: TextFace): number {
  const ascent = (file.ascent / file.unitsPerEm) * face.fontSize;
  const content = ((file.ascent - file.descent) / file.unitsPerEm) * face.fontSize;
  const lineHeight = face.lineHeight ?? 'normal';
  const height = lineHeight === 'normal' ? content : lineHeight * face.fontSize;
  return ascent + (height - content) / 2;
}

/**
 * How far a word drawn on its own must move down, in px, to stand on the baseline of the paragraph's first
 * font, as a browser lines every word of a line up on one baseline. satori places each text box's baseline by
 * the box's own font, so a passport number in Noto Sans would otherwise float above Arabic words in Noto Sans
 * Arabic (a third of the font size with line-height normal).
 */
export function baselineShift(text: string, face: TextFace): number {
  const faces = fallbackOrder(face.fontFamily, face.fontWeight);
  const primary = faces[0];
  if (!primary) return 0;
  const first = text.codePointAt(0) ?? 0;
  const own = faces.find((file) => has(file, first)) ?? primary;
  return own === primary ? 0 : baseline(primary, face) - baseline(own, face);
}
