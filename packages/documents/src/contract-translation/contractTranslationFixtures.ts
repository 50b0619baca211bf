import type { DocumentCompany, DocumentEmployee } from '../shared/DocumentEmployee';
import {
  FIXTURE_EMPLOYMENT_AGENCY,
  FIXTURE_SAUDI_EMPLOYEE,
  FIXTURE_SIGNING_DATE,
} from '../shared/documentFixtures';

export interface ContractCase {
  employee: DocumentEmployee;
  agency: DocumentCompany;
  userCompany?: { partners?: DocumentCompany[] };
  signingDate: string;
}

const LATIN_ONLY_AGENCY: DocumentCompany = { ...FIXTURE_EMPLOYMENT_AGENCY, nameAmharic: null };

// The translation's stories and render tests print these same cases.
export const CONTRACT_TRANSLATION_CASES = {
  complete: {
    employee: FIXTURE_SAUDI_EMPLOYEE,
    agency: FIXTURE_EMPLOYMENT_AGENCY,
    signingDate: FIXTURE_SIGNING_DATE,
  },
  // No Amharic names anywhere: sponsor full name, visa city, given name and surname, agency display name.
  latinFallbacks: {
    employee: {
      ...FIXTURE_SAUDI_EMPLOYEE,
      sex: 'male',
      givenName: 'Dawit Bekele',
      surName: 'Haile',
      additionalData: { ...FIXTURE_SAUDI_EMPLOYEE.additionalData, fullNameAmharic: '' },
      visa: { ...FIXTURE_SAUDI_EMPLOYEE.visa, fullNameAmharic: ' ', cityAmharic: null },
      owner: LATIN_ONLY_AGENCY,
      prospects: [],
    },
    agency: LATIN_ONLY_AGENCY,
    // No prospect: the counterpart is the first partner of the user's company.
    userCompany: { partners: [{ _id: '65a1c0de0000000000000009', displayName: 'Riyadh Gate Recruitment' }] },
    signingDate: '2026-09-11',
  },
  missingContactPerson: {
    employee: { ...FIXTURE_SAUDI_EMPLOYEE, contactPerson: { displayName: 'Alemu', address: null } },
    agency: FIXTURE_EMPLOYMENT_AGENCY,
    signingDate: FIXTURE_SIGNING_DATE,
  },
} satisfies Record<string, ContractCase>;
