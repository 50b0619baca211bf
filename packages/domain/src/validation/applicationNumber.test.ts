import { describe, expect, it } from 'vitest';
import { applicationNumberSchema } from './applicationNumber';
import { firstMessage } from './testSupport';

const APPLICATION = "Incorrect Application Number: add 'E' before the number";

describe('applicationNumberSchema', () => {
  it.each([
    ['', null],
    [undefined, null],
    ['E12345678', null],
    ['E1234567890', null],
    ['  E12345678  ', null],
    ['E1234567', APPLICATION],
    ['E12345678901', APPLICATION],
    ['12345678', APPLICATION],
    ['e12345678', APPLICATION],
    ['   E12345678', APPLICATION],
    ['E12345678   ', APPLICATION],
    ['E 12345678', APPLICATION],
  ])('%j -> %s', (value, message) => {
    expect(firstMessage(applicationNumberSchema, value)).toBe(message);
  });

  it('trims the spaces pasted around the number', () => {
    expect(applicationNumberSchema.parse(' E1234567890 ')).toBe('E1234567890');
  });
});
