import type { Language } from './Theme';

// The @fontsource package of the face fontFamilyFor puts first for each language (theme/fonts.ts loads weights
// 400 and 700 of it), and the subsets a page in the language reads: its own script, and Latin for names,
// passport numbers and figures. Apart from fontFamilyFor, which every page's code holds: only the web build
// reads this (apps/web build/headStartPlugin), and /login's code has no room to carry it.
const FIRST_FACE: Record<Language, { files: string; subsets: string[] }> = {
  en: { files: 'noto-sans', subsets: ['latin'] },
  ar: { files: 'cairo', subsets: ['arabic', 'latin'] },
  am: { files: 'noto-sans-ethiopic', subsets: ['ethiopic', 'latin'] },
};
const WEIGHTS = [400, 700];
// Beyond the first face: the Arabic shell's top bar shows the company's Amharic name, in bold (spec 01 §2, the
// signed-in shell), so an Arabic page draws Ethiopic letters from its first line.
const ALSO: Record<Language, string[]> = {
  en: [],
  ar: ['noto-sans-ethiopic-ethiopic-700-normal'],
  am: [],
};

/**
 * The font files (@fontsource names, without the extension) a page in this language draws its text with: the
 * language's first face, in its own script and in Latin, regular and bold. The server-drawn first screen has the
 * browser fetch them with the page's head (services/api web/firstPaint), not once its layout finds them missing.
 */
export function fontFilesFor(language: Language): string[] {
  const { files, subsets } = FIRST_FACE[language];
  return [
    ...subsets.flatMap((subset) => WEIGHTS.map((weight) => `${files}-${subset}-${weight}-normal`)),
    ...ALSO[language],
  ];
}
