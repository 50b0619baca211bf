import { describe, expect, it } from 'vitest';
import { passportNumberSchema } from './passportNumber';
import { firstMessage } from './testSupport';

const PASSPORT = 'Incorrect Passport Number';

describe('passportNumberSchema', () => {
  it.each([
    ['standard', '', 'Required'],
    ['standard', 'A', PASSPORT],
    ['standard', 'A1', null],
    ['standard', 'EP1234567', null],
    ['standard', '1'.repeat(25), null],
    ['standard', '1'.repeat(26), PASSPORT],
    ['standard', 'EP 1234567', PASSPORT],
    ['standard', 'EP-1234567', PASSPORT],
    ['strict', '', 'Required'],
    ['strict', 'EP1234567', null],
    ['strict', 'A12345', null],
    ['strict', 'A1234', PASSPORT],
    ['strict', 'B1234567890', null],
    ['strict', 'B12345678901', PASSPORT],
    ['strict', 'CK123456', null],
    ['strict', 'EQ123456', null],
    ['strict', 'D1234567', PASSPORT],
    ['strict', 'EX1234567', PASSPORT],
    ['strict', 'EPK1234567', PASSPORT],
  ] as const)('%s %j -> %s', (variant, value, message) => {
    expect(firstMessage(passportNumberSchema(variant), value)).toBe(message);
  });

  it('uppercases the number, as it is saved', () => {
    expect(passportNumberSchema('strict').parse(' ep1234567 ')).toBe('EP1234567');
    expect(passportNumberSchema().parse('ab12')).toBe('AB12');
  });
});
