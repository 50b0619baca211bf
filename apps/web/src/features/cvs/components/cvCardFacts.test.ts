import { label } from '@placement/domain';
import { describe, expect, it } from 'vitest';
import type { CvEmployeeResult } from '../api/cvOperations';
import { cvCardFacts, type CardWords } from './cvCardFacts';

const WORDS: CardWords = {
  passport: 'passport',
  agent: 'agent',
  noAgent: 'no agent',
  age: 'age',
  salary: 'salary',
  arabic: 'arabic',
  english: 'english',
  religion: 'religion',
  maritalStatus: 'maritalStatus',
  experience: 'experience',
};

function card(sex: string) {
  const employee = {
    passportNumber: 'EP4471298',
    sex,
    additionalData: { religion: 'muslim', maritalStatus: 'single' },
    workExperience: [{ country: 'saudi_arabia', profession: 'cooker', years: 'two' }],
  } as unknown as CvEmployeeResult;
  const facts = cvCardFacts(employee, {
    lang: 'ar',
    words: WORDS,
    label: (kind, value) => label(kind, value, 'ar'),
    premium: true,
  });
  return Object.fromEntries(facts.map((fact) => [fact.label, fact.value]));
}

describe('cvCardFacts in Arabic', () => {
  it('calls a male candidate أعزب and مسلم, and his past job طباخ', () => {
    const facts = card('male');
    expect(facts.maritalStatus).toBe('أعزب');
    expect(facts.religion).toBe('مسلم');
    expect(facts.experience).toContain('-طباخ-');
  });

  it('calls a female candidate عزباء and مسلمة, and her past job طباخة', () => {
    const facts = card('female');
    expect(facts.maritalStatus).toBe('عزباء');
    expect(facts.religion).toBe('مسلمة');
    expect(facts.experience).toContain('-طباخة-');
  });
});
