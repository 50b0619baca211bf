import { describe, expect, it } from 'vitest';
import { phoneSchema } from './phone';
import { firstMessage } from './testSupport';

describe('phoneSchema', () => {
  it.each([
    ['', 'Required'],
    ['1234567', 'Must be 8 characters at minimum'],
    ['12345678', null],
    ['123456789012', null],
    [' 123456789012 ', null],
    ['1234567890123', 'Must be 12 characters or less'],
  ])('%j -> %s', (value, message) => {
    expect(firstMessage(phoneSchema, value)).toBe(message);
  });
});
