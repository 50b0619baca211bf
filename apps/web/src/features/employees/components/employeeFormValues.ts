import {
  calendarDay,
  flightInputValue,
  isoDay,
  MIN_VISA_NUMBER_LENGTH,
  newEmployeeDefaults,
  prepareEmployeeForSave,
  type CompanyVariant,
  type EmployeeInput,
  type EmployeeValues,
} from '@placement/domain';
import type { EmployeeRecord, EmployeeSaveInput } from '../api/EMPLOYEE';

// The form holds days as 'YYYY-MM-DD', empty text as '' and ids of related companies; the API holds instants,
// nulls and company objects. These two functions are the only place the two shapes meet.

const day = (value: string | null | undefined) => (value ? isoDay(calendarDay(value)) : '');
const text = (value: string | null | undefined) => value ?? '';
const choice = (value: string | null | undefined) => value ?? undefined;

export function employeeFormValues(employee: EmployeeRecord | null, today: Date = new Date()): EmployeeInput {
  if (!employee) {
    const defaults = newEmployeeDefaults(today);
    return {
      ...defaults,
      passportNumber: '',
      givenName: '',
      surName: '',
      placeOfBirth: '',
      passportIssueDate: '',
      prospects: [],
      visa: { visaNumber: '', visaType: 'work', fullName: '', passportNumber: '', address: {} },
      embassyProcess: { enjazNumber: '' },
      address: { telephone: '', city: '' },
    };
  }
  const extra = employee.additionalData;
  return {
    _id: employee._id,
    status: employee.status,
    passportNumber: text(employee.passportNumber),
    givenName: text(employee.givenName),
    surName: text(employee.surName),
    placeOfBirth: text(employee.placeOfBirth),
    placeOfIssue: text(employee.placeOfIssue),
    sex: employee.sex === 'male' ? 'male' : 'female',
    dateOfBirth: day(employee.dateOfBirth),
    passportIssueDate: day(employee.passportIssueDate),
    passportExpiryDate: day(employee.passportExpiryDate),
    facePhoto: employee.facePhoto,
    standPhoto: employee.standPhoto,
    passportScan: employee.passportScan,
    documents: (employee.documents ?? []) as EmployeeInput['documents'],
    owner: employee.owner?._id ?? null,
    prospects: employee.prospects.map((prospect) => prospect._id),
    visa: {
      visaNumber: text(employee.visa?.visaNumber),
      visaType: choice(employee.visa?.visaType) ?? 'work',
      fullName: text(employee.visa?.fullName),
      passportNumber: text(employee.visa?.passportNumber),
      address: {
        telephone: text(employee.visa?.address?.telephone),
        city: text(employee.visa?.address?.city),
        country: text(employee.visa?.address?.country),
      },
    },
    embassyProcess: {
      enjazNumber: text(employee.embassyProcess?.enjazNumber),
      stampedDate: day(employee.embassyProcess?.stampedDate),
    },
    flight: {
      flightDateTime: flightInputValue(employee.flight?.flightDateTime),
      arrivedDateTime: day(employee.flight?.arrivedDateTime),
    },
    additionalData: {
      nationality: text(extra?.nationality),
      pastNationality: text(extra?.pastNationality),
      maritalStatus: choice(extra?.maritalStatus),
      religion: choice(extra?.religion),
      appliedProfession: choice(extra?.appliedProfession),
      appliedCountry: choice(extra?.appliedCountry),
      contractPeriod: choice(extra?.contractPeriod),
      complexion: choice(extra?.complexion),
      documentReceivedDate: day(extra?.documentReceivedDate),
      salary: extra?.salary ?? undefined,
      currency: choice(extra?.currency),
      numberOfChildren: extra?.numberOfChildren ?? undefined,
      notes: text(extra?.notes),
      height: extra?.height == null ? '' : String(extra.height),
      weight: extra?.weight == null ? '' : String(extra.weight),
      fullNameAmharic: text(extra?.fullNameAmharic),
      lmisId: text(extra?.lmisId),
      lmisPassword: text(extra?.lmisPassword),
      labourId: text(extra?.labourId),
      discontinuedDate: day(extra?.discontinuedDate),
      discontinuedRemark: text(extra?.discontinuedRemark),
      afterFlightStatusDate: day(extra?.afterFlightStatusDate),
      afterFlightStatusRemark: text(extra?.afterFlightStatusRemark),
    },
    address: {
      telephone: text(employee.address?.telephone),
      alternateTelephone: text(employee.address?.alternateTelephone),
      city: text(employee.address?.city),
      streetAddress: text(employee.address?.streetAddress),
      country: text(employee.address?.country),
    },
    contactPerson: {
      displayName: text(employee.contactPerson?.displayName),
      kinship: text(employee.contactPerson?.kinship),
      address: {
        telephone: text(employee.contactPerson?.address?.telephone),
        city: text(employee.contactPerson?.address?.city),
        streetAddress: text(employee.contactPerson?.address?.streetAddress),
      },
    },
    education: {
      arabicLanguage: choice(employee.education?.arabicLanguage),
      englishLanguage: choice(employee.education?.englishLanguage),
      educationLevel: choice(employee.education?.educationLevel),
      skills: (employee.education?.skills ?? []) as NonNullable<EmployeeInput['education']>['skills'],
      remarks: text(employee.education?.remarks),
      fieldOfStudy: text(employee.education?.fieldOfStudy),
      yearCompleted: text(employee.education?.yearCompleted),
      educationQG: text(employee.education?.educationQG),
    },
    workExperience: (employee.workExperience ?? []).map((row) => ({
      _id: row._id ?? undefined,
      country: text(row.country),
      profession: choice(row.profession),
      years: choice(row.years),
    })) as EmployeeInput['workExperience'],
    firstTestimonialName: text(employee.firstTestimonialName),
    firstTestimonialAddress: text(employee.firstTestimonialAddress),
    firstTestimonialTelephone: text(employee.firstTestimonialTelephone),
    secondTestimonialName: text(employee.secondTestimonialName),
    secondTestimonialAddress: text(employee.secondTestimonialAddress),
    secondTestimonialTelephone: text(employee.secondTestimonialTelephone),
  };
}

