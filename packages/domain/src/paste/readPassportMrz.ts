import { parse } from 'mrz';
import type { Nationality, Sex } from '../enums';

// A passport's two machine-readable lines (ICAO 9303 TD3, 2 x 44 characters), typed or pasted by a clerk or
// read from a scan, turned into the Passport Data panel's fields. Every check digit is verified (passport
// number, date of birth, expiry, personal number and the composite digit over the whole second line): if one
// is wrong, nothing is filled and the wrong digit is named, because a clerk who trusts a misread line would
// print a wrong passport number on an embassy application.

export type MrzField =
  | 'format'
  | 'documentCode'
  | 'surName'
  | 'givenName'
  | 'passportNumber'
  | 'nationality'
  | 'dateOfBirth'
  | 'sex'
  | 'passportExpiryDate'
  | 'personalNumber'
  | 'composite';

export interface MrzProblem {
  field: MrzField;
  // 1 or 2: the line the problem is on.
  line: number;
  // For a check digit: the digit on the passport and the one its field computes to.
  found?: string;
  expected?: string;
  // The parser's own words, for anything that is not a check digit.
  detail?: string;
}

export interface MrzPassport {
  surName: string;
  givenName: string;
  passportNumber: string;
  // Absent when the nationality code is not one of the product's nationalities.
  nationality?: Nationality;
  nationalityCode: string;
  dateOfBirth: string;
  sex?: Sex;
  passportExpiryDate: string;
}

export type MrzReading = { ok: true; passport: MrzPassport } | { ok: false; problems: MrzProblem[] };

const TD3_LINE_LENGTH = 44;

// ISO 3166 alpha-3 codes as printed in the MRZ, for every nationality the product lists.
const NATIONALITY_BY_CODE: Readonly<Record<string, Nationality>> = {
  ETH: 'ethiopian',
  SAU: 'saudi',
  KWT: 'kuwaiti',
  ARE: 'emirati',
  QAT: 'qatari',
  BHR: 'bahraini',
  OMN: 'omani',
  JOR: 'jordanian',
  LBN: 'lebanese',
  YEM: 'yemeni',
  EGY: 'egyptian',
  SDN: 'sudanese',
  SSD: 'south_sudanese',
  ERI: 'eritrean',
  DJI: 'djiboutian',
  SOM: 'somali',
  KEN: 'kenyan',
  UGA: 'ugandan',
  TZA: 'tanzanian',
  RWA: 'rwandan',
  BDI: 'burundian',
  TCD: 'chadian',
  NGA: 'nigerian',
  GHA: 'ghanaian',
  LBY: 'libyan',
  TUN: 'tunisian',
  DZA: 'algerian',
  MAR: 'moroccan',
  IRQ: 'iraqi',
  SYR: 'syrian',
  PSE: 'palestinian',
  TUR: 'turkish',
  IND: 'indian',
  PAK: 'pakistani',
  BGD: 'bangladeshi',
  LKA: 'sri_lankan',
  NPL: 'nepali',
  PHL: 'filipino',
  IDN: 'indonesian',
  GBR: 'british',
  USA: 'american',
};

const CHECK_DIGIT_FIELDS: Readonly<Record<string, MrzField>> = {
  documentNumberCheckDigit: 'passportNumber',
  birthDateCheckDigit: 'dateOfBirth',
  expirationDateCheckDigit: 'passportExpiryDate',
  personalNumberCheckDigit: 'personalNumber',
  compositeCheckDigit: 'composite',
};

const FIELD_OF: Readonly<Record<string, MrzField>> = {
  documentCode: 'documentCode',
  lastName: 'surName',
  firstName: 'givenName',
  documentNumber: 'passportNumber',
  birthDate: 'dateOfBirth',
  sex: 'sex',
  expirationDate: 'passportExpiryDate',
  personalNumber: 'personalNumber',
};

// The lines as a person or an OCR engine gives them: spaces, lower case and blank lines are tolerated; the
// two lines of 44 characters are taken from the end (a scan's text often has the visual zone above them).
export function mrzLinesFrom(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, '').toUpperCase())
    .filter((line) => line.length > 0)
    .slice(-2);
}

export function readPassportMrz(text: string, today: Date = new Date()): MrzReading {
  const lines = mrzLinesFrom(text);
  if (
    lines.length !== 2 ||
    lines.some((line) => line.length !== TD3_LINE_LENGTH) ||
    !lines[0]!.startsWith('P')
  ) {
    return {
      ok: false,
      problems: [
        { field: 'format', line: 1, detail: 'Two lines of 44 characters, the first starting with P' },
      ],
    };
  }
  let result;
  try {
    result = parse(lines);
  } catch (error) {
    return { ok: false, problems: [{ field: 'format', line: 1, detail: (error as Error).message }] };
  }
  const problems: MrzProblem[] = [];
  for (const detail of result.details) {
    if (detail.valid || !detail.field) continue;
    // An unknown state code (e.g. the ICAO specimen's UTO) is not a misreading: the nationality stays empty.
    if (detail.field === 'issuingState' || detail.field === 'nationality') continue;
    const checkDigitOf = CHECK_DIGIT_FIELDS[detail.field];
    if (checkDigitOf) {
      const digits = /invalid check digit: (\S+)\. Must be (\S+)/.exec(detail.error ?? '');
      problems.push({
        field: checkDigitOf,
        line: detail.line + 1,
        found: digits?.[1] ?? detail.value ?? '',
        expected: digits?.[2] ?? '',
      });
    } else {
      problems.push({
        field: FIELD_OF[detail.field] ?? 'format',
        line: detail.line + 1,
        detail: detail.error ?? '',
      });
    }
  }
  if (problems.length > 0) return { ok: false, problems };

  const fields = result.fields;
  const nationalityCode = lines[1]!.slice(10, 13).replace(/</g, '');
  const nationality = NATIONALITY_BY_CODE[nationalityCode];
  const sex = fields.sex === 'male' || fields.sex === 'female' ? fields.sex : undefined;
  return {
    ok: true,
    passport: {
      surName: fields.lastName ?? '',
      givenName: fields.firstName ?? '',
      passportNumber: fields.documentNumber ?? '',
      ...(nationality ? { nationality } : {}),
      nationalityCode,
      dateOfBirth: birthDay(fields.birthDate ?? '', today),
      ...(sex ? { sex } : {}),
      passportExpiryDate: expiryDay(fields.expirationDate ?? ''),
    },
  };
}

// YYMMDD: a birth year that would lie in the future belongs to the previous century.
function birthDay(yymmdd: string, today: Date): string {
  const yy = Number(yymmdd.slice(0, 2));
  const century = 2000 + yy > today.getFullYear() ? 1900 : 2000;
  return `${century + yy}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
}

// Passports issued to the product's workers expire within this century.
function expiryDay(yymmdd: string): string {
  return `${2000 + Number(yymmdd.slice(0, 2))}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
}
