import { describe, expect, it } from 'vitest';
import { givenNameSchema } from './givenName';
import { firstMessage } from './testSupport';

const GIVEN = 'Incorrect Given Name';

describe('givenNameSchema', () => {
  it.each([
    ['twoWords', 'ALMAZ TESFAYE', null],
    ['twoWords', 'AB CD', null],
    ['twoWords', `${'A'.repeat(15)} ${'B'.repeat(15)}`, null],
    ['twoWords', 'ALMAZ', GIVEN],
    ['twoWords', 'A TESFAYE', GIVEN],
    ['twoWords', `${'A'.repeat(16)} BB`, GIVEN],
    ['twoWords', 'ALMAZ  TESFAYE', GIVEN],
    ['twoWords', 'ALMAZ TESFAYE KEBEDE', GIVEN],
    ['twoWords', '', 'Required'],
    ['lettersAndSpaces', 'ALMAZ TESFAYE KEBEDE', null],
    ['lettersAndSpaces', 'AB', null],
    ['lettersAndSpaces', 'A'.repeat(35), null],
    ['lettersAndSpaces', 'A', GIVEN],
    ['lettersAndSpaces', 'A'.repeat(36), GIVEN],
    ['lettersAndSpaces', 'ALMAZ2', GIVEN],
    ['lettersAndSpaces', '', 'Required'],
  ] as const)('%s %j -> %s', (variant, value, message) => {
    expect(firstMessage(givenNameSchema(variant), value)).toBe(message);
  });
});
