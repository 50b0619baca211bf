import { describe, expect, it } from 'vitest';
import { shapeArabic } from '../../src/text/shapeArabic';
import { visualText } from '../../src/text/visualText';

const hex = (s: string) => Array.from(s, (c) => c.codePointAt(0)?.toString(16)).join(' ');

describe('shapeArabic', () => {
  it('joins a word: initial, medial, final forms (مدرسة)', () => {
    // meem initial, dal final (right-joining), ra isolated, seen initial, taa marbuta final
    expect(hex(shapeArabic('مدرسة'))).toBe('fee3 feaa fead feb3 fe94');
  });
  it('fuses lam and alef into one ligature, final after a joining letter', () => {
    expect(hex(shapeArabic('لا'))).toBe('fefb');
    expect(hex(shapeArabic('سلام'))).toBe('feb3 fefc fee1');
  });
  it('keeps marks after their letter without breaking the join', () => {
    expect(hex(shapeArabic('بَت'))).toBe('fe91 64e fe96');
  });
  it('leaves text without Arabic unchanged', () => {
    expect(shapeArabic('EP1234567 Fatima')).toBe('EP1234567 Fatima');
  });
});

describe('visualText', () => {
  it('reverses an Arabic word into drawing order', () => {
    expect(hex(visualText('بنت'))).toBe('fe96 fee8 fe91');
  });
  it('keeps Latin and digits in reading order inside a right-to-left line', () => {
    const out = visualText('الاسم: فاطمة EP1234567', 'rtl');
    expect(out.startsWith('EP1234567 ')).toBe(true);
    expect(out).toContain('EP1234567');
  });
  it('keeps an Arabic name in a left-to-right line in place', () => {
    const out = visualText('Name: بنت (Mohammed)');
    expect(out.startsWith('Name: ')).toBe(true);
    expect(out.endsWith(' (Mohammed)')).toBe(true);
  });
  it('draws a mark after its letter once reversed', () => {
    expect(hex(visualText('بَت'))).toBe('fe96 fe91 64e');
  });
  it('returns Latin-only and Ethiopic text untouched', () => {
    expect(visualText('ሰላም Fatima')).toBe('ሰላም Fatima');
  });
});
