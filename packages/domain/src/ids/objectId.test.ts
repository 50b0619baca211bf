import { describe, expect, it } from 'vitest';
import { isObjectId, newObjectId, objectIdTime } from './objectId';

describe('newObjectId', () => {
  it('makes 24 lowercase hex characters', () => {
    const id = newObjectId();
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(isObjectId(id)).toBe(true);
  });

  it('starts with the creation time in seconds', () => {
    const at = new Date('2026-11-21T10:00:00.999Z');
    const id = newObjectId(at);
    expect(id.slice(0, 8)).toBe(Math.floor(at.getTime() / 1000).toString(16));
    expect(objectIdTime(id).toISOString()).toBe('2026-11-21T10:00:00.000Z');
  });

  it('sorts by time, and within the same second by creation order', () => {
    const earlier = newObjectId(new Date('2025-01-01T00:00:00Z'));
    const later = newObjectId(new Date('2025-01-01T00:00:01Z'));
    expect(earlier < later).toBe(true);
    const sameSecond = Array.from({ length: 50 }, () => newObjectId(new Date('2025-06-01T00:00:00Z')));
    expect(new Set(sameSecond).size).toBe(50);
  });

  it.each([
    ['5f2b8c1e9d1e4a3b2c1d0e9f', true],
    ['5F2B8C1E9D1E4A3B2C1D0E9F', false],
    ['5f2b8c1e9d1e4a3b2c1d0e9', false],
    ['5f2b8c1e9d1e4a3b2c1d0e9f0', false],
    ['zf2b8c1e9d1e4a3b2c1d0e9f', false],
    [42, false],
  ])('isObjectId(%s) is %s', (value, expected) => {
    expect(isObjectId(value)).toBe(expected);
  });
});
