import { label, statusLabel, type DateInput } from '@placement/domain';
import { exportDay as day, exportText as text } from './exportCells';
import type { SpreadsheetColumn } from './SpreadsheetColumn';

/** The parts of an employee the Full Export lists (structural: API records pass as they are). */
export interface ExportEmployee {
  givenName?: string | null;
  surName?: string | null;
  passportNumber?: string | null;
  passportIssueDate?: DateInput | null;
  passportExpiryDate?: DateInput | null;
  placeOfBirth?: string | null;
  placeOfIssue?: string | null;
  dateOfBirth?: DateInput | null;
  sex?: string | null;
  status?: string | null;
  visa?: { visaNumber?: string | null; fullName?: string | null } | null;
  embassyProcess?: { enjazNumber?: string | null } | null;
  address?: { telephone?: string | null } | null;
  additionalData?: {
    fullNameAmharic?: string | null;
    nationality?: string | null;
    religion?: string | null;
    appliedProfession?: string | null;
    appliedCountry?: string | null;
    documentReceivedDate?: DateInput | null;
  } | null;
}

/** The 'Full Export' of selected employees (spec 01 §4, 02 §2.9): one row per employee, main fields of §3. */
export const FULL_EXPORT_COLUMNS: readonly SpreadsheetColumn<ExportEmployee>[] = [
  { header: 'Given Name', type: 'text', value: (e) => text(e.givenName) },
  { header: 'Surname', type: 'text', value: (e) => text(e.surName) },
  { header: 'Full Name (Amharic)', type: 'text', value: (e) => text(e.additionalData?.fullNameAmharic) },
  { header: 'Passport No.', type: 'text', value: (e) => text(e.passportNumber) },
  { header: 'Passport Issue Date', type: 'date', value: (e) => day(e.passportIssueDate) },
  { header: 'Passport Expiry Date', type: 'date', value: (e) => day(e.passportExpiryDate) },
  { header: 'Place of Issue', type: 'text', value: (e) => text(e.placeOfIssue) },
  { header: 'Date of Birth', type: 'date', value: (e) => day(e.dateOfBirth) },
  { header: 'Place of Birth', type: 'text', value: (e) => text(e.placeOfBirth) },
  { header: 'Sex', type: 'text', value: (e) => label('sex', e.sex, 'en') },
  { header: 'Status', type: 'text', value: (e) => (e.status ? statusLabel(e.status, 'en') : '') },
  { header: 'Visa No.', type: 'text', value: (e) => text(e.visa?.visaNumber) },
  { header: 'Sponsor', type: 'text', value: (e) => text(e.visa?.fullName) },
  { header: 'Application No.', type: 'text', value: (e) => text(e.embassyProcess?.enjazNumber) },
  { header: 'Application Date', type: 'date', value: (e) => day(e.additionalData?.documentReceivedDate) },
  { header: 'Phone', type: 'text', value: (e) => text(e.address?.telephone) },
  {
    header: 'Nationality',
    type: 'text',
    value: (e) => label('nationality', e.additionalData?.nationality, 'en'),
  },
  { header: 'Religion', type: 'text', value: (e) => label('religion', e.additionalData?.religion, 'en') },
  {
    header: 'Profession',
    type: 'text',
    value: (e) => label('profession', e.additionalData?.appliedProfession, 'en'),
  },
  {
    header: 'Country',
    type: 'text',
    value: (e) => label('appliedCountry', e.additionalData?.appliedCountry, 'en'),
  },
];
