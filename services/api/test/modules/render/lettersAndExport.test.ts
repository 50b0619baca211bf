import ExcelJS from 'exceljs';
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LETTER_MESSAGES } from '@placement/domain';
import { employeeInput } from '../../fixtures';
import { ENGINES, startTestApi, type TestApi } from '../../support/testApi';
import { sheetAsLibreOfficeShowsIt } from '../../../../render/test/support/libreOffice';

const JOB = `id status progress error downloadUrl`;
const AMHARIC = 'ትዕግሥት ዓለሙ ወልደማርያም';
const LETTER = {
  letterType: 'issued',
  reason: 'Visa re-stamped after a second medical check',
  letterDate: '2026-11-20',
  letterNumber: 'ABF/0414/2026',
  addressee: 'ministryRecovery',
};

describe.each(ENGINES)('letters and the exports through the API on %s', (engine) => {
  let api: TestApi;
  let filesDir: string;
  let base: string;
  const ids: string[] = [];
  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'api-letters-'));
    api = await startTestApi(engine, { filesDir });
    base = api.url.replace(/\/graphql$/u, '');
    for (const [passportNumber, givenName, fullNameAmharic] of [
      ['EP5120001', 'tigist alemu', AMHARIC],
      ['EP5120002', 'meron tadesse', null],
    ] as const) {
      const created = await api.gql(
        `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`,
        {
          input: employeeInput({
            passportNumber,
            givenName,
            additionalData: { appliedCountry: 'saudi_arabia', fullNameAmharic },
          }),
        },
        api.tokens.adminA,
      );
      expect(created.errors).toBeUndefined();
      ids.push(created.data!.createEmployee._id as string);
    }
    // The issued letter states that they are Immigration Verified: so their records say.
    await api.db.query(`UPDATE employees SET status = 'immigration_verified' WHERE id = ANY($1)`, [ids]);
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  const request = (input: Record<string, unknown>, token = api.tokens.adminA) =>
    api.gql(
      `mutation ($input: RenderRequestInput!) { requestRender(input: $input) { ${JOB} } }`,
      { input },
      token,
    );

  async function finished(id: string) {
    let job: Record<string, unknown> = {};
    for (let i = 0; i < 600 && job.status !== 'completed' && job.status !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      job = (
        await api.gql(`query ($id: String!) { renderJob(id: $id) { ${JOB} } }`, { id }, api.tokens.adminA)
      ).data!.renderJob;
    }
    return job;
  }

  const download = (id: string, token: string) =>
    fetch(`${base}/api/renders/${id}`, { headers: { authorization: `Bearer ${token}` } });

  it('prints one letter for the chosen employees, named by its letter number', async () => {
    const requested = await request({ kind: 'letters', employeeIds: ids, letter: LETTER });
    expect(requested.errors).toBeUndefined();
    const id = requested.data!.requestRender.id as string;
    expect(await finished(id)).toMatchObject({ status: 'completed', error: null });

    const own = await download(id, api.tokens.adminA);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('content-disposition')).toContain(`filename="ABF-0414-2026.pdf"`);
    const pdf = join(filesDir, `letter-${engine}.pdf`);
    await writeFile(pdf, Buffer.from(await own.arrayBuffer()));
    execFileSync('qpdf', ['--check', pdf]);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    expect(text).toContain('ABF/0414/2026');
    expect(text).toContain('TIGIST ALEMU');
    expect(text).toContain('EP5120001');
    expect(text).toContain('EP5120002');

    expect((await download(id, api.tokens.adminB)).status).toBe(404);
  }, 120_000);

  it('exports the chosen employees as an xlsx in the order chosen, Amharic intact', async () => {
    const order = [...ids].reverse();
    const requested = await request({ kind: 'export', employeeIds: order });
    expect(requested.errors).toBeUndefined();
    const id = requested.data!.requestRender.id as string;
    expect(await finished(id)).toMatchObject({ status: 'completed' });

    const own = await download(id, api.tokens.adminA);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(own.headers.get('content-disposition')).toMatch(/_Export\.xlsx"/u);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await own.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const cell = (row: number, header: string) =>
      sheet.getRow(row).getCell(headers.indexOf(header) + 1).value;
    expect(sheet.rowCount).toBe(3);
    expect([cell(2, 'Passport No.'), cell(3, 'Passport No.')]).toEqual(['EP5120002', 'EP5120001']);
    expect(cell(3, 'Full Name (Amharic)')).toBe(AMHARIC);
    expect(cell(3, 'Date of Birth')).toEqual(new Date(Date.UTC(1998, 2, 5)));

    expect((await download(id, api.tokens.adminB)).status).toBe(404);
  }, 120_000);

  it('exports the chosen employees for the visa-application service as a legacy .xls', async () => {
    const requested = await request({ kind: 'tasheer', employeeIds: ids });
    expect(requested.errors).toBeUndefined();
    const id = requested.data!.requestRender.id as string;
    expect(await finished(id)).toMatchObject({ status: 'completed' });

    const own = await download(id, api.tokens.adminA);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/vnd.ms-excel');
    expect(own.headers.get('content-disposition')).toMatch(/_Tasheer\.xls"/u);
    const [headers, ...rows] = sheetAsLibreOfficeShowsIt(Buffer.from(await own.arrayBuffer()), 'xls');
    const cell = (row: number, header: string) => rows[row]?.[headers!.indexOf(header)];
    expect(rows).toHaveLength(2);
    expect([cell(0, 'Passport No.'), cell(1, 'Passport No.')]).toEqual(['EP5120001', 'EP5120002']);
    // Entered as ' 0911223344 ': the service wants the last 9 digits.
    expect(cell(0, 'Phone')).toBe('911223344');
    expect(cell(0, 'Date of Birth')).toBe('05-Mar-1998');

    expect((await download(id, api.tokens.adminB)).status).toBe(404);
    const other = await request({ kind: 'tasheer', employeeIds: ids }, api.tokens.adminB);
    expect(other.errors?.[0]?.message).toBe('Employee not found');
  }, 120_000);

  it("answers another company's employees as not found", async () => {
    const letters = await request({ kind: 'letters', employeeIds: ids, letter: LETTER }, api.tokens.adminB);
    expect(letters.errors?.[0]?.message).toBe('Employee not found');
    const exported = await request({ kind: 'export', employeeIds: ids }, api.tokens.adminB);
    expect(exported.errors?.[0]?.message).toBe('Employee not found');
  });

  it('explains invalid letter options', async () => {
    const { reason: _reason, ...noReason } = LETTER;
    const cases: [Record<string, unknown> | undefined, string][] = [
      [undefined, 'Choose the letter type, date, number and addressee'],
      [noReason, LETTER_MESSAGES.reason],
      [{ ...LETTER, letterDate: '2022-12-31' }, LETTER_MESSAGES.letterDate],
      [{ ...LETTER, letterNumber: '  ' }, LETTER_MESSAGES.letterNumber],
    ];
    for (const [letter, message] of cases) {
      const answer = await request({ kind: 'letters', employeeIds: ids, letter });
      expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    const wrongAddressee = await request({
      kind: 'letters',
      employeeIds: ids,
      letter: { ...LETTER, addressee: 'anyone' },
    });
    expect(wrongAddressee.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses an issued letter for an employee in status New, naming her and why; asked first, it says the same', async () => {
    const created = await api.gql(
      `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`,
      { input: employeeInput({ passportNumber: 'EP5120003', givenName: 'hana girma' }) },
      api.tokens.adminA,
    );
    const hana = created.data!.createEmployee._id as string;
    const why =
      'HANA GIRMA BEKELE is Available, not Immigration Verified: the letter states that she is Immigration Verified, so it cannot be printed for her.';
    const refused = await request({ kind: 'letters', employeeIds: [...ids, hana], letter: LETTER });
    expect(refused.errors?.[0]).toMatchObject({
      message: why,
      extensions: { code: 'BAD_USER_INPUT', field: 'letter.letterType' },
    });
    expect(refused.data?.requestRender ?? null).toBeNull();

    const check = (letterType: string, language?: string, token = api.tokens.adminA) =>
      api.gql(
        `query ($input: PrintCheckInput!) { printCheck(input: $input) {
           refusals { employeeId name code message } warnings { code } } }`,
        { input: { kind: 'letters', employeeIds: [...ids, hana], letterType, language } },
        token,
      );
    expect((await check('issued')).data!.printCheck).toEqual({
      refusals: [
        { employeeId: hana, name: 'HANA GIRMA BEKELE', code: 'letterStatesOtherStatus', message: why },
      ],
      warnings: [],
    });
    const arabic = (await check('issued', 'ar')).data!.printCheck.refusals[0].message as string;
    expect(arabic).toContain('تم التحقق في الجوازات');
    // A name letter states no status: it prints for her as for the others.
    expect((await check('name')).data!.printCheck).toEqual({ refusals: [], warnings: [] });
    const nameLetter = await request({
      kind: 'letters',
      employeeIds: [...ids, hana],
      letter: { ...LETTER, letterType: 'name', letterNumber: 'ABF/0415/2026' },
    });
    expect(nameLetter.errors).toBeUndefined();
    expect(await finished(nameLetter.data!.requestRender.id as string)).toMatchObject({
      status: 'completed',
    });
    // Another company asking learns nothing about her.
    expect((await check('issued', 'en', api.tokens.adminB)).errors?.[0]?.message).toBe('Employee not found');
  }, 120_000);
});
