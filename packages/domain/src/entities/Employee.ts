import type {
  AppliedCountry,
  Complexion,
  ContractPeriod,
  Country,
  Currency,
  DocumentType,
  EducationLevel,
  LanguageLevel,
  MaritalStatus,
  Nationality,
  Profession,
  Religion,
  Sex,
  Skill,
} from '../enums';
import type { Address } from './Address';
import type { CompanySummary } from './Company';
import type { EntityId, IsoDate } from './EntityId';
import type { Visa } from './Visa';

// Everything about an employee (a job candidate) beyond the passport page (spec 01 §3, spec 02 §3).
export interface AdditionalData {
  nationality?: Nationality | null;
  pastNationality?: Nationality | null;
  maritalStatus?: MaritalStatus | null;
  religion?: Religion | null;
  appliedProfession?: Profession | null;
  appliedCountry?: AppliedCountry | null;
  contractPeriod?: ContractPeriod | null;
  complexion?: Complexion | null;
  /** The application date on CVs. */
  documentReceivedDate?: IsoDate | null;
  salary?: number | null;
  currency?: Currency | null;
  numberOfChildren?: number | null;
  notes?: string | null;
  /** For sudan companies this field holds the medical insurance (display/weightOrHeight). */
  height?: string | null;
  /** For sudan companies this field holds the exchange rate (display/weightOrHeight). */
  weight?: string | null;
  fullNameAmharic?: string | null;
  /** The biometrics id on documents. */
  lmisId?: string | null;
  lmisPassword?: string | null;
  labourId?: string | null;
  discontinuedDate?: IsoDate | null;
  discontinuedRemark?: string | null;
  afterFlightStatusDate?: IsoDate | null;
  afterFlightStatusRemark?: string | null;
}

// The person to contact in an emergency, usually a relative.
export interface ContactPerson {
  displayName?: string | null;
  kinship?: string | null;
  address?: Address | null;
}

export interface Education {
  arabicLanguage?: LanguageLevel | null;
  englishLanguage?: LanguageLevel | null;
  educationLevel?: EducationLevel | null;
  skills?: Skill[] | null;
  fieldOfStudy?: string | null;
  /** Labelled "reference number" on CVs. */
  yearCompleted?: string | null;
  educationQG?: string | null;
  /** Other skills, in free text. */
  remarks?: string | null;
}

export interface WorkExperience {
  _id: EntityId;
  country?: Country | null;
  profession?: Profession | null;
  /** Years worked, in the contract-period words (one..ten). */
  years?: ContractPeriod | null;
}

export interface EmbassyProcess {
  /** The embassy application number (Enjaz), 'E' and 8-10 digits. */
  enjazNumber?: string | null;
  stampedDate?: IsoDate | null;
}

export interface Flight {
  flightDateTime?: IsoDate | null;
  arrivedDateTime?: IsoDate | null;
}

// The two witnesses (testimonials) printed on the contract.
export interface Testimonials {
  firstTestimonialName?: string | null;
  firstTestimonialAddress?: string | null;
  firstTestimonialTelephone?: string | null;
  secondTestimonialName?: string | null;
  secondTestimonialAddress?: string | null;
  secondTestimonialTelephone?: string | null;
}

export interface Employee extends Testimonials {
  _id: EntityId;
  /** Employee status (status/EMPLOYEE_STATUSES); kept a string because several legacy sets exist. */
  status?: string | null;
  passportNumber?: string | null;
  placeOfBirth?: string | null;
  placeOfIssue?: string | null;
  givenName?: string | null;
  surName?: string | null;
  facePhoto?: string | null;
  standPhoto?: string | null;
  passportScan?: string | null;
  sex?: Sex | null;
  dateOfBirth?: IsoDate | null;
  passportIssueDate?: IsoDate | null;
  passportExpiryDate?: IsoDate | null;
  documents?: DocumentType[] | null;
  visa?: Visa | null;
  /** The company that owns the record. */
  owner?: CompanySummary | null;
  /** Companies (foreign agents, sub agents) the employee is offered to. */
  prospects?: CompanySummary[] | null;
  additionalData?: AdditionalData | null;
  address?: Address | null;
  contactPerson?: ContactPerson | null;
  education?: Education | null;
  workExperience?: WorkExperience[] | null;
  embassyProcess?: EmbassyProcess | null;
  flight?: Flight | null;
}
