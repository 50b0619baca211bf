import { describe, expect, it } from 'vitest';
import { employerIdSchema } from './employerId';
import { firstMessage } from './testSupport';

describe('employerIdSchema', () => {
  it.each([
    ['', null],
    ['1', null],
    ['1234567890', null],
    ['12345678901', 'Incorrect Employer Id Number'],
    ['12a', 'Incorrect Employer Id Number'],
  ])('%j -> %s', (value, message) => {
    expect(firstMessage(employerIdSchema, value)).toBe(message);
  });
});
