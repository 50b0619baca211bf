import { AGE_CATEGORY_LABELS } from './ageCategory';
import { APPLIED_COUNTRY_LABELS } from './appliedCountry';
import { AGENCY_TYPE_LABELS } from './agencyType';
import { COMPANY_TYPE_LABELS } from './companyType';
import { LICENCE_STATE_LABELS } from './licenceState';
import { COMPLEXION_LABELS } from './complexion';
import { CONTRACT_PERIOD_LABELS } from './contractPeriod';
import { CORRECTION_LETTER_TYPE_LABELS } from './correctionLetterType';
import { COUNTRY_LABELS } from './country';
import { CURRENCY_LABELS } from './currency';
import { DOCUMENT_TYPE_LABELS } from './documentType';
import { EDUCATION_LEVEL_LABELS } from './educationLevel';
import { EMPLOYEE_LOOKUP_METHOD_LABELS } from './employeeLookupMethod';
import { LANGUAGE_LEVEL_LABELS } from './languageLevel';
import { MARITAL_STATUS_LABELS } from './maritalStatus';
import { MEDICAL_PAYMENT_STATUS_LABELS } from './medicalPaymentStatus';
import { NATIONALITY_LABELS } from './nationality';
import { PICTURE_TYPE_LABELS } from './pictureType';
import { PROFESSION_LABELS } from './profession';
import { RELIGION_LABELS } from './religion';
import { SEX_LABELS } from './sex';
import { SKILL_LABELS } from './skill';
import { USER_KIND_LABELS } from './userKind';
import { USER_STATUS_LABELS } from './userStatus';
import { VISA_TYPE_LABELS } from './visaType';

// Every labelled enumeration by the name screens and documents ask for it.
export const ENUM_LABELS = {
  sex: SEX_LABELS,
  ageCategory: AGE_CATEGORY_LABELS,
  currency: CURRENCY_LABELS,
  languageLevel: LANGUAGE_LEVEL_LABELS,
  educationLevel: EDUCATION_LEVEL_LABELS,
  profession: PROFESSION_LABELS,
  religion: RELIGION_LABELS,
  maritalStatus: MARITAL_STATUS_LABELS,
  complexion: COMPLEXION_LABELS,
  contractPeriod: CONTRACT_PERIOD_LABELS,
  skill: SKILL_LABELS,
  documentType: DOCUMENT_TYPE_LABELS,
  visaType: VISA_TYPE_LABELS,
  pictureType: PICTURE_TYPE_LABELS,
  appliedCountry: APPLIED_COUNTRY_LABELS,
  country: COUNTRY_LABELS,
  nationality: NATIONALITY_LABELS,
  userStatus: USER_STATUS_LABELS,
  userKind: USER_KIND_LABELS,
  companyType: COMPANY_TYPE_LABELS,
  licenceState: LICENCE_STATE_LABELS,
  agencyType: AGENCY_TYPE_LABELS,
  medicalPaymentStatus: MEDICAL_PAYMENT_STATUS_LABELS,
  employeeLookupMethod: EMPLOYEE_LOOKUP_METHOD_LABELS,
  correctionLetterType: CORRECTION_LETTER_TYPE_LABELS,
} as const;
export type EnumKind = keyof typeof ENUM_LABELS;
