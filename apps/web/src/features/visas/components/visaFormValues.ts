import { isNewRecordId, newVisaDefaults, type VisaInput, type VisaValues } from '@placement/domain';
import type { VisaRecord } from '../api/VISA';

// The form holds '' for an empty text box and undefined for an empty select; the API holds null for both.
const text = (value: string | null | undefined) => value ?? '';

// "id 0 or empty means new" (spec 01 §2), and so does the web app's 10-character new-record id.
export const isNewVisa = (id: string | undefined) => !id || id === '0' || isNewRecordId(id);

/** The form's values for a stored visa, or a new visa's defaults: never another visa's values. */
export function visaFormValues(visa: VisaRecord | null): VisaInput {
  const source = visa ?? { ...newVisaDefaults(), _id: undefined };
  return {
    visaNumber: text(visa?.visaNumber),
    passportNumber: text(visa?.passportNumber),
    fullName: text(visa?.fullName),
    fullNameAmharic: text(visa?.fullNameAmharic),
    cityAmharic: text(visa?.cityAmharic),
    contractNumber: text(visa?.contractNumber),
    visaQty: source.visaQty ?? undefined,
    salary: source.salary ?? undefined,
    currency: source.currency ?? undefined,
    remarks: text(visa?.remarks),
    firstTime: visa?.firstTime ?? false,
    goodLooking: visa?.goodLooking ?? false,
    writeRead: visa?.writeRead ?? false,
    profession: source.profession ?? undefined,
    religion: source.religion ?? undefined,
    ageCategory: source.ageCategory ?? undefined,
    complexion: visa?.complexion ?? undefined,
    visaType: visa?.visaType ?? 'work',
    status: source.status ?? 'new',
    address: {
      telephone: text(visa?.address?.telephone),
      city: text(source.address?.city),
      country: text(source.address?.country),
    },
  };
}

/** The createVisa input: the form's checked values, with the id of the visa being edited (none for a new one). */
export function visaSaveInput(values: VisaValues, id: string | null, agentId: string) {
  const { owner: _owner, ...fields } = values;
  return { ...fields, ...(id ? { _id: id } : {}), agentId: agentId || null };
}
