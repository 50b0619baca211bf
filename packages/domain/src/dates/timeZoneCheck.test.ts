import { describe, expect, it } from 'vitest';
import { isSupportedTimeZoneOffset, TIME_ZONE_NOTICE } from './timeZoneCheck';

describe('time zone check', () => {
  it.each([
    [-180, true],
    [-240, true],
    [0, false],
    [-210, false],
    [180, false],
    [-300, false],
  ])('offset %i minutes is supported: %s', (offset, supported) => {
    expect(isSupportedTimeZoneOffset(offset)).toBe(supported);
  });

  it('tells the user which zones to choose in three languages', () => {
    for (const text of Object.values(TIME_ZONE_NOTICE)) {
      expect(text).toContain('UTC+03:00');
      expect(text).toContain('UTC+04:00');
    }
  });
});
