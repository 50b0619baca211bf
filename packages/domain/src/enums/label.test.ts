import { describe, expect, it } from 'vitest';
import { AGE_CATEGORIES } from './ageCategory';
import { APPLIED_COUNTRIES } from './appliedCountry';
import { AGENCY_TYPES } from './agencyType';
import { COMPANY_TYPES } from './companyType';
import { LICENCE_STATES } from './licenceState';
import { COMPLEXIONS } from './complexion';
import { CONTRACT_PERIODS } from './contractPeriod';
import { COUNTRIES } from './country';
import { CURRENCIES } from './currency';
import { DOCUMENT_TYPES } from './documentType';
import { EDUCATION_LEVELS } from './educationLevel';
import { EMPLOYEE_LOOKUP_METHODS } from './employeeLookupMethod';
import { ENUM_LABELS, type EnumKind } from './enumLabels';
import { label } from './label';
import { LANGS } from './Lang';
import { LANGUAGE_LEVELS } from './languageLevel';
import { MARITAL_STATUSES } from './maritalStatus';
import { MEDICAL_PAYMENT_STATUSES } from './medicalPaymentStatus';
import { NATIONALITIES } from './nationality';
import { PICTURE_TYPES } from './pictureType';
import { PROFESSIONS } from './profession';
import { RELIGIONS } from './religion';
import { SEXES } from './sex';
import { SKILLS } from './skill';
import { USER_KINDS } from './userKind';
import { USER_STATUSES } from './userStatus';
import { VISA_TYPES } from './visaType';
import { CORRECTION_LETTER_TYPES } from './correctionLetterType';

const VALUES: Record<EnumKind, readonly string[]> = {
  sex: SEXES,
  ageCategory: AGE_CATEGORIES,
  currency: CURRENCIES,
  languageLevel: LANGUAGE_LEVELS,
  educationLevel: EDUCATION_LEVELS,
  profession: PROFESSIONS,
  religion: RELIGIONS,
  maritalStatus: MARITAL_STATUSES,
  complexion: COMPLEXIONS,
  contractPeriod: CONTRACT_PERIODS,
  skill: SKILLS,
  documentType: DOCUMENT_TYPES,
  visaType: VISA_TYPES,
  pictureType: PICTURE_TYPES,
  appliedCountry: APPLIED_COUNTRIES,
  country: COUNTRIES,
  nationality: NATIONALITIES,
  userStatus: USER_STATUSES,
  userKind: USER_KINDS,
  companyType: COMPANY_TYPES,
  licenceState: LICENCE_STATES,
  agencyType: AGENCY_TYPES,
  medicalPaymentStatus: MEDICAL_PAYMENT_STATUSES,
  employeeLookupMethod: EMPLOYEE_LOOKUP_METHODS,
  correctionLetterType: CORRECTION_LETTER_TYPES,
};

const ARABIC = /[\u0600-\u06FF]/;
const ETHIOPIC = /[\u1200-\u137F]/;

describe('enumeration labels', () => {
  it.each(Object.keys(VALUES) as EnumKind[])(
    '%s: every value has a label in en, ar and am, and no other',
    (kind) => {
      const values = VALUES[kind];
      expect(new Set(values).size).toBe(values.length);
      expect(Object.keys(ENUM_LABELS[kind]).sort()).toEqual([...values].sort());
      for (const value of values) {
        for (const lang of LANGS)
          expect(label(kind, value, lang).trim(), `${kind}.${value}.${lang}`).not.toBe('');
        // Arabic and Amharic labels are written in their scripts (numbers-only labels are the age bands).
        if (kind !== 'ageCategory') {
          expect(label(kind, value, 'ar'), `${kind}.${value}`).toMatch(ARABIC);
          expect(label(kind, value, 'am'), `${kind}.${value}`).toMatch(ETHIOPIC);
        }
      }
    },
  );

  it.each([
    ['educationLevel', 'grade_eight_complete', 'en', 'Primary'],
    ['educationLevel', 'post_graduate', 'en', 'Post Graduate'],
    ['educationLevel', 'other_education', 'en', 'Other Education'],
    ['ageCategory', 'bet2125', 'en', '21-25'],
    ['ageCategory', 'bet4145', 'en', '41-45'],
    ['nationality', 'ethiopian', 'ar', 'إثيوبي'],
    ['country', 'saudi_arabia', 'ar', 'المملكة العربية السعودية'],
    ['country', 'ethiopia', 'am', 'ኢትዮጵያ'],
    ['sex', 'female', 'am', 'ሴት'],
    ['currency', 'saudi_riyal', 'ar', 'ريال سعودي'],
  ] as const)('%s %s in %s is %s', (kind, value, lang, text) => {
    expect(label(kind, value, lang)).toBe(text);
  });

  // A CV or letter in Arabic or Amharic must not show an English word; the age bands are numbers in every
  // language, and there is no true loanword among the labels today.
  it.each(Object.keys(VALUES).filter((kind) => kind !== 'ageCategory') as EnumKind[])(
    '%s: no Arabic or Amharic label is the English one or has Latin letters outside brackets',
    (kind) => {
      for (const value of VALUES[kind]) {
        const english = label(kind, value, 'en');
        for (const lang of ['ar', 'am'] as const) {
          const text = label(kind, value, lang);
          expect(text, `${kind}.${value}.${lang}`).not.toBe(english);
          // An abbreviation in brackets, as in شهادة الكفاءة المهنية (COC), names the document it translates.
          expect(text.replace(/\([^)]*\)/g, ''), `${kind}.${value}.${lang}`).not.toMatch(/[A-Za-z]/);
        }
      }
    },
  );

  it.each([
    ['country', 'united_arab_emirates', 'الإمارات العربية المتحدة'],
    ['country', 'United Arab Emirates', 'الإمارات العربية المتحدة'],
    ['country', 'UAE', 'الإمارات العربية المتحدة'],
    ['country', 'KSA', 'المملكة العربية السعودية'],
    ['profession', 'cook', 'طباخ'],
    ['profession', 'Cook', 'طباخ'],
    ['profession', 'caregiver', 'مقدم رعاية'],
    ['profession', 'House Maid', 'عاملة منزلية'],
    ['maritalStatus', 'Single', 'عزباء'],
  ] as const)('a stored %s spelled %s reads in Arabic as %s', (kind, stored, text) => {
    expect(label(kind, stored, 'ar')).toBe(text);
  });

  it('returns an unknown value as itself and empty for none', () => {
    expect(label('profession', 'gardener', 'ar')).toBe('gardener');
    expect(label('country', 'toString', 'en')).toBe('toString');
    expect(label('sex', undefined, 'en')).toBe('');
    expect(label('sex', null, 'am')).toBe('');
  });
});
