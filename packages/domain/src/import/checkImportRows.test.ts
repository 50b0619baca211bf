import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../validation';
import { checkEmployeeImport, checkVisaImport } from './checkImportRows';
import { IMPORT_MESSAGES, MAX_IMPORT_ROWS } from './importMessages';
import { importTemplate } from './importTemplate';
import type { ImportRow } from './readImportRow';

const today = new Date('2026-06-01T12:00:00Z');

const employeeRow = (row: number, cells: Record<string, string> = {}): ImportRow => ({
  row,
  cells: {
    givenName: 'Almaz Tesfaye',
    surName: 'Bekele',
    sex: 'F',
    passportNumber: `EP${1000000 + row}`,
    placeOfBirth: 'Addis Ababa',
    dateOfBirth: '05/03/1998',
    passportIssueDate: '2024-01-10',
    ...cells,
  },
});

describe('checking an employee import file', () => {
  it('turns a good row into the entry form input, with the new-employee defaults and the expiry rule', () => {
    const check = checkEmployeeImport(
      [employeeRow(2, { nationality: 'Ethiopia', appliedCountry: 'KSA', visaNumber: '1234567890' })],
      { today },
    );
    expect(check.problems).toEqual([]);
    expect(check.rows[0]!.input).toMatchObject({
      givenName: 'Almaz Tesfaye',
      sex: 'female',
      dateOfBirth: '1998-03-05',
      passportIssueDate: '2024-01-10',
      // 1825 days after the issue date, as the form fills it.
      passportExpiryDate: '2029-01-08',
      placeOfIssue: 'Addis Ababa',
      additionalData: { nationality: 'ethiopian', appliedCountry: 'saudi_arabia', religion: 'muslim' },
      visa: { visaNumber: '1234567890' },
    });
  });

  it('says which expiry it fills from the issue date, and only where the file left it empty', () => {
    const check = checkEmployeeImport(
      [
        employeeRow(2),
        employeeRow(3, { passportExpiryDate: '2031-05-05' }),
        employeeRow(4, { passportIssueDate: '' }),
      ],
      { today },
    );
    expect(check.filled).toEqual([{ row: 2, column: 'passportExpiryDate', value: '2029-01-08' }]);
    expect(check.rows[1]!.input.passportExpiryDate).toBe('2031-05-05');
  });

  it('names each bad cell of a row by its column with the form messages', () => {
    const check = checkEmployeeImport(
      [
        employeeRow(2),
        employeeRow(3, {
          passportNumber: 'EP-12',
          dateOfBirth: '31/02/1990',
          visaNumber: '12345',
          applicationNumber: '12345678',
          religion: 'Pastafarian',
        }),
      ],
      { today },
    );
    expect(check.rows[0]!.problems).toEqual([]);
    expect(check.problems).toEqual(
      expect.arrayContaining([
        { row: 3, column: 'passportNumber', message: VALIDATION_MESSAGES.passportNumber },
        { row: 3, column: 'dateOfBirth', message: VALIDATION_MESSAGES.invalidDate },
        { row: 3, column: 'visaNumber', message: VALIDATION_MESSAGES.visaNumber },
        { row: 3, column: 'applicationNumber', message: VALIDATION_MESSAGES.applicationNumber },
        { row: 3, column: 'religion', message: VALIDATION_MESSAGES.invalidChoice },
      ]),
    );
    expect(check.problems).toHaveLength(5);
  });

  it('asks for the required values once each, not invented from defaults', () => {
    const check = checkEmployeeImport(
      [{ row: 7, cells: { givenName: 'Almaz Tesfaye', sex: '', passportNumber: 'EP1234567' } }],
      { today },
    );
    expect(check.problems.map((p) => [p.column, p.message])).toEqual([
      ['surName', 'Required'],
      ['sex', 'Required'],
      ['placeOfBirth', 'Required'],
      ['dateOfBirth', 'Required'],
    ]);
  });

  it('refuses a passport number given twice, naming the first row', () => {
    const check = checkEmployeeImport(
      [employeeRow(2, { passportNumber: 'EP7654321' }), employeeRow(9, { passportNumber: 'ep7654321 ' })],
      { today },
    );
    expect(check.problems).toEqual([
      { row: 9, column: 'passportNumber', message: IMPORT_MESSAGES.repeatedPassport(2) },
    ]);
  });

  it('reads Arabic labels and the sudan expiry rule', () => {
    const check = checkEmployeeImport([employeeRow(2, { sex: 'ذكر', passportIssueDate: '2024-01-10' })], {
      today,
      companyVariant: 'sudan',
    });
    expect(check.rows[0]!.input).toMatchObject({ sex: 'male', passportExpiryDate: '2034-01-09' });
  });

  it('refuses an empty file and one over the row limit as a whole', () => {
    expect(checkEmployeeImport([]).fileProblem).toBe(IMPORT_MESSAGES.noRows);
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, index) => employeeRow(index + 2));
    const check = checkEmployeeImport(rows, { today });
    expect(check.fileProblem).toBe(IMPORT_MESSAGES.tooManyRows(MAX_IMPORT_ROWS));
    expect(check.rows).toEqual([]);
  });

  it('accepts its own template example row as it is', () => {
    const template = importTemplate('employees', 'en');
    const cells = Object.fromEntries(
      template.columns.map(({ column }, i) => [column.key, template.example[i]!]),
    );
    expect(checkEmployeeImport([{ row: 2, cells }], { today }).problems).toEqual([]);
  });
});

describe('checking a visa import file', () => {
  it('reads the visa form fields and refuses a bad or repeated number', () => {
    const check = checkVisaImport([
      {
        row: 2,
        cells: {
          visaNumber: '1234567890',
          sponsorName: 'Saad',
          salary: '1,500',
          ageCategory: '26-30',
          currency: 'sar',
        },
      },
      { row: 3, cells: { visaNumber: '123', salary: 'lots' } },
      { row: 4, cells: { visaNumber: '1234567890', sponsorId: '12345678901' } },
      { row: 5, cells: { sponsorName: 'No Number' } },
    ]);
    expect(check.rows[0]!.input).toEqual({
      visaNumber: '1234567890',
      fullName: 'Saad',
      salary: 1500,
      ageCategory: 'bet2630',
      currency: 'saudi_riyal',
    });
    expect(check.problems).toEqual([
      { row: 3, column: 'salary', message: IMPORT_MESSAGES.notANumber },
      { row: 3, column: 'visaNumber', message: VALIDATION_MESSAGES.visaNumber },
      { row: 4, column: 'sponsorId', message: VALIDATION_MESSAGES.employerId },
      { row: 4, column: 'visaNumber', message: IMPORT_MESSAGES.repeatedVisa(2) },
      { row: 5, column: 'visaNumber', message: VALIDATION_MESSAGES.required },
    ]);
  });

  it('accepts its own template example row as it is', () => {
    const template = importTemplate('visas', 'ar');
    const cells = Object.fromEntries(
      template.columns.map(({ column }, i) => [column.key, template.example[i]!]),
    );
    expect(checkVisaImport([{ row: 2, cells }]).problems).toEqual([]);
  });
});
