import type { DateInput } from '@placement/domain';

/** A company as the new documents print it: the owner (agency) and the counterpart (foreign agent). */
export interface DocumentCompany {
  _id?: string | null;
  displayName?: string | null;
  nameAmharic?: string | null;
  managerNameAmharic?: string | null;
  licenseNumber?: string | null;
  depositAmount?: string | null;
  /** The company's header image (a data URL by the time it reaches a component). */
  header?: string | null;
  email?: string | null;
  address?: {
    telephone?: string | null;
    alternateTelephone?: string | null;
    mobile?: string | null;
    alternateMobile?: string | null;
    streetAddress?: string | null;
    city?: string | null;
    country?: string | null;
  } | null;
}

interface PersonAddress {
  telephone?: string | null;
  alternateTelephone?: string | null;
  city?: string | null;
  streetAddress?: string | null;
  country?: string | null;
}

/**
 * The parts of an employee the application, dependents page, contracts and report print. Structural, so the
 * API's records and the render service's loaded employees pass as they are.
 */
export interface DocumentEmployee {
  id: string;
  status?: string | null;
  givenName?: string | null;
  surName?: string | null;
  passportNumber?: string | null;
  passportIssueDate?: DateInput | null;
  passportExpiryDate?: DateInput | null;
  placeOfBirth?: string | null;
  placeOfIssue?: string | null;
  dateOfBirth?: DateInput | null;
  sex?: string | null;
  facePhoto?: string | null;
  address?: PersonAddress | null;
  contactPerson?: {
    displayName?: string | null;
    kinship?: string | null;
    address?: PersonAddress | null;
  } | null;
  additionalData?: {
    nationality?: string | null;
    pastNationality?: string | null;
    maritalStatus?: string | null;
    religion?: string | null;
    appliedProfession?: string | null;
    appliedCountry?: string | null;
    salary?: string | number | null;
    currency?: string | null;
    fullNameAmharic?: string | null;
    labourId?: string | null;
  } | null;
  visa?: {
    visaNumber?: string | null;
    visaType?: string | null;
    fullName?: string | null;
    fullNameAmharic?: string | null;
    cityAmharic?: string | null;
    contractNumber?: string | null;
    /** The sponsor (employer) id. */
    passportNumber?: string | null;
    address?: { telephone?: string | null; city?: string | null; country?: string | null } | null;
  } | null;
  embassyProcess?: { enjazNumber?: string | null; stampedDate?: DateInput | null } | null;
  owner?: DocumentCompany | null;
  prospects?: (DocumentCompany | null)[] | null;
  firstTestimonialName?: string | null;
  firstTestimonialAddress?: string | null;
  firstTestimonialTelephone?: string | null;
  secondTestimonialName?: string | null;
  secondTestimonialAddress?: string | null;
  secondTestimonialTelephone?: string | null;
}
