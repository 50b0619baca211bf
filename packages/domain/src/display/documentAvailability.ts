import { companyKind } from '../company/companyVariant';

// When printable documents can be produced, and from what (spec 02 §4, spec 01 §2).

export const REQUIRED_DATA_MESSAGE = 'Please fill all the required Data';

interface CompanyRef {
  _id?: string | null;
  displayName?: string | null;
  depositAmount?: string | null;
}

export interface PrintableEmployee {
  passportNumber?: string | null;
  address?: object | null;
  additionalData?: { appliedCountry?: string | null } | null;
  contactPerson?: { address?: object | null } | null;
  visa?: { fullName?: string | null; address?: object | null } | null;
  embassyProcess?: { enjazNumber?: string | null } | null;
  owner?: CompanyRef | string | null;
  prospects?: readonly (CompanyRef | null)[] | null;
}

function filled(value: string | null | undefined): boolean {
  return (value ?? '').trim() !== '';
}

// The entry page's print and download buttons for the application and contract translation.
export function showPrintButtons(employee: PrintableEmployee): boolean {
  return Boolean(employee.visa) && Boolean(employee.embassyProcess);
}

// The embassy visa application is produced only with a visa, a passport number and an application (Enjaz)
// number; otherwise the page stays empty.
export function visaApplicationAvailable(employee: PrintableEmployee): boolean {
  return (
    Boolean(employee.visa) && filled(employee.passportNumber) && filled(employee.embassyProcess?.enjazNumber)
  );
}

// Commission companies (company/companyVariant) print the alternative layout: header plus the
// personal-details block. Employment companies, and an owner known only by its id, print the two-block layout.
export function visaApplicationLayout(
  owner: CompanyRef | string | null | undefined,
): 'alternative' | 'twoBlock' {
  return typeof owner === 'object' && owner !== null && companyKind(owner.depositAmount) === 'commission'
    ? 'alternative'
    : 'twoBlock';
}

// The other party named on contracts: the employee's first prospect, else the first partner of the user's
// company.
export function contractCounterpart<C extends CompanyRef>(
  employee: { prospects?: readonly (C | null)[] | null },
  userCompany?: { partners?: readonly (C | null)[] | null } | null,
): C | undefined {
  return employee.prospects?.[0] ?? userCompany?.partners?.[0] ?? undefined;
}

// The contract translation and the Kuwait contract need all of these; without them the page shows
// 'Please fill all the required Data' instead. Returns that message, or null when the contract can print.
export function contractDataMissing(employee: PrintableEmployee, counterpart: unknown): string | null {
  const complete =
    Boolean(employee.address) &&
    Boolean(employee.additionalData) &&
    Boolean(employee.contactPerson?.address) &&
    Boolean(employee.visa?.address) &&
    filled(employee.passportNumber) &&
    Boolean(employee.owner) &&
    Boolean(counterpart);
  return complete ? null : REQUIRED_DATA_MESSAGE;
}

export interface PrintScreenState {
  scale: number;
  state: 'initial';
  showFirstPanel: boolean;
  showSecondPanel: boolean;
}

// How the employee print screen opens. An unsaved employee gets a tiny preview and no panels. A saved one is
// shown full size; the second panel (contract side) appears when there is a visa with an embassy process, or
// for Kuwait when a sponsor is named (a full name longer than 10 characters).
export function printScreenInitialState(employee: PrintableEmployee, saved: boolean): PrintScreenState {
  if (!saved) return { scale: 0.1, state: 'initial', showFirstPanel: false, showSecondPanel: false };
  const withEmbassy = Boolean(employee.visa) && Boolean(employee.embassyProcess);
  const kuwaitSponsor =
    (employee.visa?.fullName ?? '').length > 10 && employee.additionalData?.appliedCountry === 'kuwait';
  return { scale: 1, state: 'initial', showFirstPanel: true, showSecondPanel: withEmbassy || kuwaitSponsor };
}

/** A document the employee entry's Print/Download menu makes (the render service's kinds of the same name). */
export type EntryDocument = 'enjaz' | 'contract' | 'kuwaitContract';

// What the entry's Print/Download menu offers for a saved employee. The application (its "First Page") and the
// contract translation come with a visa and an embassy process; a Kuwait applicant's contract is the Kuwait
// contract instead of the Saudi translation, and it is offered as soon as the print screen's second panel would
// show (a visa with an embassy process, or a sponsor named at length).
export function entryPrintDocuments(employee: PrintableEmployee): EntryDocument[] {
  const kuwait = employee.additionalData?.appliedCountry === 'kuwait';
  const documents: EntryDocument[] = [];
  if (showPrintButtons(employee)) documents.push('enjaz');
  if (kuwait) {
    if (printScreenInitialState(employee, true).showSecondPanel) documents.push('kuwaitContract');
  } else if (showPrintButtons(employee)) documents.push('contract');
  return documents;
}
