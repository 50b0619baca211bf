import { describe, expect, it } from 'vitest';
import { accountNumberSchema } from './accountNumber';
import { firstMessage } from './testSupport';

describe('accountNumberSchema', () => {
  it.each([
    ['', null],
    [null, null],
    [undefined, null],
    ['123', 'Incorrect Account Number'],
    ['1234', null],
    ['1'.repeat(15), null],
    ['1'.repeat(16), 'Incorrect Account Number'],
    ['1234-5678', 'Incorrect Account Number'],
  ])('%j -> %s', (value, message) => {
    expect(firstMessage(accountNumberSchema, value)).toBe(message);
  });
});
