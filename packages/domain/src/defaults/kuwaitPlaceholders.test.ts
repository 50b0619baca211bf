import { describe, expect, it } from 'vitest';
import { hideKuwaitPlaceholder, isKuwaitPlaceholder } from './kuwaitPlaceholders';

describe('Kuwait placeholders in lists', () => {
  it.each([
    ['1111111111', true, ''],
    ['9999999999', true, ''],
    ['111111111', false, '111111111'],
    ['1234567890', false, '1234567890'],
    ['', false, ''],
    [undefined, false, ''],
  ])('%j is a placeholder: %s, shown as %j', (value, placeholder, shown) => {
    expect(isKuwaitPlaceholder(value)).toBe(placeholder);
    expect(hideKuwaitPlaceholder(value)).toBe(shown);
  });
});
