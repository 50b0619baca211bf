import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate';

describe('formatDate', () => {
  it('shows dd-MMM-yyyy in English', () => {
    expect(formatDate('1998-03-05')).toBe('05-Mar-1998');
  });

  it('shows the Arabic month and Arabic-locale digits in Arabic', () => {
    expect(formatDate('1998-03-05', 'ar')).toBe('٠٥-مارس-١٩٩٨');
    expect(formatDate('2024-12-31', 'ar')).toBe('٣١-ديسمبر-٢٠٢٤');
  });
});
