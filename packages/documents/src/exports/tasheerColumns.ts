import { label, visaExportPhone, type DateInput } from '@placement/domain';
import { exportDay, exportText } from './exportCells';
import type { ExportEmployee } from './fullExportColumns';
import type { SpreadsheetColumn } from './SpreadsheetColumn';

/** What the visa-application service's sheet reads beyond the Full Export's fields. */
export interface TasheerEmployee extends ExportEmployee {
  additionalData?: (ExportEmployee['additionalData'] & { maritalStatus?: string | null }) | null;
  visa?: (ExportEmployee['visa'] & { passportNumber?: string | null; visaType?: string | null }) | null;
  embassyProcess?: { enjazNumber?: string | null; stampedDate?: DateInput | null } | null;
}

/**
 * The `_Tasheer.xls` sheet for the visa-application service (spec 01 §4, 02 §9): one row per selected employee,
 * the passport, visa and application fields its form asks for, in English, and the phone as the local number
 * it wants (the last 9 digits, domain visaExportPhone).
 */
export const TASHEER_COLUMNS: readonly SpreadsheetColumn<TasheerEmployee>[] = [
  { header: 'Passport No.', type: 'text', value: (e) => exportText(e.passportNumber) },
  { header: 'Given Name', type: 'text', value: (e) => exportText(e.givenName) },
  { header: 'Surname', type: 'text', value: (e) => exportText(e.surName) },
  { header: 'Sex', type: 'text', value: (e) => label('sex', e.sex, 'en') },
  { header: 'Date of Birth', type: 'date', value: (e) => exportDay(e.dateOfBirth) },
  { header: 'Place of Birth', type: 'text', value: (e) => exportText(e.placeOfBirth) },
  {
    header: 'Nationality',
    type: 'text',
    value: (e) => label('nationality', e.additionalData?.nationality, 'en'),
  },
  { header: 'Religion', type: 'text', value: (e) => label('religion', e.additionalData?.religion, 'en') },
  {
    header: 'Marital Status',
    type: 'text',
    value: (e) => label('maritalStatus', e.additionalData?.maritalStatus, 'en'),
  },
  {
    header: 'Profession',
    type: 'text',
    value: (e) => label('profession', e.additionalData?.appliedProfession, 'en'),
  },
  { header: 'Passport Issue Date', type: 'date', value: (e) => exportDay(e.passportIssueDate) },
  { header: 'Passport Expiry Date', type: 'date', value: (e) => exportDay(e.passportExpiryDate) },
  { header: 'Place of Issue', type: 'text', value: (e) => exportText(e.placeOfIssue) },
  { header: 'Visa No.', type: 'text', value: (e) => exportText(e.visa?.visaNumber) },
  { header: 'Visa Type', type: 'text', value: (e) => label('visaType', e.visa?.visaType, 'en') },
  { header: 'Sponsor ID', type: 'text', value: (e) => exportText(e.visa?.passportNumber) },
  { header: 'Sponsor Name', type: 'text', value: (e) => exportText(e.visa?.fullName) },
  { header: 'Application No.', type: 'text', value: (e) => exportText(e.embassyProcess?.enjazNumber) },
  { header: 'Phone', type: 'text', value: (e) => visaExportPhone(e.address?.telephone) },
];
