import { describe, expect, it } from 'vitest';
import { formatNumber, numberLocale, toArabicDigits } from './formatNumber';

describe('Arabic-locale numerals', () => {
  it('turns Western digits into Arabic-Indic ones and leaves the rest', () => {
    expect(toArabicDigits('0123456789')).toBe('٠١٢٣٤٥٦٧٨٩');
    expect(toArabicDigits('05-MAR-1998')).toBe('٠٥-MAR-١٩٩٨');
    expect(toArabicDigits(120)).toBe('١٢٠');
  });

  it('formats numbers with ar-SA or en-US', () => {
    expect(formatNumber(1000, 'ar')).toBe('١٬٠٠٠');
    expect(formatNumber(120.5, 'ar')).toBe('١٢٠٫٥');
    expect(formatNumber(1000, 'en')).toBe('1,000');
    expect(formatNumber(1234567.5)).toBe('1,234,567.5');
    expect(formatNumber(0, 'am')).toBe('0');
    expect(numberLocale('ar')).toBe('ar-SA');
    expect(numberLocale('en')).toBe('en-US');
  });
});
