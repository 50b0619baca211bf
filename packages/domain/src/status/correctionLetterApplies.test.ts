import { describe, expect, it } from 'vitest';
import {
  correctionLetterRefusals,
  letterRefusalMessage,
  statusStatedByLetter,
} from './correctionLetterApplies';

const hana = { id: 'a', givenName: 'HANA', surName: 'GIRMA', status: 'new' };
const meron = { id: 'b', givenName: 'MERON', surName: 'TADESSE', status: 'immigration_verified' };

describe('when a correction letter applies (spec 02 §2.9)', () => {
  it('an issued letter states Immigration Verified; name and sex letters state no status', () => {
    expect(statusStatedByLetter('issued')).toBe('immigration_verified');
    expect(statusStatedByLetter('name')).toBeUndefined();
    expect(statusStatedByLetter('sex')).toBeUndefined();
  });

  it('refuses an issued letter for an employee in status New, not for one who is Immigration Verified', () => {
    expect(correctionLetterRefusals('issued', [hana, meron])).toEqual([
      { employeeId: 'a', name: 'HANA GIRMA', status: 'new', stated: 'immigration_verified' },
    ]);
    expect(correctionLetterRefusals('issued', [meron])).toEqual([]);
  });

  it('a record without a status is New', () => {
    expect(correctionLetterRefusals('issued', [{ id: 'c', givenName: 'SARA' }])).toMatchObject([
      { status: 'new', name: 'SARA' },
    ]);
  });

  it('name and sex letters apply to every status', () => {
    expect(correctionLetterRefusals('name', [hana, meron])).toEqual([]);
    expect(correctionLetterRefusals('sex', [hana])).toEqual([]);
  });

  it('says why in English, Arabic and Amharic, naming her and both statuses', () => {
    const [refusal] = correctionLetterRefusals('issued', [hana]);
    expect(letterRefusalMessage(refusal!, 'en')).toBe(
      'HANA GIRMA is Available, not Immigration Verified: the letter states that she is Immigration Verified, so it cannot be printed for her.',
    );
    expect(letterRefusalMessage(refusal!, 'ar')).toContain('تم التحقق في الجوازات');
    expect(letterRefusalMessage(refusal!, 'ar')).toContain('HANA GIRMA');
    expect(letterRefusalMessage(refusal!, 'am')).toContain('በኢሚግሬሽን ተረጋግጧል');
  });
});
