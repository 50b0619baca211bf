import { describe, expect, it } from 'vitest';
import { statusSearchTextSchema } from './statusSearchText';
import { firstMessage } from './testSupport';

const text = (length: number) => 'a'.repeat(length);

describe('statusSearchTextSchema', () => {
  it.each([
    ['', 'Required'],
    [text(8), 'Must be 9 characters at minimum'],
    [text(9), null],
    [text(12), null],
    [text(13), 'Must be 12 characters or less'],
  ])('%j -> %s', (value, message) => {
    expect(firstMessage(statusSearchTextSchema, value)).toBe(message);
  });
});
