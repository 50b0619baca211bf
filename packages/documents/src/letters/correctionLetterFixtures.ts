import type { CorrectionLetterOptions } from '@placement/domain';
import type { LetterAgency, LetterEmployee } from './CorrectionLetter';

// Sample letters for stories and render tests: an agency without a header image (its names are drawn) and
// employees with Latin names, passport numbers and, for some, an Amharic name and labour id.

export const LETTER_FIXTURE_AGENCY: LetterAgency = {
  displayName: 'Addis Bright Future Agency',
  nameAmharic: 'አዲስ ብራይት ፊውቸር የውጭ አገር ሥራ ስምሪት ኤጀንሲ',
  managerNameAmharic: 'አቶ ተስፋዬ በቀለ',
  address: { streetAddress: 'Bole Road', city: 'Addis Ababa', telephone: '+251 11 661 2345' },
};

const GIVEN = [
  'Tigist Alemu',
  'Meron Tadesse',
  'Hana Bekele',
  'Selam Girma',
  'Bethlehem Haile',
  'Almaz Kebede',
];
const FAMILY = ['Woldemariam', 'Gebremedhin', 'Tesfaye', 'Abebe', 'Mekonnen', 'Desta'];

export function letterFixtureEmployees(count: number): LetterEmployee[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `letter-employee-${i + 1}`,
    givenName: GIVEN[i % GIVEN.length] ?? 'Tigist Alemu',
    surName: FAMILY[i % FAMILY.length] ?? 'Desta',
    passportNumber: `EP${String(5_120_000 + i * 37)}`,
    sex: i % 5 === 4 ? 'male' : 'female',
    visa: { visaNumber: String(6_012_345_000 + i) },
    additionalData: {
      fullNameAmharic: i % 2 === 0 ? 'ትዕግሥት ዓለሙ ወልደማርያም' : null,
      labourId: i % 3 === 0 ? `LB-${String(884_200 + i)}` : null,
    },
  }));
}

export const LETTER_FIXTURE_OPTIONS: Readonly<Record<'name' | 'sex' | 'issued', CorrectionLetterOptions>> = {
  name: {
    letterType: 'name',
    letterDate: '2026-11-20',
    letterNumber: 'ABF/0412/2026',
    addressee: 'ministryRecovery',
  },
  sex: {
    letterType: 'sex',
    letterDate: '2026-11-20',
    letterNumber: 'ABF/0413/2026',
    addressee: 'embassyConsulate',
  },
  issued: {
    letterType: 'issued',
    letterDate: '2026-11-21',
    letterNumber: 'ABF/0414/2026',
    addressee: 'ministryRecovery',
    reason: 'ሠራተኛዋ የሕክምና ምርመራዋን በድጋሚ በማጠናቀቋ ቪዛዋ እንደገና መታተም ስላለበት',
  },
};
