import { describe, expect, it } from 'vitest';
import { accountNumberSchema } from './accountNumber';
import { applicationNumberSchema } from './applicationNumber';
import { employerIdSchema } from './employerId';
import { givenNameSchema } from './givenName';
import { passportNumberSchema } from './passportNumber';
import { surNameSchema } from './surName';
import { firstMessage } from './testSupport';
import { visaNumberSchema } from './visaNumber';
import { visaSearchSchema } from './visaSearch';

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
    ['strict', '', 'Required'],
  ] as const)('%s %j -> %s', (variant, value, message) => {
    expect(firstMessage(passportNumberSchema(variant), value)).toBe(message);
  });

  it('uppercases the number, as it is saved', () => {
    expect(passportNumberSchema('strict').parse(' ep1234567 ')).toBe('EP1234567');
    expect(passportNumberSchema().parse('ab12')).toBe('AB12');
  });
});

describe('givenNameSchema and surNameSchema', () => {
  const GIVEN = 'Incorrect Given Name';
  const SUR = 'Incorrect Sur Name';
  it.each([
    ['twoWords', 'ALMAZ TESFAYE', null],
    ['twoWords', 'ALMAZ', GIVEN],
    ['twoWords', 'AB CD', null],
    ['twoWords', 'A TESFAYE', GIVEN],
    ['twoWords', `${'A'.repeat(15)} ${'B'.repeat(15)}`, null],
    ['twoWords', `${'A'.repeat(16)} BB`, GIVEN],
    ['twoWords', 'ALMAZ  TESFAYE', GIVEN],
    ['twoWords', 'ALMAZ TESFAYE KEBEDE', GIVEN],
    ['lettersAndSpaces', 'ALMAZ TESFAYE KEBEDE', null],
    ['lettersAndSpaces', 'AB', null],
    ['lettersAndSpaces', 'A', GIVEN],
    ['lettersAndSpaces', 'A'.repeat(35), null],
    ['lettersAndSpaces', 'A'.repeat(36), GIVEN],
    ['lettersAndSpaces', 'ALMAZ2', GIVEN],
    ['lettersAndSpaces', '', 'Required'],
  ] as const)('given name %s %j -> %s', (variant, value, message) => {
    expect(firstMessage(givenNameSchema(variant), value)).toBe(message);
  });

  it.each([
    ['letters', 'KEBEDE', null],
    ['letters', 'K', SUR],
    ['letters', 'KE', null],
    ['letters', 'K'.repeat(25), null],
    ['letters', 'K'.repeat(26), SUR],
    ['letters', 'ABU BAKR', SUR],
    ['lettersAndSpaces', 'ABU BAKR', null],
    ['lettersAndSpaces', 'K'.repeat(35), null],
    ['lettersAndSpaces', 'K'.repeat(36), SUR],
    ['lettersAndSpaces', '', 'Required'],
  ] as const)('surname %s %j -> %s', (variant, value, message) => {
    expect(firstMessage(surNameSchema(variant), value)).toBe(message);
  });
});

describe('optional number rules', () => {
  const APPLICATION = "Incorrect Application Number: add 'E' before the number";
  it.each([
    ['application', applicationNumberSchema, '', null],
    ['application', applicationNumberSchema, undefined, null],
    ['application', applicationNumberSchema, 'E12345678', null],
    ['application', applicationNumberSchema, 'E1234567', APPLICATION],
    ['application', applicationNumberSchema, 'E1234567890', null],
    ['application', applicationNumberSchema, 'E12345678901', APPLICATION],
    ['application', applicationNumberSchema, '12345678', APPLICATION],
    ['application', applicationNumberSchema, '  E12345678  ', null],
    ['application', applicationNumberSchema, '   E12345678', APPLICATION],
    ['application', applicationNumberSchema, 'E12345678   ', APPLICATION],
    ['application', applicationNumberSchema, 'E 12345678', APPLICATION],
    ['visa', visaNumberSchema, '', null],
    ['visa', visaNumberSchema, '12345678', 'Incorrect Visa Number'],
    ['visa', visaNumberSchema, '123456789', null],
    ['visa', visaNumberSchema, '1234567890', null],
    ['visa', visaNumberSchema, '12345678901', 'Incorrect Visa Number'],
    ['visa', visaNumberSchema, '12345678a', 'Incorrect Visa Number'],
    ['visa search', visaSearchSchema, '', 'Required'],
    ['visa search', visaSearchSchema, '1234567890', null],
    ['employer id', employerIdSchema, '', null],
    ['employer id', employerIdSchema, '1', null],
    ['employer id', employerIdSchema, '1234567890', null],
    ['employer id', employerIdSchema, '12345678901', 'Incorrect Employer Id Number'],
    ['employer id', employerIdSchema, '12a', 'Incorrect Employer Id Number'],
    ['account', accountNumberSchema, '', null],
    ['account', accountNumberSchema, null, null],
    ['account', accountNumberSchema, '123', 'Incorrect Account Number'],
    ['account', accountNumberSchema, '1234', null],
    ['account', accountNumberSchema, '1'.repeat(15), null],
    ['account', accountNumberSchema, '1'.repeat(16), 'Incorrect Account Number'],
    ['account', accountNumberSchema, '1234-5678', 'Incorrect Account Number'],
  ])('%s %j -> %s', (_rule, schema, value, message) => {
    expect(firstMessage(schema, value)).toBe(message);
  });

  it('trims the spaces pasted around an application number', () => {
    expect(applicationNumberSchema.parse(' E1234567890 ')).toBe('E1234567890');
  });
});
