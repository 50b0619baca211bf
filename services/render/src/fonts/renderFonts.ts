import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font } from '@placement/satori';

const require = createRequire(import.meta.url);

type Weight = 400 | 700;

/** The families templates may name, each from its @fontsource package (woff: satori cannot read woff2). */
const FACES: { name: string; pkg: string; subsets: string[] }[] = [
  { name: 'Noto Sans', pkg: 'noto-sans', subsets: ['latin', 'latin-ext'] },
  // Arabic: Noto Sans Arabic keeps every dot when drawn from presentation forms (test/arabicShaping.test.tsx
  // compares it with Chromium, dot for dot).
  { name: 'Noto Sans Arabic', pkg: 'noto-sans-arabic', subsets: ['arabic'] },
  { name: 'Noto Sans Ethiopic', pkg: 'noto-sans-ethiopic', subsets: ['ethiopic'] },
  { name: 'Open Sans', pkg: 'open-sans', subsets: ['latin', 'latin-ext'] },
  { name: 'Amiri', pkg: 'amiri', subsets: ['arabic', 'latin'] },
  { name: 'Cairo', pkg: 'cairo', subsets: ['arabic', 'latin'] },
];

/** Always available: every script the product prints (Latin, Arabic, Ethiopic) has a face in this set. */
const BASE_FAMILIES = ['Noto Sans', 'Noto Sans Arabic', 'Noto Sans Ethiopic'];

const files = new Map<string, Font[]>();
const sets = new Map<string, Font[]>();

function fontPath(pkg: string, subset: string, weight: Weight): string {
  return require.resolve(`@fontsource/${pkg}/files/${pkg}-${subset}-${weight}-normal.woff`);
}

function fontFile(pkg: string, subset: string, weight: Weight): Buffer {
  return readFileSync(fontPath(pkg, subset, weight));
}

/**
 * The characters a subset file is for (its CSS `unicode-range`, as @fontsource declares it). A browser takes no
 * other character from the file, and neither does the render: Cairo's Arabic subset also holds a Latin "A",
 * which drew the A's of a Latin name on an Arabic CV in Cairo among Noto Sans letters.
 */
export function subsetRange(pkg: string, subset: string): string {
  const ranges = JSON.parse(
    readFileSync(require.resolve(`@fontsource/${pkg}/unicode.json`), 'utf8'),
  ) as Record<string, string>;
  const range = ranges[subset];
  if (!range) throw new Error(`@fontsource/${pkg} has no ${subset} subset`);
  return range;
}

function faceFonts(face: (typeof FACES)[number]): Font[] {
  let fonts = files.get(face.name);
  if (!fonts) {
    fonts = face.subsets.flatMap((subset) =>
      ([400, 700] as const).map((weight) => ({
        name: face.name,
        data: fontFile(face.pkg, subset, weight),
        unicodeRange: subsetRange(face.pkg, subset),
        weight,
        style: 'normal' as const,
      })),
    );
    files.set(face.name, fonts);
  }
  return fonts;
}

/**
 * The fonts for a render: the base set plus any other known family the element names. Files are read once per
 * process and each combination is always the same array: satori caches parsed fonts by that array, and fewer
 * fonts make its per-word font lookup cheaper (docs/performance.md#renderfonts).
 */
export function renderFonts(families: Iterable<string> = []): Font[] {
  const wanted = new Set(BASE_FAMILIES);
  for (const family of families) if (FACES.some((face) => face.name === family)) wanted.add(family);
  const key = [...wanted].sort().join('|');
  let fonts = sets.get(key);
  if (!fonts) {
    fonts = FACES.filter((face) => wanted.has(face.name)).flatMap(faceFonts);
    sets.set(key, fonts);
  }
  return fonts;
}

export const FONT_FAMILY_NAMES = FACES.map((face) => face.name);

/** Every face file the service draws with, so a reference renderer (the benchmark's Chromium) gets the same ones. */
export function renderFontFiles(): { name: string; weight: Weight; path: string }[] {
  return FACES.flatMap((face) =>
    face.subsets.flatMap((subset) =>
      ([400, 700] as const).map((weight) => ({
        name: face.name,
        weight,
        path: fontPath(face.pkg, subset, weight),
      })),
    ),
  );
}
