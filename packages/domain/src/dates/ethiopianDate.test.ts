import { describe, expect, it } from 'vitest';
import { ethiopianDate, formatEthiopianDate } from './ethiopianDate';

describe('ethiopianDate', () => {
  it.each([
    ['2024-09-11', 2017, 1, 1, 'መስከረም'],
    ['2024-09-10', 2016, 13, 5, 'ጳጉሜን'],
    ['2024-09-06', 2016, 13, 1, 'ጳጉሜን'],
    ['2023-09-11', 2015, 13, 6, 'ጳጉሜን'],
    ['2023-09-12', 2016, 1, 1, 'መስከረም'],
    ['2025-01-07', 2017, 4, 29, 'ታኅሣሥ'],
    ['2024-03-05', 2016, 6, 26, 'የካቲት'],
  ])('%s is %i-%i-%i (%s)', (day, year, month, dayOfMonth, monthName) => {
    expect(ethiopianDate(day)).toEqual({ year, month, day: dayOfMonth, monthName });
  });

  it('reads an instant as the day in Ethiopia (UTC+3)', () => {
    // 22:30 UTC on 10 September is already 11 September, new year's day, in Addis Ababa.
    expect(ethiopianDate(new Date('2024-09-10T22:30:00Z'))).toMatchObject({ year: 2017, month: 1, day: 1 });
    expect(ethiopianDate(new Date('2024-09-10T22:30:00Z'), 'UTC')).toMatchObject({ year: 2016, month: 13 });
  });

  it('formats the way Amharic letters date themselves', () => {
    expect(formatEthiopianDate('2024-09-11')).toBe('መስከረም 1 ቀን 2017 ዓ.ም.');
    expect(formatEthiopianDate('2023-09-11')).toBe('ጳጉሜን 6 ቀን 2015 ዓ.ም.');
  });

  it('formats numerically with the era for tables', () => {
    expect(formatEthiopianDate('2024-09-11', { style: 'numeric' })).toBe('01/01/2017 ዓ.ም.');
    expect(formatEthiopianDate('2024-09-10', { style: 'numeric' })).toBe('05/13/2016 ዓ.ም.');
    expect(formatEthiopianDate(new Date('2024-09-10T22:30:00Z'), { style: 'numeric', timeZone: 'UTC' })).toBe(
      '05/13/2016 ዓ.ም.',
    );
  });
});
