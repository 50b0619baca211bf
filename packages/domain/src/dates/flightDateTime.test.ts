import { describe, expect, it } from 'vitest';
import { flightInputValue, flightInstant } from './flightDateTime';

describe('flight date and time', () => {
  it('stores the form’s wall clock as the instant it names, the format the arrival has', () => {
    expect(flightInstant('2026-12-05T08:30', 'Asia/Riyadh')).toBe('2026-12-05T05:30:00.000Z');
    expect(flightInstant('2026-12-05T08:30', 'Asia/Dubai')).toBe('2026-12-05T04:30:00.000Z');
  });

  it('reads an older bare day as 14:00 that day and keeps an instant as it is', () => {
    expect(flightInstant('2026-12-05', 'Asia/Riyadh')).toBe('2026-12-05T11:00:00.000Z');
    expect(flightInstant('2026-12-10T11:00:00.000Z', 'Asia/Riyadh')).toBe('2026-12-10T11:00:00.000Z');
  });

  it('leaves nothing and what is not a date for the schema to judge', () => {
    expect(flightInstant('', 'Asia/Riyadh')).toBe('');
    expect(flightInstant(null)).toBeNull();
    expect(flightInstant('soon', 'Asia/Riyadh')).toBe('soon');
  });

  it('shows a stored flight back in the input as the same wall clock', () => {
    expect(flightInputValue('2026-12-05T05:30:00.000Z', 'Asia/Riyadh')).toBe('2026-12-05T08:30');
    expect(flightInputValue(flightInstant('2026-12-05T23:45', 'Asia/Dubai') as string, 'Asia/Dubai')).toBe(
      '2026-12-05T23:45',
    );
    expect(flightInputValue('2026-12-05', 'Asia/Riyadh')).toBe('2026-12-05T14:00');
    expect(flightInputValue(null)).toBe('');
  });
});
