import { atFourteenLocal, isEmployeeStatus, WORKING_TIME_ZONE } from '@placement/domain';
import { checkDate, checks, enforce } from '../../inputChecks';
import { badInput } from '../../errors';

// Written here because packages/domain's prepareEmployeeForSave had not landed when the API was built; it
// applies spec 01 §5's save transformations and §7's Kuwait placeholders on the server.

export const KUWAIT_VISA_NUMBER = '1111111111';
export const KUWAIT_SPONSOR_ID = '9999999999';

type Input = Record<string, unknown>;

const upper = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
/** Dates are saved at 14:00 in the working time zone (spec 01 §5), the same on any server. */
const at14 = (value: unknown) =>
  typeof value === 'string' && value ? atFourteenLocal(value, WORKING_TIME_ZONE).toISOString() : value;

function address(value: unknown): Input | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const a = value as Input;
  return {
    ...a,
    telephone: trim(a.telephone),
    alternateTelephone: trim(a.alternateTelephone),
    city: upper(a.city),
    streetAddress: upper(a.streetAddress),
    country: upper(a.country),
  };
}

export interface PreparedEmployee {
  data: Input;
  status: string;
  visa: Input | null;
}

/** Validates and transforms an employee input; throws a field error with the spec's message. */
export function prepareEmployee(input: Input): PreparedEmployee {
  enforce([
    ['passportNumber', checks.passportNumber, input.passportNumber],
    ['givenName', checks.givenName, input.givenName],
    ['surName', checks.surName, input.surName],
    ['placeOfBirth', checks.place, input.placeOfBirth],
    ['placeOfIssue', checks.place, input.placeOfIssue],
    [
      'embassyProcess.enjazNumber',
      checks.applicationNumber,
      (input.embassyProcess as Input | null)?.enjazNumber,
    ],
  ]);
  checkDate('dateOfBirth', input.dateOfBirth);
  checkDate('passportIssueDate', input.passportIssueDate);
  checkDate('passportExpiryDate', input.passportExpiryDate);
  const status = String(input.status ?? 'new');
  if (!isEmployeeStatus(status)) throw badInput('status', 'Unknown status');
  if (input.sex !== undefined && input.sex !== null && input.sex !== 'male' && input.sex !== 'female') {
    throw badInput('sex', 'Sex must be male or female');
  }

  const {
    _id: _ignored,
    owner: _owner,
    prospects: _prospects,
    visa: rawVisa,
    status: _status,
    ...rest
  } = input;
  const data: Input = {
    ...rest,
    passportNumber: upper(input.passportNumber),
    placeOfBirth: upper(input.placeOfBirth),
    placeOfIssue: upper(input.placeOfIssue),
    givenName: upper(input.givenName),
    surName: upper(input.surName),
    dateOfBirth: at14(input.dateOfBirth),
    passportIssueDate: at14(input.passportIssueDate),
    passportExpiryDate: at14(input.passportExpiryDate),
    firstTestimonialName: upper(input.firstTestimonialName),
    secondTestimonialName: upper(input.secondTestimonialName),
    firstTestimonialAddress: upper(input.firstTestimonialAddress),
    secondTestimonialAddress: upper(input.secondTestimonialAddress),
    firstTestimonialTelephone: trim(input.firstTestimonialTelephone),
    secondTestimonialTelephone: trim(input.secondTestimonialTelephone),
    address: address(input.address),
  };
  if (input.contactPerson && typeof input.contactPerson === 'object') {
    const person = input.contactPerson as Input;
    data.contactPerson = {
      ...person,
      displayName: upper(person.displayName),
      address: address(person.address),
    };
  }
  let visa = rawVisa && typeof rawVisa === 'object' ? { ...(rawVisa as Input) } : null;

  const additional = (input.additionalData ?? {}) as Input;
  if (additional.appliedCountry === 'kuwait') {
    // Kuwait applicants travel without a sponsor visa at entry: placeholders that lists hide.
    visa = {
      ...visa,
      visaNumber: (visa?.visaNumber as string) || KUWAIT_VISA_NUMBER,
      passportNumber: (visa?.passportNumber as string) || KUWAIT_SPONSOR_ID,
    };
    data.additionalData = { ...additional, currency: 'kuwait_dinar', salary: additional.salary ?? 120 };
    data.firstTestimonialAddress = data.firstTestimonialAddress || 'ADDIS ABABA';
    data.secondTestimonialAddress = data.secondTestimonialAddress || 'ADDIS ABABA';
  }
  // A visa is saved with the employee only once its number has at least 9 characters.
  if (!visa || String(visa.visaNumber ?? '').trim().length < 9) visa = null;
  for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
  return { data, status, visa };
}
