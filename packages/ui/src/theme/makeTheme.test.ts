import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { directionOf, makeTheme } from './makeTheme';
import { fontFamilyFor } from './fontFamilyFor';
import { fontFilesFor } from './fontFilesFor';

const fromHere = createRequire(import.meta.url);

describe('makeTheme', () => {
  it("uses the spec's palette in light mode", () => {
    const theme = makeTheme();
    expect(theme.colors.primary).toBe('#007229');
    expect(theme.colors.secondary).toBe('#FFA500');
    expect(theme.colors.success).toBe('#2e7d32');
    expect(theme.drawerWidth).toBe(240);
  });
  it('lays Arabic out right-to-left and the others left-to-right, unless told otherwise', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
    expect(directionOf('am')).toBe('ltr');
    expect(makeTheme({ language: 'ar' }).direction).toBe('rtl');
    expect(makeTheme({ language: 'en', direction: 'rtl' }).direction).toBe('rtl');
  });
  it('gives sudan2 orange accents, a red-to-black bar and warning-coloured pagination', () => {
    const plain = makeTheme();
    const sudan2 = makeTheme({ variant: 'sudan2' });
    expect(plain.colors.accent).toBe('#007229');
    expect(sudan2.colors.accent).toBe('#FFA500');
    expect(sudan2.colors.topBar).toContain('#d21034');
    expect(sudan2.colors.topBar).toContain('#000000');
    expect(sudan2.colors.pagination).toBe('#FFA500');
    expect(plain.colors.pagination).not.toBe('#FFA500');
  });
  it('darkens surfaces in dark mode', () => {
    const dark = makeTheme({ mode: 'dark' });
    expect(dark.colors.background).toBe('#121212');
    expect(dark.colors.text).toBe('#f1f1f1');
  });
  it('puts the script of the language first in the font stack', () => {
    expect(fontFamilyFor('ar').startsWith("'Cairo'")).toBe(true);
    expect(fontFamilyFor('am').startsWith("'Noto Sans Ethiopic'")).toBe(true);
    expect(fontFamilyFor('en').startsWith("'Noto Sans'")).toBe(true);
    expect(fontFamilyFor('en')).toContain('Noto Sans Ethiopic');
  });
  it("names the font files of the language's first face, each a file its package ships", () => {
    expect(fontFilesFor('en')).toEqual(['noto-sans-latin-400-normal', 'noto-sans-latin-700-normal']);
    expect(fontFilesFor('ar')).toEqual([
      'cairo-arabic-400-normal',
      'cairo-arabic-700-normal',
      'cairo-latin-400-normal',
      'cairo-latin-700-normal',
      // The company's Amharic name in the Arabic top bar.
      'noto-sans-ethiopic-ethiopic-700-normal',
    ]);
    for (const language of ['en', 'ar', 'am'] as const) {
      for (const file of fontFilesFor(language)) {
        const face = file.replace(/-(latin|arabic|ethiopic)-\d+-normal$/, '');
        expect(() => fromHere.resolve(`@fontsource/${face}/files/${file}.woff2`)).not.toThrow();
        // The Arabic shell's Amharic company name is drawn from the Ethiopic face, further down the stack.
        if (language === 'ar' && face === 'noto-sans-ethiopic') continue;
        // The package of the face the page's font stack names first ('noto-sans-ethiopic': 'Noto Sans Ethiopic').
        const family = face.replace(
          /(^|-)(\w)/g,
          (_, dash: string, letter: string) => `${dash && ' '}${letter.toUpperCase()}`,
        );
        expect(fontFamilyFor(language).startsWith(`'${family}'`)).toBe(true);
      }
    }
  });
});
