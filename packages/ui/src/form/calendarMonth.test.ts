import { describe, expect, it } from 'vitest';
import { calendarMonth, displayDate } from './calendarMonth';

describe('calendarMonth', () => {
  it('lays February 2024 (leap year, starts on Thursday) out in weeks from Sunday', () => {
    const weeks = calendarMonth(2024, 1);
    expect(weeks[0]?.slice(0, 4)).toEqual([null, null, null, null]);
    expect(weeks[0]?.[4]?.iso).toBe('2024-02-01');
    const days = weeks.flat().filter((day) => day !== null);
    expect(days).toHaveLength(29);
    expect(days.at(-1)?.iso).toBe('2024-02-29');
  });
  it('keeps the min and max days themselves selectable and nothing outside', () => {
    const days = calendarMonth(2012, 0, '2012-01-01', '2012-01-15')
      .flat()
      .filter((day) => day !== null);
    expect(days.find((day) => day.day === 1)?.inRange).toBe(true);
    expect(days.find((day) => day.day === 15)?.inRange).toBe(true);
    expect(days.find((day) => day.day === 16)?.inRange).toBe(false);
  });
  it('shows dates as dd-MMM-yyyy', () => {
    expect(displayDate('1920-01-01')).toBe('01-Jan-1920');
    expect(displayDate('2026-12-31')).toBe('31-Dec-2026');
    expect(displayDate('')).toBe('');
  });
});
