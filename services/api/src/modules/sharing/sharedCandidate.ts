import { companyVariant } from '@placement/domain';
import type { Queryable } from '../../db/Database';
import type { CompanyRecord } from '../companies/companyRecord';
import { companiesByIds } from '../companies/repository';
import type { EmployeeRecord } from '../employees/repository';
import { withoutContact } from './withoutContact';

/**
 * What an anonymous viewer of a shared CV (a short link, or the public agency/agent list) is given: exactly the
 * fields the shared CV shows (spec 02 §2.2 "with a link" and §2.3's blocks), in a type of its own, so a field
 * added to Employee never reaches the public. Left out on purpose: the worker's and contact person's phones and
 * address, witnesses, notes, LMIS and labour data, the visa and its sponsor, status history, any company id,
 * e-mail, licence, partner or company kind (depositAmount), and no record id: a CV is named by its place on the
 * link or list. The agent is shown by its header image alone: whom an agency works with is its business.
 */
export const sharedCandidateSchema = /* GraphQL */ `
  "A row of a shared CV's work-experience table."
  type SharedWorkExperience {
    country: String
    profession: String
    years: String
  }

  type SharedEducation {
    arabicLanguage: String
    englishLanguage: String
    educationLevel: String
    skills: [String!]
    remarks: String
    "Labelled reference number on the CV."
    yearCompleted: String
  }

  type SharedAdditionalData {
    salary: Float
    currency: String
    contractPeriod: String
    nationality: String
    religion: String
    maritalStatus: String
    numberOfChildren: Int
    height: String
    weight: String
    complexion: String
    appliedProfession: String
    appliedCountry: String
    "The application date on the CV."
    documentReceivedDate: String
    fullNameAmharic: String
  }

  "The office phones and address the CV prints in its contact and QR block (cv-templates officePhones)."
  type SharedOfficeAddress {
    telephone: String
    alternateTelephone: String
    mobile: String
    alternateMobile: String
    city: String
    streetAddress: String
  }

  "The agency a shared CV comes from, as its CV shows it."
  type SharedAgency {
    displayName: String
    header: String
    "The seven CV colours (spec 02 §2.4)."
    remarks: String
    "standard, sudan or sudan2: sudan CVs label height and weight as medical insurance and exchange rate."
    variant: String!
    cvTemplate: JSON
    address: SharedOfficeAddress
  }

  "One CV as a shared link or the public agency/agent list shows it (spec 02 §2.2-2.3)."
  type SharedCandidate {
    "The CV's place on the link or list, from 1: what a visitor steps to and downloads it by."
    number: Int!
    givenName: String
    surName: String
    passportNumber: String
    passportIssueDate: String
    passportExpiryDate: String
    placeOfBirth: String
    placeOfIssue: String
    dateOfBirth: String
    sex: String
    facePhoto: String
    standPhoto: String
    passportScan: String
    workExperience: [SharedWorkExperience!]
    education: SharedEducation
    additionalData: SharedAdditionalData
    agency: SharedAgency
    "The header image of the foreign agent the CV is offered to, when it has one."
    agentHeader: String
  }
`;

type Fields = Record<string, unknown>;

const pick = (source: unknown, keys: readonly string[]): Fields | null => {
  if (!source || typeof source !== 'object') return null;
  const record = source as Fields;
  return Object.fromEntries(keys.map((key) => [key, record[key] ?? null]));
};

const EDUCATION = [
  'arabicLanguage',
  'englishLanguage',
  'educationLevel',
  'skills',
  'remarks',
  'yearCompleted',
];
const ADDITIONAL = [
  'salary',
  'currency',
  'contractPeriod',
  'nationality',
  'religion',
  'maritalStatus',
  'numberOfChildren',
  'height',
  'weight',
  'complexion',
  'appliedProfession',
  'appliedCountry',
  'documentReceivedDate',
  'fullNameAmharic',
];
const OFFICE = ['telephone', 'alternateTelephone', 'mobile', 'alternateMobile', 'city', 'streetAddress'];
const PASSPORT = [
  'passportNumber',
  'passportIssueDate',
  'passportExpiryDate',
  'placeOfBirth',
  'placeOfIssue',
  'dateOfBirth',
  'sex',
  'facePhoto',
  'standPhoto',
  'passportScan',
];

export interface SharingOptions {
  /** The link's hide-contact option (issue 17): what identifies the candidate is left out (withoutContact). */
  hideContact: boolean;
}

/** The agency stays on a hide-contact CV: the buyer is meant to talk to it, not to the candidate. */
function sharedAgency(company: CompanyRecord | undefined): Fields | null {
  if (!company) return null;
  return {
    displayName: company.displayName,
    header: company.header ?? null,
    remarks: company.remarks ?? null,
    // The variant the CV is drawn in, never the deposit amount (the company's kind) it is read from.
    variant: companyVariant(company),
    cvTemplate: company.cvTemplate ?? null,
    address: pick(company.address, OFFICE),
  };
}

/** The employees as shared CVs, in the order given. */
export async function sharedCandidates(
  db: Queryable,
  employees: readonly EmployeeRecord[],
  options: SharingOptions,
): Promise<Fields[]> {
  const companies = await companiesByIds(db, [
    ...employees.map((employee) => employee.ownerId),
    ...employees.flatMap((employee) => employee.prospectIds.slice(0, 1)),
  ]);
  return employees.map((stored, index) => {
    const employee = options.hideContact ? withoutContact(stored) : stored;
    const agent = employee.prospectIds[0] ? companies.get(employee.prospectIds[0]) : undefined;
    return {
      number: index + 1,
      givenName: employee.givenName ?? null,
      surName: employee.surName ?? null,
      ...pick(employee, PASSPORT),
      workExperience: Array.isArray(employee.workExperience)
        ? employee.workExperience.map((row) => pick(row, ['country', 'profession', 'years']))
        : null,
      education: pick(employee.education, EDUCATION),
      additionalData: pick(employee.additionalData, ADDITIONAL),
      agency: sharedAgency(companies.get(employee.ownerId)),
      agentHeader: agent?.header ?? null,
    };
  });
}
