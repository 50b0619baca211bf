import { describe, expect, it } from 'vitest';
import {
  addDays,
  addYears,
  calendarDay,
  compareDays,
  isoDay,
  isReadableDate,
  toDate,
  wallClock,
} from './calendarDay';

describe('calendarDay', () => {
  it('takes a plain YYYY-MM-DD day literally', () => {
    expect(calendarDay('1998-03-05')).toEqual({ year: 1998, month: 3, day: 5 });
  });

  it('reads an instant in the working zone (UTC+3) by default', () => {
    expect(calendarDay(new Date('2024-03-04T21:30:00Z'))).toEqual({ year: 2024, month: 3, day: 5 });
    expect(calendarDay(new Date('2024-03-04T20:59:59Z'))).toEqual({ year: 2024, month: 3, day: 4 });
    expect(calendarDay(new Date('2024-03-04T21:30:00Z'), 'UTC')).toEqual({ year: 2024, month: 3, day: 4 });
  });

  it('reads wall-clock time including the hour', () => {
    expect(wallClock('2025-06-01T11:05:09Z')).toEqual({
      year: 2025,
      month: 6,
      day: 1,
      hour: 14,
      minute: 5,
      second: 9,
    });
  });

  it('tells readable dates from unreadable ones', () => {
    expect(isReadableDate('2024-02-29')).toBe(true);
    expect(isReadableDate('2024-02-29T11:00:00.000Z')).toBe(true);
    expect(isReadableDate(new Date(0))).toBe(true);
    expect(isReadableDate('')).toBe(false);
    expect(isReadableDate('soon')).toBe(false);
    expect(isReadableDate(new Date(Number.NaN))).toBe(false);
    expect(isReadableDate(20240229)).toBe(false);
    expect(isReadableDate(null)).toBe(false);
    expect(isReadableDate('2023-02-29')).toBe(false);
    expect(isReadableDate('2024-13-01')).toBe(false);
  });

  it('refuses text that is not a date', () => {
    expect(() => toDate('next tuesday')).toThrow('Not a date: next tuesday');
    expect(() => calendarDay('2023-02-30')).toThrow('Not a date: 2023-02-30');
  });

  it('adds days across month, year and leap-day boundaries', () => {
    expect(isoDay(addDays({ year: 2024, month: 2, day: 28 }, 1))).toBe('2024-02-29');
    expect(isoDay(addDays({ year: 2023, month: 2, day: 28 }, 1))).toBe('2023-03-01');
    expect(isoDay(addDays({ year: 2024, month: 12, day: 31 }, 1))).toBe('2025-01-01');
    expect(isoDay(addDays({ year: 2024, month: 1, day: 1 }, -1))).toBe('2023-12-31');
  });

  it('adds years, moving 29 February to 28 February in a common year', () => {
    expect(isoDay(addYears({ year: 2024, month: 2, day: 29 }, 1))).toBe('2025-02-28');
    expect(isoDay(addYears({ year: 2024, month: 2, day: 29 }, 4))).toBe('2028-02-29');
  });

  it('compares days', () => {
    expect(compareDays(calendarDay('2024-01-02'), calendarDay('2024-01-01'))).toBeGreaterThan(0);
    expect(compareDays(calendarDay('2024-01-01'), calendarDay('2024-01-01'))).toBe(0);
    expect(compareDays(calendarDay('2023-12-31'), calendarDay('2024-01-01'))).toBeLessThan(0);
  });
});
