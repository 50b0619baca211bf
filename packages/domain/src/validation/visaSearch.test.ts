import { describe, expect, it } from 'vitest';
import { visaSearchSchema } from './visaSearch';
import { firstMessage } from './testSupport';

describe('visaSearchSchema', () => {
  it.each([
    ['', 'Required'],
    ['1234567890', null],
    ['12345', 'Incorrect Visa Number'],
  ])('%j -> %s', (value, message) => {
    expect(firstMessage(visaSearchSchema, value)).toBe(message);
  });
});
