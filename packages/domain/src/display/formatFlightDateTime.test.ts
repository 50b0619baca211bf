import { describe, expect, it } from 'vitest';
import { formatFlightDateTime } from './formatFlightDateTime';

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
