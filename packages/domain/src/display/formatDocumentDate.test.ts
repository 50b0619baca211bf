import { describe, expect, it } from 'vitest';
import { formatDocumentDate } from './formatDocumentDate';

describe('formatDocumentDate', () => {
  it.each([
    ['1998-03-05', '05-MAR-1998'],
    ['2024-02-29', '29-FEB-2024'],
    ['2025-12-31', '31-DEC-2025'],
    ['2001-01-01', '01-JAN-2001'],
  ])('%s prints as %s', (day, printed) => {
    expect(formatDocumentDate(day)).toBe(printed);
  });

  it('prints a stored 14:00 local date as its day, whatever zone the server runs in', () => {
    expect(formatDocumentDate(new Date('1998-03-05T11:00:00Z'))).toBe('05-MAR-1998');
    expect(formatDocumentDate('1998-03-05T10:00:00.000Z')).toBe('05-MAR-1998');
  });

  it('prints nothing for a missing date', () => {
    expect(formatDocumentDate(undefined)).toBe('');
    expect(formatDocumentDate(null)).toBe('');
    expect(formatDocumentDate('')).toBe('');
    expect(formatDocumentDate('not a date')).toBe('');
    expect(formatDocumentDate(new Date(Number.NaN))).toBe('');
  });
});
