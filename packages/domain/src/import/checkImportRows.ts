import type { z } from 'zod';
import { passportExpiryFromIssue } from '../dates';
import { newEmployeeDefaults } from '../defaults';
import { employeeInputSchema, visaRecordSchema } from '../entities';
import type { CompanyVariant } from '../enums';
import { VALIDATION_MESSAGES } from '../validation';
import { IMPORT_COLUMNS, type ImportKind } from './importColumns';
import { IMPORT_MESSAGES, MAX_IMPORT_ROWS } from './importMessages';
import { importColumnOfPath, readImportRow, type ImportProblem, type ImportRow } from './readImportRow';

// Every row of an import file checked by the same schemas the entry forms use (so each row's problems are the
// forms' messages), plus what only a file can get wrong: a passport or visa number given twice. The web runs
// this for the preview and the API runs it again before writing; neither restates a rule.

type Fields = Record<string, unknown>;

export interface ImportRowCheck {
  row: number;
  /** The record input the row makes (the shape createEmployee / createVisa take). */
  input: Fields;
  problems: ImportProblem[];
}

/** A value the import sets that the file left empty (an expiry from the issue date), shown before importing. */
export interface ImportFilledValue {
  row: number;
  column: string;
  value: string;
}

export interface ImportCheck {
  rows: ImportRowCheck[];
  /** Every row's problems in row order; empty means the file can be imported. */
  problems: ImportProblem[];
  /** What the import fills in where the file left a cell empty, in row order: nothing is set without a word. */
  filled: ImportFilledValue[];
  /** A problem of the file as a whole (no rows, too many rows); no row is checked then. */
  fileProblem: string | null;
}

export interface ImportOptions {
  /** The importing company's variant: the sudan expiry rule applies to its passports. */
  companyVariant?: CompanyVariant | null;
  today?: Date;
}

const isBlank = (value: string | null | undefined) => (value ?? '').trim() === '';

function fileProblem(rows: readonly ImportRow[]): string | null {
  if (rows.length === 0) return IMPORT_MESSAGES.noRows;
  if (rows.length > MAX_IMPORT_ROWS) return IMPORT_MESSAGES.tooManyRows(MAX_IMPORT_ROWS);
  return null;
}

function checkRow(
  kind: ImportKind,
  schema: z.ZodType,
  row: ImportRow,
  base: Fields,
  complete: (input: Fields) => void,
): ImportRowCheck {
  const { input, problems } = readImportRow(kind, row, base);
  for (const column of IMPORT_COLUMNS[kind]) {
    if (column.required && isBlank(row.cells[column.key]) && !problems.some((p) => p.column === column.key)) {
      problems.push({ row: row.row, column: column.key, message: VALIDATION_MESSAGES.required });
    }
  }
  complete(input);
  const result = schema.safeParse(input);
  if (!result.success) {
    const named = new Set(problems.map((problem) => problem.column));
    for (const issue of result.error.issues) {
      const column = importColumnOfPath(kind, issue.path);
      if (column !== null && named.has(column)) continue;
      if (column !== null) named.add(column);
      problems.push({
        row: row.row,
        column,
        message: column === null ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
      });
    }
  }
  return { row: row.row, input, problems };
}

function withRepeats(
  checks: ImportRowCheck[],
  column: string,
  valueOf: (input: Fields) => unknown,
  message: (row: number) => string,
) {
  const firstRow = new Map<string, number>();
  for (const check of checks) {
    const value = valueOf(check.input);
    if (typeof value !== 'string' || value.trim() === '') continue;
    const key = value.trim().toUpperCase();
    const first = firstRow.get(key);
    if (first === undefined) firstRow.set(key, check.row);
    else check.problems.push({ row: check.row, column, message: message(first) });
  }
}

function result(rows: ImportRowCheck[], filled: ImportFilledValue[] = []): ImportCheck {
  return { rows, problems: rows.flatMap((row) => row.problems), filled, fileProblem: null };
}

/** Employees: the Passport Data panel's rules, new-employee defaults for what the file leaves out. */
export function checkEmployeeImport(rows: readonly ImportRow[], options: ImportOptions = {}): ImportCheck {
  const problem = fileProblem(rows);
  if (problem) return { rows: [], problems: [], filled: [], fileProblem: problem };
  // The defaults a new entry form starts with, except what belongs to one person: sex, birth and expiry dates
  // must come from the file, not be invented for every row.
  const {
    sex: _sex,
    dateOfBirth: _dateOfBirth,
    passportExpiryDate: _expiry,
    ...base
  } = newEmployeeDefaults(options.today);
  const checks = rows.map((row) =>
    checkRow('employees', employeeInputSchema, row, base, (input) => {
      // As on the form, an issue date fills a missing expiry (1825 days, or the sudan rule).
      if (typeof input.passportIssueDate === 'string' && input.passportExpiryDate === undefined) {
        input.passportExpiryDate = passportExpiryFromIssue(input.passportIssueDate, {
          variant: options.companyVariant ?? null,
          dateOfBirth: typeof input.dateOfBirth === 'string' ? input.dateOfBirth : null,
          ...(options.today ? { today: options.today } : {}),
        });
      }
    }),
  );
  withRepeats(checks, 'passportNumber', (input) => input.passportNumber, IMPORT_MESSAGES.repeatedPassport);
  const filled = checks.flatMap((check, index) =>
    isBlank(rows[index]!.cells.passportExpiryDate) && typeof check.input.passportExpiryDate === 'string'
      ? [{ row: check.row, column: 'passportExpiryDate', value: check.input.passportExpiryDate }]
      : [],
  );
  return result(checks, filled);
}

/** Visas: the visa form's rules; the new-visa defaults are added when saved. */
export function checkVisaImport(rows: readonly ImportRow[]): ImportCheck {
  const problem = fileProblem(rows);
  if (problem) return { rows: [], problems: [], filled: [], fileProblem: problem };
  const checks = rows.map((row) => checkRow('visas', visaRecordSchema, row, {}, () => {}));
  withRepeats(checks, 'visaNumber', (input) => input.visaNumber, IMPORT_MESSAGES.repeatedVisa);
  return result(checks);
}

export function checkImport(kind: ImportKind, rows: readonly ImportRow[], options: ImportOptions = {}) {
  return kind === 'employees' ? checkEmployeeImport(rows, options) : checkVisaImport(rows);
}
