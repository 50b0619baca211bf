import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TASHEER_COLUMNS, type TasheerEmployee } from '@placement/documents';
import { handleRenderJob, OutputStore, writeLegacySpreadsheet } from '../src';
import { fixtureDataSource, fixtureIds } from './support/fixtureDataSource';
import { sheetAsLibreOfficeShowsIt } from './support/libreOffice';

const SPONSOR = 'عبدالله بن محمد القحطاني';

const employees: TasheerEmployee[] = [
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
    visa: { visaNumber: '6012345678', fullName: SPONSOR, passportNumber: '1023456789', visaType: 'work' },
    embassyProcess: { enjazNumber: 'E123456789' },
    address: { telephone: '+251 911 223 344' },
    additionalData: { nationality: 'ethiopian', religion: 'muslim', maritalStatus: 'married' },
  },
  {
    givenName: 'Meron',
    surName: 'Tadesse',
    passportNumber: 'EP5120037',
    address: { telephone: '0922-556677' },
  },
];

describe('the _Tasheer.xls export', () => {
  it('opens in LibreOffice as one row per employee, in order, phones as their last 9 digits', async () => {
    const xls = await writeLegacySpreadsheet(TASHEER_COLUMNS, employees, { sheetName: 'Tasheer' });
    // The legacy Excel 97-2003 container (OLE compound file), not a zip.
    expect(xls.subarray(0, 4).toString('hex')).toBe('d0cf11e0');
    const [headers, ...rows] = sheetAsLibreOfficeShowsIt(xls, 'xls');
    expect(headers).toEqual(TASHEER_COLUMNS.map((column) => column.header));
    expect(rows).toHaveLength(2);
    const cell = (row: number, header: string) => rows[row]?.[headers!.indexOf(header)];
    expect([cell(0, 'Passport No.'), cell(1, 'Passport No.')]).toEqual(['EP5120000', 'EP5120037']);
    expect([cell(0, 'Phone'), cell(1, 'Phone')]).toEqual(['911223344', '922556677']);
    expect(cell(0, 'Sponsor Name')).toBe(SPONSOR);
    expect(cell(0, 'Sponsor ID')).toBe('1023456789');
    expect(cell(0, 'Application No.')).toBe('E123456789');
    expect(cell(0, 'Marital Status')).toBe('Married');
    // Real dates, shown in the documents' form.
    expect(cell(0, 'Date of Birth')).toBe('05-Mar-1998');
    expect(cell(0, 'Passport Expiry Date')).toBe('14-Jan-2029');
    expect(cell(1, 'Date of Birth')).toBe('');
  }, 120_000);

  it('is what the tasheer job writes for the employees asked for', async () => {
    const ids = fixtureIds(3, 21);
    const store = new OutputStore(await mkdtemp(join(tmpdir(), 'tasheer-')));
    const progress: number[] = [];
    const data = fixtureDataSource();
    const result = await handleRenderJob(
      {
        kind: 'tasheer',
        companyId: 'c0ffee000000000000000002',
        employeeIds: ids,
        versions: ids.map(() => 'v1'),
        settingsVersion: 's1',
      },
      { data, store, progress: (p) => void progress.push(p) },
    );
    expect(result.outputKey).toMatch(/\.xls$/u);
    const [headers, ...rows] = sheetAsLibreOfficeShowsIt(await store.read(result.outputKey), 'xls');
    const passports = (await data.employees('', ids)).map((e) => e.passportNumber);
    expect(rows.map((row) => row[headers!.indexOf('Passport No.')])).toEqual(passports);
    expect(progress.at(-1)).toBe(100);
  }, 120_000);
});
