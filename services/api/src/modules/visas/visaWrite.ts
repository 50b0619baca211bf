import { checks, enforce } from '../../inputChecks';
import type { VisaRecord, VisaWrite } from './repository';

const DATA_FIELDS = [
  'contractNumber',
  'visaQty',
  'fullNameAmharic',
  'cityAmharic',
  'salary',
  'currency',
  'remarks',
  'firstTime',
  'goodLooking',
  'writeRead',
  'profession',
  'religion',
  'ageCategory',
  'complexion',
  'visaType',
  'address',
  'agentId',
] as const;

/** New-visa defaults of spec 01 §9: Riyadh, Saudi Arabia, housemaid, muslim, 21-25, 1000 SAR, quantity 1. */
const NEW_VISA_DEFAULTS: Record<string, unknown> = {
  visaQty: 1,
  profession: 'housemaid',
  religion: 'muslim',
  ageCategory: 'bet2125',
  salary: 1000,
  currency: 'saudi_riyal',
  visaType: 'work',
  address: { city: 'Riyadh', country: 'Saudi Arabia' },
};

/** Validates a visa input (visa number 9-10 digits, employer id 1-10 digits) into what is stored. */
export function visaWrite(
  input: Record<string, unknown>,
  existing?: VisaRecord | null,
  fieldPrefix = '',
): VisaWrite {
  const visaNumber = String(input.visaNumber ?? '').trim();
  const passportNumber = String(input.passportNumber ?? '').trim();
  enforce([
    [`${fieldPrefix}visaNumber`, (v) => (v ? checks.visaNumber(v) : 'Incorrect Visa Number'), visaNumber],
    [`${fieldPrefix}passportNumber`, checks.employerId, passportNumber],
  ]);
  const data: Record<string, unknown> = existing ? {} : { ...NEW_VISA_DEFAULTS };
  for (const field of DATA_FIELDS) {
    const value = input[field] !== undefined ? input[field] : existing?.[field];
    if (value !== undefined && value !== null) data[field] = value;
  }
  return {
    visaNumber,
    passportNumber,
    fullName: String(input.fullName ?? '')
      .trim()
      .toUpperCase(),
    status: String(input.status ?? existing?.status ?? 'new'),
    data,
  };
}
