import type { CompanyVariant } from '../enums/companyVariant';
import { atFourteenLocal, type DateInput, flightInstant, passportExpiryFromIssue } from '../dates';
import {
  isKuwaitApplicant,
  KUWAIT_CURRENCY,
  KUWAIT_DEFAULT_SALARY,
  KUWAIT_SPONSOR_ID_PLACEHOLDER,
  KUWAIT_TESTIMONIAL_ADDRESS,
  KUWAIT_VISA_NUMBER_PLACEHOLDER,
} from './kuwaitPlaceholders';

type Text = string | null | undefined;
type Day = DateInput | null | undefined;

interface AddressLike {
  telephone?: Text;
  alternateTelephone?: Text;
  city?: Text;
  streetAddress?: Text;
  country?: Text;
}

// The parts of an employee the save rules touch; any other fields pass through unchanged.
export interface EmployeeForSave {
  passportNumber?: Text;
  placeOfBirth?: Text;
  placeOfIssue?: Text;
  givenName?: Text;
  surName?: Text;
  dateOfBirth?: Day;
  passportIssueDate?: Day;
  passportExpiryDate?: Day;
  firstTestimonialName?: Text;
  firstTestimonialAddress?: Text;
  firstTestimonialTelephone?: Text;
  secondTestimonialName?: Text;
  secondTestimonialAddress?: Text;
  secondTestimonialTelephone?: Text;
  address?: AddressLike | null;
  contactPerson?: { displayName?: Text; kinship?: Text; address?: AddressLike | null } | null;
  additionalData?: {
    appliedCountry?: Text;
    currency?: Text;
    salary?: number | string | null;
    documentReceivedDate?: Day;
    discontinuedDate?: Day;
    afterFlightStatusDate?: Day;
  } | null;
  visa?: { visaNumber?: Text; passportNumber?: Text } | null;
  embassyProcess?: { stampedDate?: Day } | null;
  flight?: { flightDateTime?: Day; arrivedDateTime?: Day } | null;
  owner?: unknown;
}

export interface PrepareEmployeeOptions {
  // The company variant (deposit marker); 'sudan' fills a missing passport expiry by the Sudanese rule.
  companyVariant?: CompanyVariant | null;
  // Zone for "14:00 local": the computer's own when not given (the entry form), fixed on the server.
  timeZone?: string;
  today?: DateInput;
  // Owner of the saved employee: the company a foreign agent chose, otherwise the user's own company.
  chosenCompanyId?: string | null;
  userCompanyId?: string | null;
}

// A visa is saved with the employee only when it has a real visa number (at least 9 characters).
export const MIN_VISA_NUMBER_LENGTH = 9;

function upper(value: Text): Text {
  return typeof value === 'string' ? value.trim().toUpperCase() : value;
}

function trim(value: Text): Text {
  return typeof value === 'string' ? value.trim() : value;
}

function empty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

// The free-text parts of an address are uppercased; `country` is left alone because forms store a country code
// there (ethiopia, saudi_arabia) that labels are looked up by.
function prepareAddress(address: AddressLike | null | undefined): AddressLike | null | undefined {
  if (!address) return address;
  return {
    ...address,
    telephone: trim(address.telephone),
    alternateTelephone: trim(address.alternateTelephone),
    city: upper(address.city),
    streetAddress: upper(address.streetAddress),
  };
}

