import type { Dependent } from '../dependents/DependentsPage';
import type { DocumentCompany, DocumentEmployee } from '../shared/DocumentEmployee';
import {
  FIXTURE_COMMISSION_AGENCY,
  FIXTURE_EMPLOYMENT_AGENCY,
  FIXTURE_SAUDI_EMPLOYEE,
} from '../shared/documentFixtures';

export interface VisaApplicationCase {
  employee: DocumentEmployee;
  agency: DocumentCompany;
  dependents?: Dependent[];
}

// The application's stories and render tests print these same cases.
export const VISA_APPLICATION_CASES = {
  twoBlockLayout: { employee: FIXTURE_SAUDI_EMPLOYEE, agency: FIXTURE_EMPLOYMENT_AGENCY },
  commissionLayout: {
    employee: { ...FIXTURE_SAUDI_EMPLOYEE, owner: FIXTURE_COMMISSION_AGENCY },
    agency: FIXTURE_COMMISSION_AGENCY,
  },
  withoutPhotoVisitVisa: {
    employee: {
      ...FIXTURE_SAUDI_EMPLOYEE,
      facePhoto: null,
      visa: { ...FIXTURE_SAUDI_EMPLOYEE.visa, visaNumber: '6098765432', visaType: 'visit' },
      embassyProcess: { enjazNumber: ' E987654321 ' },
    },
    agency: FIXTURE_EMPLOYMENT_AGENCY,
    dependents: [{ name: 'Dawit Alemu', relationship: 'Son', sex: 'male', dateOfBirth: '2019-02-11' }],
  },
  withoutApplicationNumber: {
    employee: { ...FIXTURE_SAUDI_EMPLOYEE, embassyProcess: { enjazNumber: '' } },
    agency: FIXTURE_EMPLOYMENT_AGENCY,
  },
} satisfies Record<string, VisaApplicationCase>;
