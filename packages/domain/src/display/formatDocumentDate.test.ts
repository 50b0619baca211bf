import { describe, expect, it } from 'vitest';
import { formatDate, formatDocumentDate, formatFlightDateTime } from './formatDocumentDate';

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
  });
});

describe('formatDate', () => {
  it('shows dd-MMM-yyyy in English', () => {
    expect(formatDate('1998-03-05')).toBe('05-Mar-1998');
  });

  it('shows the Arabic month and Arabic-locale digits in Arabic', () => {
    expect(formatDate('1998-03-05', 'ar')).toBe('٠٥-مارس-١٩٩٨');
    expect(formatDate('2024-12-31', 'ar')).toBe('٣١-ديسمبر-٢٠٢٤');
  });
});

describe('formatFlightDateTime', () => {
  it.each([
    ['2025-03-05T11:30:00Z', '05-Mar-2025 02:30 PM'],
    ['2025-03-04T21:05:00Z', '05-Mar-2025 12:05 AM'],
    ['2025-03-05T09:00:00Z', '05-Mar-2025 12:00 PM'],
    ['2025-03-05T08:59:00Z', '05-Mar-2025 11:59 AM'],
  ])('%s shows as %s (Riyadh time)', (instant, shown) => {
    expect(formatFlightDateTime(instant)).toBe(shown);
  });

  it('can show another zone', () => {
    expect(formatFlightDateTime('2025-03-05T11:30:00Z', 'UTC')).toBe('05-Mar-2025 11:30 AM');
  });
});
