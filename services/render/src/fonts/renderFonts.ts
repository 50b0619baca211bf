import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font } from 'satori';

const require = createRequire(import.meta.url);

type Weight = 400 | 700;

/** The families templates may name, each from its @fontsource package (woff: satori cannot read woff2). */
const FACES: { name: string; pkg: string; subsets: string[] }[] = [
  { name: 'Noto Sans', pkg: 'noto-sans', subsets: ['latin', 'latin-ext'] },
  // Arabic: Noto Sans Arabic keeps every dot when drawn from presentation forms (measured, see README).
  { name: 'Noto Sans Arabic', pkg: 'noto-sans-arabic', subsets: ['arabic'] },
  { name: 'Noto Sans Ethiopic', pkg: 'noto-sans-ethiopic', subsets: ['ethiopic'] },
  { name: 'Open Sans', pkg: 'open-sans', subsets: ['latin', 'latin-ext'] },
  { name: 'Amiri', pkg: 'amiri', subsets: ['arabic', 'latin'] },
  { name: 'Cairo', pkg: 'cairo', subsets: ['arabic', 'latin'] },
];

let loaded: Font[] | undefined;

function fontFile(pkg: string, subset: string, weight: Weight): Buffer {
  const path = require.resolve(`@fontsource/${pkg}/files/${pkg}-${subset}-${weight}-normal.woff`);
  return readFileSync(path);
}

/**
 * Every font the renderer knows, read from disk once per process and always the same array: satori caches its
 * parsed fonts by this array, so reusing it keeps font parsing out of each render.
 */
export function renderFonts(): Font[] {
  if (loaded) return loaded;
  const fonts: Font[] = [];
  for (const face of FACES) {
    for (const subset of face.subsets) {
      for (const weight of [400, 700] as const) {
        fonts.push({ name: face.name, data: fontFile(face.pkg, subset, weight), weight, style: 'normal' });
      }
    }
  }
  loaded = fonts;
  return fonts;
}

export const FONT_FAMILY_NAMES = FACES.map((face) => face.name);
