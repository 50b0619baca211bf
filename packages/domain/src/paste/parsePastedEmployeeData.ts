import { isoDay } from '../dates';
import type { AdditionalData } from '../entities';
import { enumCode, type EnumKind, NATIONALITIES, NATIONALITY_COUNTRIES, type Sex } from '../enums';

// "Paste Employee Data From" (spec 01 §2, §5) copies an employee keyed in another system — typically the
// passport reader or the labour-ministry portal — into a new record through the clipboard.
//
// The line format, one value per line, in the order of the Passport Data panel:
//    1 given name          6 place of issue          11 religion            (lines 11-14 optional)
//    2 surname             7 date of birth           12 applied profession
//    3 sex                 8 passport issue date     13 applied country
//    4 passport number     9 passport expiry date    14 nationality
//    5 place of birth     10 marital status
// A line may carry its label ("Passport Number: EP1234567" or "Passport Number<TAB>EP1234567"); a known
// label puts the value in that field wherever the line is, so a labelled list in any order works too.
// Blank lines inside the text are empty values (the source had nothing there) and keep the positions of the
// lines after them; blank lines before and after the text are ignored. Fewer than 10 lines is not employee
// data (the spec: "nothing happens"), so the result is null.
//
// Dates are read as YYYY-MM-DD, YYYY/MM/DD, DD/MM/YYYY, DD-MM-YYYY, DD.MM.YYYY or with an English month
// (05-MAR-1998, 05 Mar 1998) and returned as 'YYYY-MM-DD'. Names, passport number and places are capitals as
// on the passport. Sex becomes male or female. Choice values become the stored codes (Saudi Arabia ->
// saudi_arabia, House Maid -> housemaid, Ethiopia -> ethiopian). A value that cannot be read is left out and
// named in `unreadable`.

export const MIN_PASTED_LINES = 10;

export const PASTE_FIELD_ORDER = [
  'givenName',
  'surName',
  'sex',
  'passportNumber',
  'placeOfBirth',
  'placeOfIssue',
  'dateOfBirth',
  'passportIssueDate',
  'passportExpiryDate',
  'maritalStatus',
  'religion',
  'appliedProfession',
  'appliedCountry',
  'nationality',
] as const;

export type PasteField = (typeof PASTE_FIELD_ORDER)[number];

export interface PastedEmployee {
  employee: {
    givenName?: string;
    surName?: string;
    sex?: Sex;
    passportNumber?: string;
    placeOfBirth?: string;
    placeOfIssue?: string;
    dateOfBirth?: string;
    passportIssueDate?: string;
    passportExpiryDate?: string;
    additionalData: Pick<
      AdditionalData,
      'maritalStatus' | 'religion' | 'appliedProfession' | 'appliedCountry' | 'nationality'
    >;
  };
  // Fields whose line was there but could not be read (e.g. a date in an unknown format).
  unreadable: PasteField[];
}

