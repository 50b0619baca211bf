import { describe, expect, it } from 'vitest';
import { visaNumberSchema } from './visaNumber';
import { firstMessage } from './testSupport';

describe('visaNumberSchema', () => {
  it.each([
    ['', null],
    [null, null],
    ['123456789', null],
    ['1234567890', null],
    ['12345678', 'Incorrect Visa Number'],
    ['12345678901', 'Incorrect Visa Number'],
    ['12345678a', 'Incorrect Visa Number'],
  ])('%j -> %s', (value, message) => {
    expect(firstMessage(visaNumberSchema, value)).toBe(message);
  });
});
