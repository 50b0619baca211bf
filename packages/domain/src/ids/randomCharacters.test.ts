import { describe, expect, it } from 'vitest';
import { randomCharacters } from './randomCharacters';

describe('randomCharacters', () => {
  it('gives exactly the length asked for', () => {
    for (const length of [0, 1, 6, 10, 64]) expect(randomCharacters(length)).toHaveLength(length);
  });

  it('uses every letter and digit, and nothing else', () => {
    const text = randomCharacters(20000);
    expect(text).toMatch(/^[A-Za-z0-9]+$/);
    expect(new Set(text).size).toBe(62);
  });

  it('keeps to a given alphabet', () => {
    expect(randomCharacters(500, 'ab')).toMatch(/^[ab]+$/);
  });
});
