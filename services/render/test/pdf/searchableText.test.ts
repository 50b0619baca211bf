import { describe, expect, it } from 'vitest';
import { visualText } from '../../src/text/visualText';
import { searchableText, startingRightToLeftRun } from '../../src/pdf/searchableText';

/** What a reader gets back from a right-to-left line: the characters in the order the extractor reads them. */
const readRightToLeft = (layer: string) => Array.from(layer).reverse().join('');

describe('searchableText', () => {
  it.each(['عزباء', 'الحالة الاجتماعية', 'السلام', 'لا إله', 'المملكة العربية السعودية'])(
    'gives %s as its typed letters in drawing order (read from the right, the typed text)',
    (typed) => {
      const layer = searchableText(visualText(typed, 'rtl'));
      expect(layer).not.toMatch(/[\ufb50-\ufdff\ufe70-\ufeff]/u);
      expect(readRightToLeft(layer)).toBe(typed);
    },
  );

  it('gives back the typed bracket and Arabic comma that the drawing mirrored or replaced', () => {
    expect(readRightToLeft(searchableText(visualText('الاسم الكامل (بالأمهرية)', 'rtl')))).toBe(
      'الاسم الكامل (بالأمهرية)',
    );
    expect(readRightToLeft(searchableText(visualText('نعم، لا', 'rtl')))).toBe('نعم، لا');
  });

  it('puts a mark before its letter, so that read from the right it follows it as typed', () => {
    expect(readRightToLeft(searchableText(visualText('بَت', 'rtl')))).toBe('بَت');
  });

  it('leaves Latin, digits and Ethiopic as they are, brackets included', () => {
    expect(searchableText('EP4471298 (Amharic)')).toBe('EP4471298 (Amharic)');
    expect(searchableText('ትግስት አለሙ በቀለ')).toBe('ትግስት አለሙ በቀለ');
  });

  it('keeps a Latin passport number inside Arabic in its own order', () => {
    const layer = searchableText(visualText('رقم الجواز EP4471298', 'rtl'));
    expect(layer).toContain('EP4471298');
  });
});

describe('startingRightToLeftRun', () => {
  it.each(['بيتِ', 'الحقُّ', 'نقداً', 'كتابٌ'])(
    'starts %s, whose mark is at its left edge, with a right-to-left mark',
    (typed) => {
      const layer = searchableText(visualText(typed, 'rtl'));
      expect(layer).toMatch(/^[\u064b-\u065f]/u);
      expect(startingRightToLeftRun(layer)).toBe(`\u200f${layer}`);
      expect(readRightToLeft(layer)).toBe(typed);
    },
  );

  it('leaves a word that starts with a letter, and Latin, as they are', () => {
    const layer = searchableText(visualText('نقدًا', 'rtl'));
    expect(startingRightToLeftRun(layer)).toBe(layer);
    expect(startingRightToLeftRun('Cash')).toBe('Cash');
  });
});
