import { describe, expect, it } from 'vitest';
import { statusAfterCorrectionLetter } from './correctionLetterStatus';

describe('statusAfterCorrectionLetter', () => {
  it.each([
    ['issued', 'immigration_verified', 'issued'],
    ['issued', 'traveled', 'traveled'],
    ['name', 'immigration_verified', 'immigration_verified'],
    ['sex', 'immigration_verified', 'immigration_verified'],
  ] as const)('a %s letter for an employee at %s leaves %s', (type, status, after) => {
    expect(statusAfterCorrectionLetter(type, status)).toBe(after);
  });
});
