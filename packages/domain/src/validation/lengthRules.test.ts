import { describe, expect, it } from 'vitest';
import { emailSchema } from './email';
import { linkOrNameSearchSchema } from './linkOrNameSearch';
import { nameSchema } from './name';
import { passwordSchema } from './password';
import { phoneSchema } from './phone';
import { placeOfBirthSchema, placeOfIssueSchema } from './placeOfBirthOrIssue';
import { statusSearchTextSchema } from './statusSearchText';
import { firstMessage } from './testSupport';

const text = (length: number) => 'a'.repeat(length);
// An address of exactly `length` characters: a local part of a's at ex.co.
const email = (length: number) => `${'a'.repeat(length - '@ex.co'.length)}@ex.co`;

describe('required texts with length limits', () => {
  it.each([
    ['name', nameSchema, '', 'Required'],
    ['name', nameSchema, text(2), 'Must be 3 characters at minimum'],
    ['name', nameSchema, text(3), null],
    ['name', nameSchema, text(128), null],
    ['name', nameSchema, text(129), 'Must be 128 characters or less'],
    ['name', nameSchema, `  ${text(2)}  `, 'Must be 3 characters at minimum'],
    ['name', nameSchema, '   ', 'Required'],
    ['name', nameSchema, undefined, 'Required'],
    ['phone', phoneSchema, '', 'Required'],
    ['phone', phoneSchema, '1234567', 'Must be 8 characters at minimum'],
    ['phone', phoneSchema, '12345678', null],
    ['phone', phoneSchema, '123456789012', null],
    ['phone', phoneSchema, '1234567890123', 'Must be 12 characters or less'],
    ['password', passwordSchema, '', 'Required'],
    ['password', passwordSchema, text(5), 'Must be 6 characters at minimum'],
    ['password', passwordSchema, text(6), null],
    ['password', passwordSchema, text(20), null],
    ['password', passwordSchema, text(21), 'Must be 20 characters or less'],
    ['password', passwordSchema, undefined, 'Required'],
    ['status search', statusSearchTextSchema, '', 'Required'],
    ['status search', statusSearchTextSchema, text(8), 'Must be 9 characters at minimum'],
    ['status search', statusSearchTextSchema, text(9), null],
    ['status search', statusSearchTextSchema, text(12), null],
    ['status search', statusSearchTextSchema, text(13), 'Must be 12 characters or less'],
    ['place of birth', placeOfBirthSchema, text(1), 'Must be 2 characters at minimum'],
    ['place of birth', placeOfBirthSchema, text(2), null],
    ['place of birth', placeOfBirthSchema, text(25), null],
    ['place of birth', placeOfBirthSchema, text(26), 'Must be 25 characters or less'],
    ['place of issue', placeOfIssueSchema, '', 'Required'],
    ['place of issue', placeOfIssueSchema, 'Addis Ababa', null],
    ['link or name search', linkOrNameSearchSchema, text(1), 'Must be 2 characters at minimum'],
    ['link or name search', linkOrNameSearchSchema, text(2), null],
    ['link or name search', linkOrNameSearchSchema, text(25), null],
    ['link or name search', linkOrNameSearchSchema, text(26), 'Must be 25 characters or less'],
  ])('%s %j -> %s', (_rule, schema, value, message) => {
    expect(firstMessage(schema, value)).toBe(message);
  });

  it('keeps spaces inside a password (only names and searches are trimmed)', () => {
    expect(passwordSchema.parse(' secret ')).toBe(' secret ');
    expect(nameSchema.parse('  ABEBE  ')).toBe('ABEBE');
  });
});

describe('emailSchema', () => {
  it.each([
    ['', 'Required'],
    ['not-an-address', 'Invalid email address'],
    ['a@b.com', 'Must be 8 characters at minimum'],
    [email(7), 'Must be 8 characters at minimum'],
    [email(8), null],
    [email(254), null],
    [email(255), 'Must be 254 characters or less'],
    ['agent@agency', 'Invalid email address'],
  ])('%j -> %s', (value, message) => {
    expect(firstMessage(emailSchema, value)).toBe(message);
  });

  it('lowercases and trims the address', () => {
    expect(emailSchema.parse('  Office@Agency.COM ')).toBe('office@agency.com');
  });
});
