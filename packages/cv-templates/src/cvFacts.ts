import type { CvLang } from '@placement/domain';
import type { Cv } from './CvContext';
import { filledWorkRows, type CvWorkExperience } from './CvEmployee';
import { CV_SKILLS, cvValue } from './text/cvValues';
import {
  FIRST_TIMER,
  experienceSummary as domainExperienceSummary,
  stars,
  weightHeightLabel,
} from '@placement/domain';
import {
  contractPeriodOf,
  cvAge,
  formatCvDate,
  fullName,
  localDigits,
  measureText,
  plainText,
  remarksText,
  yearsText,
} from './text/cvDisplay';

/** One labelled value on a CV. */
export interface CvFact {
  label: string;
  value: string;
}

// Each function gathers one block of spec 02 §2.3 as display-ready text, so every layout shows the same
// facts with the same rules however it arranges them.

export function passportFacts(cv: Cv): CvFact[] {
  const e = cv.employee;
  return [
    { label: cv.t('passportNumber'), value: plainText(e.passportNumber, 'en') },
    { label: cv.t('issueDate'), value: formatCvDate(e.passportIssueDate, cv.lang) },
    { label: cv.t('expiryDate'), value: formatCvDate(e.passportExpiryDate, cv.lang) },
    { label: cv.t('placeOfIssue'), value: plainText(e.placeOfIssue, 'en') },
  ];
}

export function referenceFacts(cv: Cv): CvFact[] {
  const e = cv.employee;
  return [
    // Reference and passport numbers are identifiers: their characters stay as written in both languages.
    { label: cv.t('reference'), value: plainText(e.education?.yearCompleted, 'en') },
    { label: cv.t('applicationDate'), value: formatCvDate(e.additionalData?.documentReceivedDate, cv.lang) },
  ];
}

export function measureFacts(cv: Cv): CvFact[] {
  const data = cv.employee.additionalData;
  return [
    // For sudan companies the same two fields mean medical insurance (height) and exchange rate (weight).
    { label: weightHeightLabel('weight', cv.variant, cv.lang), value: measureText(data?.weight, cv.lang) },
    { label: weightHeightLabel('height', cv.variant, cv.lang), value: measureText(data?.height, cv.lang) },
  ];
}

export function workFacts(cv: Cv): CvFact[] {
  const data = cv.employee.additionalData;
  const salary = plainText(data?.salary, cv.lang);
  const currency = data?.currency ? cvValue('currency', data.currency, cv.lang) : '';
  return [
    {
      label: cv.t('appliedProfession'),
      value: cvValue('profession', data?.appliedProfession, cv.lang, cv.employee.sex),
    },
    { label: cv.t('salary'), value: salary === '-' ? '-' : `${salary} ${currency}`.trim() },
    { label: cv.t('contractPeriod'), value: yearsText(data?.contractPeriod, cv.lang) },
    { label: cv.t('appliedCountry'), value: cvValue('country', data?.appliedCountry, cv.lang) },
  ];
}

export function ageText(cv: Cv): string {
  const age = cvAge(cv.employee.dateOfBirth, cv.today);
  return age === undefined ? '-' : localDigits(String(age), cv.lang);
}

export function personalFacts(cv: Cv): CvFact[] {
  const e = cv.employee;
  const data = e.additionalData;
  return [
    {
      label: cv.t('nationality'),
      value: cvValue('nationality', data?.nationality, cv.lang, cv.employee.sex),
    },
    { label: cv.t('religion'), value: cvValue('religion', data?.religion, cv.lang, cv.employee.sex) },
    { label: cv.t('dateOfBirth'), value: formatCvDate(e.dateOfBirth, cv.lang) },
    { label: cv.t('age'), value: ageText(cv) },
    { label: cv.t('placeOfBirth'), value: plainText(e.placeOfBirth, 'en') },
    {
      label: cv.t('maritalStatus'),
      value: cvValue('maritalStatus', data?.maritalStatus, cv.lang, cv.employee.sex),
    },
    { label: cv.t('children'), value: plainText(data?.numberOfChildren ?? '0', cv.lang) },
    { label: cv.t('complexion'), value: cvValue('complexion', data?.complexion, cv.lang, cv.employee.sex) },
    { label: cv.t('sex'), value: cvValue('sex', e.sex, cv.lang) },
    { label: cv.t('education'), value: cvValue('educationLevel', e.education?.educationLevel, cv.lang) },
  ];
}

