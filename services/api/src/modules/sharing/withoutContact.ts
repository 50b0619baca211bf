import type { EmployeeRecord } from '../employees/repository';

/**
 * A candidate as a 'hide name and contact' link shows them: the agency keeps the buyer talking to it, not to
 * the candidate or their family, so names, phones and addresses are gone before anything leaves the server.
 */
export function withoutContact(employee: EmployeeRecord): EmployeeRecord {
  const additional = employee.additionalData as Record<string, unknown> | undefined;
  return {
    ...employee,
    givenName: null,
    surName: null,
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
