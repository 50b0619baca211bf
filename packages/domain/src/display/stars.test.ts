import { describe, expect, it } from 'vitest';
import { stars } from './stars';

describe('stars', () => {
  it.each([
    ['poor', 1],
    ['fair', 3],
    ['good', 3],
    ['fluent', 5],
    ['average', 5],
    ['', 5],
    [undefined, 5],
  ])('%j gives %i stars', (level, count) => {
    expect(stars(level)).toBe(count);
  });
});
