import { describe, expect, it } from 'vitest';
import { isShortLink, newShortLink } from './shortLink';

describe('short links', () => {
  it('are 6 letters and digits', () => {
    for (let i = 0; i < 100; i += 1) expect(isShortLink(newShortLink())).toBe(true);
  });

  it.each([
    ['Ab12Cd', true],
    ['Ab12C', false],
    ['Ab12Cde', false],
    ['Ab-2Cd', false],
    [null, false],
  ])('isShortLink(%j) is %s', (value, expected) => {
    expect(isShortLink(value)).toBe(expected);
  });
});
