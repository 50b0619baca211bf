import ExcelJS from 'exceljs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FULL_EXPORT_COLUMNS, type ExportEmployee } from '@placement/documents';
import { handleRenderJob, OutputStore, writeSpreadsheet } from '../src';
import { fixtureDataSource, fixtureEmployee, fixtureIds } from './support/fixtureDataSource';
import { sheetAsLibreOfficeShowsIt } from './support/libreOffice';

const SPONSOR = 'عبدالله بن محمد القحطاني';
const AMHARIC = 'ትዕግሥት ዓለሙ ወልደማርያም';

const employees: ExportEmployee[] = [
  {
    givenName: 'Tigist Alemu',
    surName: 'Woldemariam',
    passportNumber: 'EP5120000',
    // Stored as 14:00 in the working zone (UTC+3): still 1998-03-05 there.
    dateOfBirth: '1998-03-05T11:00:00.000Z',
    passportIssueDate: '2024-01-15',
    passportExpiryDate: '2029-01-14',
    placeOfBirth: 'Adama',
    placeOfIssue: 'Addis Ababa',
    sex: 'female',
    status: 'embassy_process',
    visa: { visaNumber: '6012345678', fullName: SPONSOR },
    embassyProcess: { enjazNumber: 'E123456789' },
    address: { telephone: '+251911223344' },
    additionalData: {
      fullNameAmharic: AMHARIC,
      nationality: 'ethiopian',
      religion: 'muslim',
      appliedProfession: 'housemaid',
      appliedCountry: 'saudi_arabia',
    },
  },
  { givenName: 'Meron', surName: 'Tadesse', passportNumber: 'EP5120037', dateOfBirth: null },
];

async function readBack(data: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  return workbook.worksheets[0] as ExcelJS.Worksheet;
}

function column(sheet: ExcelJS.Worksheet, header: string): number {
  const index = FULL_EXPORT_COLUMNS.findIndex((c) => c.header === header);
  expect(index).toBeGreaterThanOrEqual(0);
  return index + 1;
}

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('Full Export spreadsheet', () => {
  it('has a bold frozen header, one row per employee in order, real dates and unchanged Arabic and Amharic', async () => {
    const sheet = await readBack(
      await writeSpreadsheet(FULL_EXPORT_COLUMNS, employees, { sheetName: 'Export' }),
    );
    const header = sheet.getRow(1);
    expect(FULL_EXPORT_COLUMNS.map((_, i) => header.getCell(i + 1).value)).toEqual(
      FULL_EXPORT_COLUMNS.map((c) => c.header),
    );
    expect(header.getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.rowCount).toBe(3);

    const first = sheet.getRow(2);
    expect(first.getCell(column(sheet, 'Given Name')).value).toBe('Tigist Alemu');
    expect(first.getCell(column(sheet, 'Passport No.')).value).toBe('EP5120000');
    expect(first.getCell(column(sheet, 'Sponsor')).value).toBe(SPONSOR);
    expect(first.getCell(column(sheet, 'Full Name (Amharic)')).value).toBe(AMHARIC);
    expect(first.getCell(column(sheet, 'Sex')).value).toBe('Female');
    expect(first.getCell(column(sheet, 'Status')).value).toBe('Embassy Process');
    const birth = first.getCell(column(sheet, 'Date of Birth'));
    expect(birth.value).toBeInstanceOf(Date);
    expect((birth.value as Date).toISOString()).toBe('1998-03-05T00:00:00.000Z');
    expect(birth.numFmt).toBe('dd-mmm-yyyy');
    expect((first.getCell(column(sheet, 'Passport Expiry Date')).value as Date).toISOString()).toBe(
      '2029-01-14T00:00:00.000Z',
    );

    const second = sheet.getRow(3);
    expect(second.getCell(column(sheet, 'Given Name')).value).toBe('Meron');
    expect(second.getCell(column(sheet, 'Date of Birth')).value).toBeNull();
  });

  it('opens in LibreOffice with the same cells: Amharic and Arabic intact, days in the documents’ form', async () => {
    const xlsx = await writeSpreadsheet(FULL_EXPORT_COLUMNS, employees, { sheetName: 'Export' });
    const [headers, ...rows] = sheetAsLibreOfficeShowsIt(xlsx, 'xlsx');
    expect(headers).toEqual(FULL_EXPORT_COLUMNS.map((c) => c.header));
    const cell = (row: number, header: string) => rows[row]?.[headers!.indexOf(header)];
    expect(rows.map((_, i) => cell(i, 'Passport No.'))).toEqual(['EP5120000', 'EP5120037']);
    expect(cell(0, 'Full Name (Amharic)')).toBe(AMHARIC);
    expect(cell(0, 'Sponsor')).toBe(SPONSOR);
    expect(cell(0, 'Date of Birth')).toBe('05-Mar-1998');
  }, 120_000);

  it('makes each column as wide as its longest value', async () => {
    const sheet = await readBack(
      await writeSpreadsheet(FULL_EXPORT_COLUMNS, employees, { sheetName: 'Export' }),
    );
    const width = (header: string) => sheet.getColumn(column(sheet, header)).width ?? 0;
    expect(width('Sponsor')).toBeGreaterThanOrEqual(SPONSOR.length);
    expect(width('Date of Birth')).toBeGreaterThanOrEqual('05-Mar-1998'.length);
    expect(width('Sex')).toBeLessThan(width('Full Name (Amharic)'));
  });

  it('runs as an export job producing an xlsx of the employees asked for', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'export-job-'));
    dirs.push(dir);
    const ids = fixtureIds(5, 9);
    const store = new OutputStore(dir);
    const result = await handleRenderJob(
      {
        kind: 'export',
        companyId: 'a'.repeat(24),
        employeeIds: ids,
        versions: ids.map(() => 'v1'),
        settingsVersion: 's1',
      },
      { data: fixtureDataSource(), store, progress: () => undefined },
    );
    expect(result.outputKey).toMatch(/^export-[0-9a-f]{32}\.xlsx$/u);
    const sheet = await readBack(await store.read(result.outputKey));
    const passports = ids.map((_, i) => sheet.getRow(i + 2).getCell(column(sheet, 'Passport No.')).value);
    expect(passports).toEqual(ids.map((id) => fixtureEmployee(id).passportNumber));
  });
});
