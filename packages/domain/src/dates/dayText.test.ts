import { describe, expect, it } from 'vitest';
import { isDayText } from './dayText';

describe('isDayText', () => {
  it('takes a day that exists, written yyyy-mm-dd', () => {
    expect(isDayText('2024-02-29')).toBe(true);
    expect(isDayText('2026-12-31')).toBe(true);
  });

  it('refuses a day the calendar does not have, and anything not written yyyy-mm-dd', () => {
    for (const value of [
      '2024-02-30',
      '2023-02-29',
      '2024-13-01',
      '2024-00-10',
      '2024-04-31',
      'not a date',
      '2024-2-3',
      '2024-02-01T00:00:00Z',
      '',
    ]) {
      expect(isDayText(value), value).toBe(false);
    }
  });
});
