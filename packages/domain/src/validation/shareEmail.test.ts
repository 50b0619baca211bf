import { describe, expect, it } from 'vitest';
import { canShareByEmail, shareEmailSchema } from './shareEmail';
import { firstMessage } from './testSupport';

describe('shareEmailSchema', () => {
  it.each([
    ['', null],
    ['sponsor@example.com', null],
    ['sponsor@', 'Email is not correct'],
    ['sponsor example.com', 'Email is not correct'],
  ])('%j -> %s', (value, message) => {
    expect(firstMessage(shareEmailSchema, value)).toBe(message);
  });

  it('enables Share by e-mail only for a non-empty valid address', () => {
    expect(canShareByEmail('')).toBe(false);
    expect(canShareByEmail('sponsor@')).toBe(false);
    expect(canShareByEmail('Sponsor@Example.com')).toBe(true);
  });
});
