import type { EmployeeRecord } from '../employees/repository';

/**
 * A candidate as a 'hide name and contact' link shows them: the agency keeps the buyer talking to it, not to
 * the candidate or their family, so what identifies the person (names, the passport's number, dates and scan,
 * where it was issued) and every phone and address are gone before anything leaves the server: the viewer, its
 * photos and the printed download all read this.
 */
export function withoutContact(employee: EmployeeRecord): EmployeeRecord {
  const additional = employee.additionalData as Record<string, unknown> | undefined;
  return {
    ...employee,
    givenName: null,
    surName: null,
    passportNumber: null,
    passportIssueDate: null,
    passportExpiryDate: null,
    placeOfIssue: null,
    passportScan: null,
    address: null,
    contactPerson: null,
    firstTestimonialName: null,
    firstTestimonialAddress: null,
    firstTestimonialTelephone: null,
    secondTestimonialName: null,
    secondTestimonialAddress: null,
    secondTestimonialTelephone: null,
    additionalData: additional ? { ...additional, fullNameAmharic: null } : additional,
  };
}
