import { describe, expect, it } from 'vitest';
import { correctionLetterOptionsSchema, LETTER_MESSAGES } from './correctionLetterOptions';

const valid = {
  letterType: 'name',
  letterDate: '2026-11-22',
  letterNumber: 'AB/123/2026',
  addressee: 'embassyConsulate',
} as const;

function messages(input: unknown): string[] {
  const result = correctionLetterOptionsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('correction letter options', () => {
  it('accepts name and sex letters without a reason', () => {
    expect(messages(valid)).toEqual([]);
    expect(messages({ ...valid, letterType: 'sex', addressee: 'ministryRecovery' })).toEqual([]);
  });

  it('asks for a reason on an issued letter', () => {
    expect(messages({ ...valid, letterType: 'issued' })).toEqual([LETTER_MESSAGES.reason]);
    expect(messages({ ...valid, letterType: 'issued', reason: '   ' })).toEqual([LETTER_MESSAGES.reason]);
    expect(messages({ ...valid, letterType: 'issued', reason: 'Visa re-stamped' })).toEqual([]);
  });

  it('dates letters from 2023-01-01 on', () => {
    expect(messages({ ...valid, letterDate: '2023-01-01' })).toEqual([]);
    expect(messages({ ...valid, letterDate: '2022-12-31' })).toEqual([LETTER_MESSAGES.letterDate]);
    expect(messages({ ...valid, letterDate: '2026-02-30' })).toEqual([LETTER_MESSAGES.letterDate]);
    expect(messages({ ...valid, letterDate: 'today' })).toEqual([LETTER_MESSAGES.letterDate]);
  });

  it('needs a letter number and one of the two fixed addressees', () => {
    expect(messages({ ...valid, letterNumber: ' ' })).toEqual([LETTER_MESSAGES.letterNumber]);
    expect(messages({ ...valid, letterNumber: 'x'.repeat(41) })).toEqual([LETTER_MESSAGES.letterNumber]);
    expect(messages({ ...valid, addressee: 'anyone' })).toHaveLength(1);
  });
});
