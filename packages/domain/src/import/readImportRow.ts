import {
  CURRENCY_CODES,
  ENUM_LABELS,
  enumCode,
  type EnumKind,
  LANGS,
  NATIONALITIES,
  NATIONALITY_COUNTRIES,
} from '../enums';
import { parsePastedDate } from '../paste/parsePastedEmployeeData';
import { VALIDATION_MESSAGES } from '../validation';
import { IMPORT_COLUMNS, type ImportColumn, type ImportKind } from './importColumns';
import { IMPORT_MESSAGES } from './importMessages';

/** One row of a file: its row number in the sheet (the header is row 1) and its cells by column key. */
export interface ImportRow {
  row: number;
  cells: Readonly<Record<string, string | null | undefined>>;
}

/** A problem of one row, named by the column it is in (null: the row as a whole). */
export interface ImportProblem {
  row: number;
  column: string | null;
  message: string;
}

type Fields = Record<string, unknown>;

// Labels in Arabic and Amharic are matched exactly (after trimming): a clerk may type "أنثى" for female.
const labelIndexes = new Map<EnumKind, Map<string, string>>();
function codeOfLabel(kind: EnumKind, text: string): string | undefined {
  let index = labelIndexes.get(kind);
  if (!index) {
    index = new Map();
    const labels: Readonly<Record<string, Readonly<Record<string, string>>>> = ENUM_LABELS[kind];
    for (const [code, label] of Object.entries(labels)) {
      for (const lang of LANGS) index.set(label[lang]!.trim().toLowerCase(), code);
    }
    labelIndexes.set(kind, index);
  }
  return index.get(text.trim().toLowerCase());
}

// A choice is its code, a label in any language or a common other spelling; a nationality may also be given
// as its country (Ethiopia -> ethiopian), a sex as its passport letter (F, M), a currency as its ISO code (SAR).
function choiceCode(kind: EnumKind, text: string): string | undefined {
  const code = enumCode(kind, text) ?? codeOfLabel(kind, text);
  if (code !== undefined) return code;
  if (kind === 'sex') return { f: 'female', m: 'male' }[text.trim().toLowerCase()];
  if (kind === 'currency') {
    const iso = text.trim().toUpperCase();
    return Object.keys(CURRENCY_CODES).find(
      (code) => CURRENCY_CODES[code as keyof typeof CURRENCY_CODES] === iso,
    );
  }
  if (kind === 'nationality') {
    const country = enumCode('country', text);
    return NATIONALITIES.find((value) => NATIONALITY_COUNTRIES[value] === country);
  }
  return undefined;
}

function setPath(target: Fields, path: string, value: unknown) {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (typeof next === 'object' && next !== null) node = next as Fields;
    else node = node[part] = {};
  }
  node[parts[parts.length - 1]!] = value;
}

type CellReading = { value?: unknown; problem?: string };

function readCell(column: ImportColumn, raw: string | null | undefined): CellReading {
  const text = (raw ?? '').trim();
  if (text === '') return {};
  const kind = column.kind;
  if (kind === 'text') return { value: text };
  if (kind === 'date') {
    const day = parsePastedDate(text);
    return day ? { value: day } : { problem: VALIDATION_MESSAGES.invalidDate };
  }
  if (kind === 'number') {
    const number = Number(text.replace(/,/g, ''));
    return Number.isFinite(number) ? { value: number } : { problem: IMPORT_MESSAGES.notANumber };
  }
  const code = choiceCode(kind.choice, text);
  return code !== undefined ? { value: code } : { problem: VALIDATION_MESSAGES.invalidChoice };
}

/**
 * A row's cells as a record input (the shape the entry form and the API's save take), laid over `base` (the
 * new record's defaults), with the cells that could not be read named. Dates are read as the paste reads them
 * (YYYY-MM-DD, DD/MM/YYYY, 05-MAR-1998...) and come out as 'YYYY-MM-DD'.
 */
export function readImportRow(
  kind: ImportKind,
  row: ImportRow,
  base: Fields = {},
): { input: Fields; problems: ImportProblem[] } {
  const input = structuredClone(base);
  const problems: ImportProblem[] = [];
  for (const column of IMPORT_COLUMNS[kind]) {
    if (!Object.hasOwn(row.cells, column.key)) continue;
    const reading = readCell(column, row.cells[column.key]);
    if (reading.problem) problems.push({ row: row.row, column: column.key, message: reading.problem });
    else if (reading.value !== undefined) setPath(input, column.path, reading.value);
  }
  return { input, problems };
}

const columnsByPath = new Map<ImportKind, Map<string, string>>();

/** The column a field of the record input came from ('visa.visaNumber' -> visaNumber), or null. */
export function importColumnOfPath(kind: ImportKind, path: readonly PropertyKey[]): string | null {
  let index = columnsByPath.get(kind);
  if (!index) {
    index = new Map(IMPORT_COLUMNS[kind].map((column) => [column.path, column.key]));
    columnsByPath.set(kind, index);
  }
  return index.get(path.map(String).join('.')) ?? null;
}
