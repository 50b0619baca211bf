import { describe, expect, it } from 'vitest';
import { surNameSchema } from './surName';
import { firstMessage } from './testSupport';

const SUR = 'Incorrect Sur Name';

describe('surNameSchema', () => {
  it.each([
    ['letters', 'KEBEDE', null],
    ['letters', 'KE', null],
    ['letters', 'K'.repeat(25), null],
    ['letters', 'K', SUR],
    ['letters', 'K'.repeat(26), SUR],
    ['letters', 'ABU BAKR', SUR],
    ['letters', '', 'Required'],
    ['lettersAndSpaces', 'ABU BAKR', null],
    ['lettersAndSpaces', 'K'.repeat(35), null],
    ['lettersAndSpaces', 'K'.repeat(36), SUR],
    ['lettersAndSpaces', '', 'Required'],
  ] as const)('%s %j -> %s', (variant, value, message) => {
    expect(firstMessage(surNameSchema(variant), value)).toBe(message);
  });
});