// Every transformation the entry form applies before sending an employee (spec 01 §5, §7): names, passport
// places and addresses in capitals as on the passport, telephones trimmed, days at 14:00 local so they keep
// their date in every zone, the visa dropped unless it has a real number, Kuwait placeholders filled in.
export function prepareEmployeeForSave<T extends EmployeeForSave>(
  input: T,
  options: PrepareEmployeeOptions = {},
): T & EmployeeForSave {
  // Days go out as ISO timestamps, the form in which records carry dates (entities/IsoDate).
  const at14 = (value: Day): Day =>
    empty(value) ? value : atFourteenLocal(value as DateInput, options.timeZone).toISOString();
  const employee: EmployeeForSave = {
    ...input,
    passportNumber: upper(input.passportNumber),
    placeOfBirth: upper(input.placeOfBirth),
    placeOfIssue: upper(input.placeOfIssue),
    givenName: upper(input.givenName),
    surName: upper(input.surName),
    firstTestimonialName: upper(input.firstTestimonialName),
    firstTestimonialAddress: upper(input.firstTestimonialAddress),
    firstTestimonialTelephone: trim(input.firstTestimonialTelephone),
    secondTestimonialName: upper(input.secondTestimonialName),
    secondTestimonialAddress: upper(input.secondTestimonialAddress),
    secondTestimonialTelephone: trim(input.secondTestimonialTelephone),
    address: prepareAddress(input.address),
    contactPerson: input.contactPerson && {
      ...input.contactPerson,
      displayName: upper(input.contactPerson.displayName),
      address: prepareAddress(input.contactPerson.address),
    },
    additionalData: input.additionalData && { ...input.additionalData },
    visa: input.visa && { ...input.visa },
    embassyProcess: input.embassyProcess && { ...input.embassyProcess },
    flight: input.flight && { ...input.flight },
  };

  if (empty(employee.passportExpiryDate) && !empty(employee.passportIssueDate)) {
    employee.passportExpiryDate = passportExpiryFromIssue(employee.passportIssueDate as DateInput, {
      variant: options.companyVariant,
      dateOfBirth: employee.dateOfBirth,
      today: options.today,
    });
  }

  if (isKuwaitApplicant(employee)) applyKuwaitPlaceholders(employee);

  employee.dateOfBirth = at14(employee.dateOfBirth);
  employee.passportIssueDate = at14(employee.passportIssueDate);
  employee.passportExpiryDate = at14(employee.passportExpiryDate);
  if (employee.additionalData) {
    employee.additionalData.documentReceivedDate = at14(employee.additionalData.documentReceivedDate);
    employee.additionalData.discontinuedDate = at14(employee.additionalData.discontinuedDate);
    employee.additionalData.afterFlightStatusDate = at14(employee.additionalData.afterFlightStatusDate);
  }
  if (employee.embassyProcess)
    employee.embassyProcess.stampedDate = at14(employee.embassyProcess.stampedDate);
  if (employee.flight) {
    employee.flight.arrivedDateTime = at14(employee.flight.arrivedDateTime);
    // The flight keeps its time: one instant, as the arrival is stored.
    employee.flight.flightDateTime = flightInstant(employee.flight.flightDateTime, options.timeZone) as Day;
  }

  if ((employee.visa?.visaNumber ?? '').trim().length < MIN_VISA_NUMBER_LENGTH) delete employee.visa;

  const owner = options.chosenCompanyId || options.userCompanyId;
  if (owner) employee.owner = owner;

  // Only the fields EmployeeForSave names were written; every other field of T passed through as it was.
  return employee as T & EmployeeForSave;
}

function applyKuwaitPlaceholders(employee: EmployeeForSave): void {
  const visa = { ...employee.visa };
  if ((visa.visaNumber ?? '').trim().length < MIN_VISA_NUMBER_LENGTH)
    visa.visaNumber = KUWAIT_VISA_NUMBER_PLACEHOLDER;
  if (empty(visa.passportNumber)) visa.passportNumber = KUWAIT_SPONSOR_ID_PLACEHOLDER;
  employee.visa = visa;

  const data = { ...employee.additionalData };
  // Salary and currency are hidden on the form for Kuwait, so a salary in another currency is the Saudi
  // default left over, not a Kuwaiti wage: it becomes the Kuwait default of 120 dinars.
  if (empty(data.salary) || Number(data.salary) === 0 || data.currency !== KUWAIT_CURRENCY) {
    data.salary = KUWAIT_DEFAULT_SALARY;
  }
  data.currency = KUWAIT_CURRENCY;
  employee.additionalData = data;

  if (empty(employee.firstTestimonialAddress)) employee.firstTestimonialAddress = KUWAIT_TESTIMONIAL_ADDRESS;
  if (empty(employee.secondTestimonialAddress))
    employee.secondTestimonialAddress = KUWAIT_TESTIMONIAL_ADDRESS;
}
