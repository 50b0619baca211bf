import type { ContractCase } from '../contract-translation/contractTranslationFixtures';
import {
  FIXTURE_EMPLOYMENT_AGENCY,
  FIXTURE_KUWAIT_EMPLOYEE,
  FIXTURE_SIGNING_DATE,
} from '../shared/documentFixtures';

// The Kuwait contract's stories and render tests print these same cases.
export const KUWAIT_CONTRACT_CASES = {
  // The visa names no city (Kuwait City is printed) and the sponsor id is the placeholder (left blank).
  kuwaitCityDefault: {
    employee: FIXTURE_KUWAIT_EMPLOYEE,
    agency: FIXTURE_EMPLOYMENT_AGENCY,
    signingDate: FIXTURE_SIGNING_DATE,
  },
  namedCityMaleWorker: {
    employee: {
      ...FIXTURE_KUWAIT_EMPLOYEE,
      sex: 'male',
      givenName: 'Yonas Tesfaye',
      surName: 'Abebe',
      additionalData: { ...FIXTURE_KUWAIT_EMPLOYEE.additionalData, salary: 150 },
      visa: {
        ...FIXTURE_KUWAIT_EMPLOYEE.visa,
        passportNumber: '287031501234',
        address: { city: 'Hawalli', country: 'Kuwait', telephone: '+965 6655 4433' },
      },
      firstTestimonialAddress: '',
      secondTestimonialName: '',
    },
    agency: FIXTURE_EMPLOYMENT_AGENCY,
    signingDate: FIXTURE_SIGNING_DATE,
  },
  missingVisaAddress: {
    employee: { ...FIXTURE_KUWAIT_EMPLOYEE, visa: { ...FIXTURE_KUWAIT_EMPLOYEE.visa, address: null } },
    agency: FIXTURE_EMPLOYMENT_AGENCY,
    signingDate: FIXTURE_SIGNING_DATE,
  },
} satisfies Record<string, ContractCase>;
