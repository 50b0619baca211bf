import { describe, expect, it } from 'vitest';
import { linkOrNameSearchSchema } from './linkOrNameSearch';
import { firstMessage } from './testSupport';

const text = (length: number) => 'a'.repeat(length);

describe('linkOrNameSearchSchema', () => {
  it.each([
    ['', 'Required'],
    [text(1), 'Must be 2 characters at minimum'],
    [text(2), null],
    [text(25), null],
    [text(26), 'Must be 25 characters or less'],
  ])('%j -> %s', (value, message) => {
    expect(firstMessage(linkOrNameSearchSchema, value)).toBe(message);
  });
});