const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

export interface SaveContext {
  id: string | null;
  companyVariant: CompanyVariant | null;
  userCompanyId: string | null;
  /** The local agency a foreign-agent user chose. */
  chosenCompanyId: string | null;
}

/** The createEmployee input: the domain's save transformations applied to the checked form values. */
export function employeeSaveInput(values: EmployeeValues, context: SaveContext): EmployeeSaveInput {
  const prepared = prepareEmployeeForSave(values, {
    companyVariant: context.companyVariant,
    chosenCompanyId: context.chosenCompanyId,
    userCompanyId: context.userCompanyId,
  });
  const { visa, additionalData, embassyProcess, flight, _id: _formId, ...rest } = prepared;
  const visaNumber = visa?.visaNumber ?? '';
  const { owner: _visaOwner, ...visaFields } = visa ?? {};
  return {
    ...rest,
    passportIssueDate: blankToNull(rest.passportIssueDate),
    passportExpiryDate: blankToNull(rest.passportExpiryDate),
    ...(context.id ? { _id: context.id } : {}),
    owner: context.chosenCompanyId || context.userCompanyId,
    visa: visaNumber.length >= MIN_VISA_NUMBER_LENGTH ? visaFields : null,
    embassyProcess: embassyProcess
      ? {
          enjazNumber: blankToNull(embassyProcess.enjazNumber),
          stampedDate: blankToNull(embassyProcess.stampedDate),
        }
      : null,
    flight: flight
      ? {
          flightDateTime: blankToNull(flight.flightDateTime),
          arrivedDateTime: blankToNull(flight.arrivedDateTime),
        }
      : null,
    additionalData: additionalData
      ? {
          ...additionalData,
          height: blankToNull(additionalData.height),
          weight: blankToNull(additionalData.weight),
          documentReceivedDate: blankToNull(additionalData.documentReceivedDate),
          discontinuedDate: blankToNull(additionalData.discontinuedDate),
          afterFlightStatusDate: blankToNull(additionalData.afterFlightStatusDate),
        }
      : null,
  } as EmployeeSaveInput;
}
