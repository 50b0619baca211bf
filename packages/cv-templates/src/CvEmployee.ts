// The parts of an employee (candidate) and of an agency that a CV shows (spec 02 §3). Structural, so the
// domain entities and API results can be passed as they are.

export interface CvWorkExperience {
  country?: string | null;
  profession?: string | null;
  years?: string | number | null;
}

export interface CvEmployee {
  givenName?: string | null;
  surName?: string | null;
  passportNumber?: string | null;
  passportIssueDate?: string | Date | null;
  passportExpiryDate?: string | Date | null;
  placeOfBirth?: string | null;
  placeOfIssue?: string | null;
  dateOfBirth?: string | Date | null;
  sex?: string | null;
  facePhoto?: string | null;
  standPhoto?: string | null;
  passportScan?: string | null;
  workExperience?: CvWorkExperience[] | null;
  education?: {
    arabicLanguage?: string | null;
    englishLanguage?: string | null;
    educationLevel?: string | null;
    skills?: string[] | null;
    remarks?: string | null;
    yearCompleted?: string | number | null;
  } | null;
  additionalData?: {
    salary?: string | number | null;
    currency?: string | null;
    contractPeriod?: string | number | null;
    nationality?: string | null;
    religion?: string | null;
    maritalStatus?: string | null;
    numberOfChildren?: string | number | null;
    height?: string | number | null;
    weight?: string | number | null;
    complexion?: string | null;
    appliedProfession?: string | null;
    appliedCountry?: string | null;
    documentReceivedDate?: string | Date | null;
    fullNameAmharic?: string | null;
  } | null;
}

export interface CvAgency {
  displayName?: string | null;
  /** The agency's header image; a placeholder band is drawn when there is none. */
  header?: string | null;
  depositAmount?: string | null;
  email?: string | null;
  address?: {
    telephone?: string | null;
    alternateTelephone?: string | null;
    mobile?: string | null;
    alternateMobile?: string | null;
    streetAddress?: string | null;
    city?: string | null;
  } | null;
}

/** The work rows a CV prints: the form may hold empty rows, which a CV leaves out. */
export function filledWorkRows(
  rows: readonly (CvWorkExperience | null | undefined)[] | null | undefined,
): CvWorkExperience[] {
  return (rows ?? []).filter((row): row is CvWorkExperience =>
    Boolean(row && (row.country || row.profession)),
  );
}
