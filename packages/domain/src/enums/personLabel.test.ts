import { describe, expect, it } from 'vitest';
import { NATIONALITIES } from './nationality';
import { personLabel } from './personLabel';

describe('personLabel', () => {
  it.each([
    ['single', 'male', 'أعزب'],
    ['single', 'female', 'عزباء'],
    ['married', 'male', 'متزوج'],
    ['married', 'female', 'متزوجة'],
    ['divorced', 'male', 'مطلق'],
    ['divorced', 'female', 'مطلقة'],
    ['widow', 'male', 'أرمل'],
    ['widow', 'female', 'أرملة'],
    ['separated', 'male', 'منفصل'],
  ] as const)('Arabic marital status %s of a %s candidate is %s', (status, sex, text) => {
    expect(personLabel('maritalStatus', status, 'ar', sex)).toBe(text);
  });

  it('a male widow is a widower in English and ሚስቱ የሞተችበት in Amharic', () => {
    expect(personLabel('maritalStatus', 'widow', 'en', 'male')).toBe('Widower');
    expect(personLabel('maritalStatus', 'widow', 'am', 'male')).toBe('ሚስቱ የሞተችበት');
    expect(personLabel('maritalStatus', 'single', 'am', 'male')).toBe('ያላገባ');
    expect(personLabel('maritalStatus', 'single', 'am', 'female')).toBe('ያላገባች');
  });

  it('religion, nationality, complexion and profession agree with the sex in Arabic', () => {
    expect(personLabel('religion', 'muslim', 'ar', 'female')).toBe('مسلمة');
    expect(personLabel('religion', 'muslim', 'ar', 'male')).toBe('مسلم');
    expect(personLabel('nationality', 'ethiopian', 'ar', 'female')).toBe('إثيوبية');
    expect(personLabel('nationality', 'ethiopian', 'ar', 'male')).toBe('إثيوبي');
    expect(personLabel('nationality', 'ethiopian', 'am', 'female')).toBe('ኢትዮጵያዊት');
    expect(personLabel('nationality', 'south_sudanese', 'ar', 'female')).toBe('جنوب سودانية');
    expect(personLabel('complexion', 'black', 'ar', 'female')).toBe('سمراء');
    expect(personLabel('profession', 'cooker', 'ar', 'female')).toBe('طباخة');
    expect(personLabel('profession', 'nurse', 'ar', 'male')).toBe('ممرض');
    expect(personLabel('profession', 'housemaid', 'ar', 'male')).toBe('عامل منزلي');
  });

  it('reads stored spellings and the sex in any case', () => {
    expect(personLabel('maritalStatus', 'Single', 'ar', 'Male')).toBe('أعزب');
    expect(personLabel('profession', 'cook', 'ar', 'female')).toBe('طباخة');
  });

  it('every nationality has a masculine and a feminine form, different in Arabic', () => {
    for (const nationality of NATIONALITIES) {
      const male = personLabel('nationality', nationality, 'ar', 'male');
      const female = personLabel('nationality', nationality, 'ar', 'female');
      expect(female, nationality).not.toBe(male);
      expect(female.startsWith(male), nationality).toBe(true);
    }
  });

  it('without a known sex, and for words that do not inflect, is the plain label', () => {
    expect(personLabel('maritalStatus', 'single', 'ar', null)).toBe('عزباء');
    expect(personLabel('maritalStatus', 'single', 'ar', 'unknown')).toBe('عزباء');
    expect(personLabel('maritalStatus', 'single', 'en', 'male')).toBe('Single');
    expect(personLabel('educationLevel', 'secondary_complete', 'ar', 'female')).toBe('ثانوي');
    expect(personLabel('profession', 'gardener', 'ar', 'male')).toBe('gardener');
    expect(personLabel('religion', undefined, 'ar', 'male')).toBe('');
  });
});
