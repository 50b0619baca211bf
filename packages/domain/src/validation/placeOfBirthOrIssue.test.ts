import { describe, expect, it } from 'vitest';
import { placeOfBirthSchema, placeOfIssueSchema } from './placeOfBirthOrIssue';
import { firstMessage } from './testSupport';

const text = (length: number) => 'a'.repeat(length);

describe('place of birth and place of issue', () => {
  it.each([
    ['', 'Required'],
    [text(1), 'Must be 2 characters at minimum'],
    [text(2), null],
    ['Addis Ababa', null],
    [text(25), null],
    [text(26), 'Must be 25 characters or less'],
  ])('%j -> %s', (value, message) => {
    expect(firstMessage(placeOfBirthSchema, value)).toBe(message);
    expect(firstMessage(placeOfIssueSchema, value)).toBe(message);
  });
});
