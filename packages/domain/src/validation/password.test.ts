import { describe, expect, it } from 'vitest';
import { passwordSchema } from './password';
import { firstMessage } from './testSupport';

const text = (length: number) => 'a'.repeat(length);

describe('passwordSchema', () => {
  it.each([
    ['', 'Required'],
    [undefined, 'Required'],
    [text(5), 'Must be 6 characters at minimum'],
    [text(6), null],
    [text(20), null],
    [text(21), 'Must be 20 characters or less'],
  ])('%j -> %s', (value, message) => {
    expect(firstMessage(passwordSchema, value)).toBe(message);
  });

  it('keeps spaces: they are part of what the user chose', () => {
    expect(passwordSchema.parse(' secret ')).toBe(' secret ');
  });
});
