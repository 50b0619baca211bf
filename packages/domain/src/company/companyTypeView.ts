import type { CompanyType, UserKind } from '../enums';

// What a user's company type changes on screen (spec 01 §6, spec 02 §6). `type` is the user's company type
// (the user's clientType).
type TypeHolder = { type?: CompanyType | string | null } | null | undefined;

/** Foreign-agent users choose the local agency an employee belongs to on employee entry. */
export function showsLocalAgencyPicker(company: TypeHolder): boolean {
  return company?.type === 'ForeignAgent';
}

/** Local-agency users choose the foreign agent of a visa on visa entry. */
export function showsForeignAgentPicker(company: TypeHolder): boolean {
  return company?.type === 'LocalAgency';
}

/** Local-agency users can filter the employee list by foreign office. */
export function canFilterByForeignOffice(company: TypeHolder): boolean {
  return company?.type === 'LocalAgency';
}

/** Super users load foreign-agent companies (first 500) for the company pickers; others see their partners. */
export function loadsForeignAgentsForPicker(userKind: UserKind | string | null | undefined): boolean {
  return userKind === 'Super';
}

/**
 * Who owns a saved employee: for a foreign-agent user, the local agency chosen in the picker; otherwise (or
 * when none is chosen) the user's own company.
 */
export function employeeOwner(
  company: TypeHolder & { _id: string },
  chosenLocalAgencyId: string | null | undefined,
): string {
  return showsLocalAgencyPicker(company) && chosenLocalAgencyId ? chosenLocalAgencyId : company._id;
}
