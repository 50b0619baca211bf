import { describe, expect, it } from 'vitest';
import { emailSchema } from './email';
import { firstMessage } from './testSupport';

// An address of exactly `length` characters: a local part of a's at ex.co.
const email = (length: number) => `${'a'.repeat(length - '@ex.co'.length)}@ex.co`;

describe('emailSchema', () => {
  it.each([
    ['', 'Required'],
    [undefined, 'Required'],
    ['not-an-address', 'Invalid email address'],
    ['agent@agency', 'Invalid email address'],
    ['a@b.com', 'Must be 8 characters at minimum'],
    [email(7), 'Must be 8 characters at minimum'],
    [email(8), null],
    [email(254), null],
    [email(255), 'Must be 254 characters or less'],
  ])('%j -> %s', (value, message) => {
    expect(firstMessage(emailSchema, value)).toBe(message);
  });

  it('lowercases and trims the address', () => {
    expect(emailSchema.parse('  Office@Agency.COM ')).toBe('office@agency.com');
  });
});
