import type { Lang } from '../enums';
import { IMPORT_COLUMNS, type ImportColumn, type ImportKind } from './importColumns';
import { importHeader } from './importHeaders';

// The template file a clerk downloads: the columns in the user's language (required ones marked "*") and one
// example row that imports as it is, so the file shows every accepted form of value by example.
const EXAMPLES: Readonly<Record<ImportKind, Readonly<Record<string, string>>>> = {
  employees: {
    givenName: 'ALMAZ TESFAYE',
    surName: 'BEKELE',
    sex: 'Female',
    passportNumber: 'EP1234567',
    placeOfBirth: 'ADDIS ABABA',
    placeOfIssue: 'ADDIS ABABA',
    dateOfBirth: '1998-03-05',
    passportIssueDate: '2024-01-10',
    passportExpiryDate: '',
    nationality: 'Ethiopian',
    maritalStatus: 'Single',
    religion: 'Muslim',
    appliedProfession: 'Housemaid',
    appliedCountry: 'Saudi Arabia',
    telephone: '0911223344',
    city: 'ADDIS ABABA',
    applicationNumber: 'E123456789',
    labourId: '',
    visaNumber: '1234567890',
    visaType: 'Work',
    sponsorName: 'SAAD AL HARBI',
    sponsorId: '1012345678',
    notes: '',
  },
  visas: {
    visaNumber: '1234567890',
    visaType: 'Work',
    sponsorName: 'SAAD AL HARBI',
    sponsorId: '1012345678',
    telephone: '0551234567',
    city: 'Riyadh',
    country: 'Saudi Arabia',
    profession: 'Housemaid',
    religion: 'Muslim',
    ageCategory: '21-25',
    salary: '1000',
    currency: 'Saudi Riyal',
    visaQty: '1',
    contractNumber: '',
    remarks: '',
  },
};

export interface ImportTemplate {
  columns: Array<{ column: ImportColumn; header: string }>;
  example: string[];
}

export function importTemplate(kind: ImportKind, lang: Lang): ImportTemplate {
  const columns = IMPORT_COLUMNS[kind].map((column) => ({ column, header: importHeader(column, lang) }));
  return { columns, example: columns.map(({ column }) => EXAMPLES[kind][column.key] ?? '') };
}

/** The template's file name: the kind and the word template, e.g. employees-import-template.xlsx. */
export const importTemplateFileName = (kind: ImportKind) => `${kind}-import-template.xlsx`;
