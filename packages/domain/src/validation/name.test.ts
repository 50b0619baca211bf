import { describe, expect, it } from 'vitest';
import { nameSchema } from './name';
import { firstMessage } from './testSupport';

const text = (length: number) => 'a'.repeat(length);

describe('nameSchema', () => {
  it.each([
    ['', 'Required'],
    ['   ', 'Required'],
    [undefined, 'Required'],
    [text(2), 'Must be 3 characters at minimum'],
    [`  ${text(2)}  `, 'Must be 3 characters at minimum'],
    [text(3), null],
    [text(128), null],
    [text(129), 'Must be 128 characters or less'],
  ])('%j -> %s', (value, message) => {
    expect(firstMessage(nameSchema, value)).toBe(message);
  });

  it('trims the name', () => {
    expect(nameSchema.parse('  ABEBE  ')).toBe('ABEBE');
  });
});
