// satori's own types: the patch changes what satori does inside; its one addition to the API is a font's
// `unicodeRange` (see satori.patch, src/font.ts).
import type { Font as SatoriFont } from 'satori';

export type { FontStyle, FontWeight, Locale, SatoriNode, SatoriOptions } from 'satori';
export { default, init } from 'satori';

/** A font as satori takes it, plus the characters it is for in CSS `unicode-range` syntax. */
export type Font = SatoriFont & { unicodeRange?: string };