const LABELS: Readonly<Record<string, PasteField>> = {
  givenname: 'givenName',
  firstname: 'givenName',
  name: 'givenName',
  surname: 'surName',
  lastname: 'surName',
  fathername: 'surName',
  sex: 'sex',
  gender: 'sex',
  passportnumber: 'passportNumber',
  passportno: 'passportNumber',
  passport: 'passportNumber',
  placeofbirth: 'placeOfBirth',
  birthplace: 'placeOfBirth',
  placeofissue: 'placeOfIssue',
  issueplace: 'placeOfIssue',
  dateofbirth: 'dateOfBirth',
  birthdate: 'dateOfBirth',
  dob: 'dateOfBirth',
  passportissuedate: 'passportIssueDate',
  issuedate: 'passportIssueDate',
  dateofissue: 'passportIssueDate',
  passportexpirydate: 'passportExpiryDate',
  expirydate: 'passportExpiryDate',
  dateofexpiry: 'passportExpiryDate',
  maritalstatus: 'maritalStatus',
  religion: 'religion',
  appliedprofession: 'appliedProfession',
  profession: 'appliedProfession',
  appliedcountry: 'appliedCountry',
  country: 'appliedCountry',
  nationality: 'nationality',
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

type ChoiceField = 'maritalStatus' | 'religion' | 'appliedProfession' | 'appliedCountry' | 'nationality';

const CHOICE_KINDS: Readonly<Record<ChoiceField, EnumKind>> = {
  maritalStatus: 'maritalStatus',
  religion: 'religion',
  appliedProfession: 'profession',
  appliedCountry: 'appliedCountry',
  nationality: 'nationality',
};

// A choice is read as its stored code (saudi_arabia), its English label (Saudi Arabia), a common other
// spelling (KSA), and for nationality also the country (Ethiopia -> ethiopian). Anything else is unreadable
// rather than stored as a value the form's drop-downs do not know.
function toChoice(field: ChoiceField, text: string): string | undefined {
  const code = enumCode(CHOICE_KINDS[field], text);
  if (code !== undefined) return code;
  if (field === 'nationality') {
    const country = enumCode('country', text);
    return NATIONALITIES.find((value) => NATIONALITY_COUNTRIES[value] === country);
  }
  return undefined;
}

function splitLabel(line: string): { field?: PasteField; value: string } {
  const match = /^([A-Za-z .'/_-]{2,30}?)\s*(?::|\t)\s*(.*)$/.exec(line);
  if (!match) return { value: line };
  const field = LABELS[(match[1] ?? '').toLowerCase().replace(/[^a-z]/g, '')];
  return field ? { field, value: (match[2] ?? '').trim() } : { value: line };
}

function validDay(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  return isoDay({ year, month, day });
}

export function parsePastedDate(text: string): string | undefined {
  const value = text.trim();
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(value);
  if (match) return validDay(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value);
  if (match) return validDay(Number(match[3]), Number(match[2]), Number(match[1]));
  match = /^(\d{1,2})[-/. ]+([A-Za-z]{3,})[-/.,]*\s*(\d{4})$/.exec(value);
  if (match) {
    const month = MONTHS.indexOf((match[2] ?? '').slice(0, 3).toLowerCase()) + 1;
    return month > 0 ? validDay(Number(match[3]), month, Number(match[1])) : undefined;
  }
  return undefined;
}

function toSex(text: string): 'male' | 'female' | undefined {
  const value = text.trim().toLowerCase();
  if (value === 'f' || value === 'female') return 'female';
  if (value === 'm' || value === 'male') return 'male';
  return undefined;
}

export function parsePastedEmployeeData(text: string | null | undefined): PastedEmployee | null {
  const lines = (text ?? '').split(/\r\n|\r|\n/).map((line) => line.trim());
  while (lines.length > 0 && lines[0] === '') lines.shift();
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  if (lines.length < MIN_PASTED_LINES) return null;

  const values = new Map<PasteField, string>();
  lines.forEach((line, index) => {
    const { field, value } = splitLabel(line);
    const target = field ?? PASTE_FIELD_ORDER[index];
    if (target && value !== '' && !values.has(target)) values.set(target, value);
  });

  const result: PastedEmployee = { employee: { additionalData: {} }, unreadable: [] };
  const { employee } = result;
  for (const [field, value] of values) {
    switch (field) {
      case 'givenName':
      case 'surName':
      case 'passportNumber':
      case 'placeOfBirth':
      case 'placeOfIssue':
        employee[field] = value.replace(/\s+/g, ' ').toUpperCase();
        break;
      case 'sex': {
        const sex = toSex(value);
        if (sex) employee.sex = sex;
        else result.unreadable.push(field);
        break;
      }
      case 'dateOfBirth':
      case 'passportIssueDate':
      case 'passportExpiryDate': {
        const day = parsePastedDate(value);
        if (day) employee[field] = day;
        else result.unreadable.push(field);
        break;
      }
      default: {
        const choice = toChoice(field, value);
        if (choice) Object.assign(employee.additionalData, { [field]: choice });
        else result.unreadable.push(field);
      }
    }
  }
  result.unreadable.sort((a, b) => PASTE_FIELD_ORDER.indexOf(a) - PASTE_FIELD_ORDER.indexOf(b));
  return result;
}
