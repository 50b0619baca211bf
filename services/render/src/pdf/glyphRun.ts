import { remembered } from '../cache/remembered';
import { deflateSync } from 'node:zlib';
import { pathOperators, pathToPdf } from './pathData';

/** One glyph of a text path: where its outline starts on the page, and the outline relative to that point. */
export interface PlacedGlyph {
  x: number;
  y: number;
  outline: string;
}

/**
 * A glyph as the satori patch writes it: an absolute moveto to the glyph's first point, then the outline in
 * relative commands only (lowercase letters, plain decimals), the same string wherever the glyph and size recur.
 */
const GLYPH = /M(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)((?:[a-z][^A-Za-z]*)+)/gy;

/**
 * The glyphs of a path whose data is nothing but glyph outlines in that form, in order; undefined for any other
 * path (a box, a border, a drawn icon), which is drawn as path data.
 */
export function glyphRun(d: string): PlacedGlyph[] | undefined {
  if (d.charCodeAt(0) !== 77 /* M */) return undefined;
  const glyphs: PlacedGlyph[] = [];
  GLYPH.lastIndex = 0;
  while (GLYPH.lastIndex < d.length) {
    const at = GLYPH.lastIndex;
    const match = GLYPH.exec(d);
    if (!match || match.index !== at) return undefined;
    // satori joins words' paths with a space: not part of the outline, which must be the same string every time.
    glyphs.push({ x: Number(match[1]), y: Number(match[2]), outline: (match[3] as string).trimEnd() });
  }
  return glyphs.length > 0 ? glyphs : undefined;
}

export interface GlyphOutlineContent {
  ops: string;
  /**
   * The operators Flate-compressed, once per process: every PDF that uses the outline writes these bytes as they
   * are, instead of pdfkit deflating a few hundred small streams per PDF at zlib's default level.
   */
  deflated: Buffer;
  bbox: [number, number, number, number];
}

/** Outlines converted so far, for every PDF of the process (the same fonts and sizes recur across documents). */
const converted = remembered<GlyphOutlineContent>({ keys: 20_000 });

/** A glyph outline as PDF path operators from (0, 0), filled, with the box its points span. */
export function glyphOutlineContent(outline: string): GlyphOutlineContent {
  return converted(outline, convert);
}

function convert(outline: string): GlyphOutlineContent {
  const out: string[] = [];
  pathToPdf(`M0 0${outline}`, out);
  const ops = out.join('');
  // The points and control points of a path enclose it, so their box holds the outline.
  let [x0, y0, x1, y1] = [0, 0, 0, 0];
  for (const { numbers } of pathOperators(ops)) {
    for (let i = 0; i + 1 < numbers.length; i += 2) {
      const x = numbers[i] as number;
      const y = numbers[i + 1] as number;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  const filled = `${ops}\nf`;
  return { ops: filled, deflated: deflateSync(filled), bbox: [x0 - 1, y0 - 1, x1 + 1, y1 + 1] };
}
