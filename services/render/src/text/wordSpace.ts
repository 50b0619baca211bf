/**
 * Width of a space, in em, in each face satori may draw a space with (measured through satori; a test checks
 * every face the render layer loads). Words of a wrapping right-to-left paragraph are set apart by this gap.
 */
const SPACE_EM: ReadonlyMap<string, number> = new Map([
  ['Noto Sans', 0.26],
  ['Noto Sans Arabic', 0.26],
  ['Noto Sans Ethiopic', 0.26],
  ['Open Sans', 0.26],
  ['Amiri', 0.292],
  ['Cairo', 0.22],
]);

/** The face satori falls back to when no listed family is loaded: the first of the render fonts. */
const FALLBACK_EM = 0.26;

/**
 * The space width, in em, of a CSS font-family list as satori resolves a space: with the first listed family
 * that is loaded (every loaded face has a space glyph).
 */
export function wordSpace(fontFamily: string | undefined): number {
  for (const family of (fontFamily ?? '').split(',')) {
    const em = SPACE_EM.get(family.trim().replace(/^['"]|['"]$/gu, ''));
    if (em !== undefined) return em;
  }
  return FALLBACK_EM;
}