/** Year graduated and school are fixed placeholders on the CV (spec 02 §2.3). */
export function educationPlaceholderFacts(cv: Cv): CvFact[] {
  return [
    { label: cv.t('yearGraduated'), value: '-' },
    { label: cv.t('school'), value: '-' },
  ];
}

export interface CvExperienceRow {
  country: string;
  profession: string;
  period: string;
}

/** Work experience rows; an empty list means the CV shows 'first timer'. */
export function experienceRows(cv: Cv): CvExperienceRow[] {
  return filledWorkRows(cv.employee.workExperience).map((row) =>
    experienceRow(row, cv.lang, cv.employee.sex),
  );
}

/** One work row as the CV prints it. */
export function experienceRow(row: CvWorkExperience, lang: CvLang, sex?: string | null): CvExperienceRow {
  return {
    country: cvValue('country', row.country, lang),
    profession: cvValue('profession', row.profession, lang, sex),
    period: yearsText(row.years, lang),
  };
}

/** 'first timer' in the CV's language, for an empty work-experience table. */
export function firstTimer(cv: Cv): string {
  return FIRST_TIMER[cv.lang];
}

/** The first experience as the CV list shows it, or 'first timer'. */
export function experienceSummary(cv: Cv): string {
  // Years stored as a number become the contract-period code, so 2 and 'two' read the same ('Two').
  const rows = (cv.employee.workExperience ?? []).map((row) => ({
    country: row.country ?? null,
    profession: row.profession ?? null,
    years:
      row.years === null || row.years === undefined
        ? null
        : (contractPeriodOf(row.years) ?? String(row.years)),
  }));
  return domainExperienceSummary(rows, cv.lang, cv.employee.sex);
}

export interface CvSkill {
  label: string;
  has: boolean;
}

export function skillRows(cv: Cv): CvSkill[] {
  const owned = new Set((cv.employee.education?.skills ?? []).map((skill) => skill.trim().toLowerCase()));
  return CV_SKILLS.map((skill) => ({ label: cvValue('skill', skill, cv.lang), has: owned.has(skill) }));
}

export interface CvLanguage {
  label: string;
  level: string;
  stars: number;
}

export function languageRows(cv: Cv): CvLanguage[] {
  const education = cv.employee.education;
  return [
    { key: 'arabicLanguage' as const, level: education?.arabicLanguage },
    { key: 'englishLanguage' as const, level: education?.englishLanguage },
  ].map(({ key, level }) => ({
    label: cv.t(key),
    level: level ? cvValue('languageLevel', level, cv.lang) : '-',
    stars: stars(level),
  }));
}

export function candidateName(cv: Cv): string {
  return fullNameOf(cv) || '-';
}

/** Given name and surname, or '' when there is none (a hide-contact link). */
export function fullNameOf(cv: Cv): string {
  return fullName(cv.employee);
}

export function amharicName(cv: Cv): string {
  return (cv.employee.additionalData?.fullNameAmharic ?? '').trim();
}

export function professionTitle(cv: Cv): string {
  return cvValue('profession', cv.employee.additionalData?.appliedProfession, cv.lang, cv.employee.sex);
}

export function remarks(cv: Cv): string {
  return remarksText(cv.employee.education?.remarks, cv.lang);
}

export function officePhones(cv: Cv): string[] {
  const address = cv.agency.address;
  return [address?.telephone, address?.alternateTelephone, address?.mobile, address?.alternateMobile]
    .map((phone) => (phone ?? '').trim())
    .filter(Boolean);
}

export function officeAddress(cv: Cv): string {
  const address = cv.agency.address;
  return [address?.streetAddress, address?.city]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(', ');
}

/** The text in the office QR code: the configured link, or the agency's name, phones and address. */
export function officeQrText(cv: Cv): string {
  const link = cv.s.qrLocation.link.trim();
  if (link) return link;
  return [cv.agency.displayName, ...officePhones(cv), officeAddress(cv)].filter(Boolean).join('\n') || 'CV';
}

/** The name rows: the full name, and the Amharic full name when there is one. */
export function nameFacts(cv: Cv): CvFact[] {
  const amharic = amharicName(cv);
  return [
    { label: cv.t('fullName'), value: candidateName(cv) },
    ...(amharic ? [{ label: cv.t('fullNameAmharic'), value: amharic }] : []),
  ];
}
