import { DOCUMENT_TYPES, ROLE_NAMES, SKILLS } from '../enums';
import { MAX_IMPORT_ROWS } from '../import/importMessages';

// The sizes the API accepts, so that no request can make it work without end (issue 20: "every field has a
// length, range and format from the domain"). The forms' schemas use the same numbers.

/** The spec's "load all": the largest page a list serves, and the most employees one action takes. */
export const LOAD_ALL_SIZE = 3000;
/** Companies an employee is offered to ("For Company", with its "all"): more partners than any agency has. */
export const MAX_PROSPECTS = 200;
/** Work experience rows of one employee: more than any CV prints. */
export const MAX_WORK_EXPERIENCES = 20;
/** Employees of one medical payment: an agency pays for hundreds at a time. */
export const MAX_PAYMENT_DETAILS = 1000;
/** Any other list, such as one inside a CV template's settings. */
export const MAX_LIST_LENGTH = 1000;

/** The name of a stored upload: its type, a record id and .jpg (the server makes it; nobody chooses it). */
export const STORED_FILE_NAME = /^[a-z]+-[0-9a-f]{24}\.jpg$/;

/**
 * The most items each list argument of the API takes, by operation and argument path. A list not named here
 * takes at most MAX_LIST_LENGTH.
 */
export const LIST_LIMITS: Readonly<Record<string, number>> = {
  // The user, then every role there is.
  'addUserRoles.ids': 1 + ROLE_NAMES.length,
  // Two ids: the user and its company, two companies, an employee and a visa.
  'addUserAgency.ids': 2,
  'addUserAgent.ids': 2,
  'linkCompanies.ids': 2,
  'assignEmployeeVisa.ids': 2,
  'generateLink.employeeIds': LOAD_ALL_SIZE,
  'requestRender.input.employeeIds': LOAD_ALL_SIZE,
  // Checked before printing: the same selection the print takes.
  'printCheck.input.employeeIds': LOAD_ALL_SIZE,
  'createEmployee.input.prospects': MAX_PROSPECTS,
  'createEmployee.input.workExperience': MAX_WORK_EXPERIENCES,
  'createEmployee.input.documents': DOCUMENT_TYPES.length,
  'createEmployee.input.education.skills': SKILLS.length,
  'createMedicalPayment.input.details': MAX_PAYMENT_DETAILS,
  // One more than an import takes, so that the import's own message ("at most 2,000 rows") is the answer.
  'importEmployees.rows': MAX_IMPORT_ROWS + 1,
  'importVisas.rows': MAX_IMPORT_ROWS + 1,
};

/** The most items the list at `path` of `operation` takes (indices of enclosing lists left out of the path). */
export function listLimit(operation: string, path: string): number {
  return LIST_LIMITS[`${operation}.${path.replace(/\[\d+\]/g, '')}`] ?? MAX_LIST_LENGTH;
}
