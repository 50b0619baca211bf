import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUIRED_DATA_MESSAGE, STATUS_REPORT_MESSAGES } from '@placement/domain';
import { employeeInput } from '../../fixtures';
import { ENGINES, startTestApi, type TestApi } from '../../support/testApi';
import { databaseRenderDataSource } from '../../../src/modules/render/renderData';

const JOB = `id status progress error downloadUrl`;

/** A worker with everything the application and both contracts need (spec 02 §4). */
const COMPLETE = {
  passportNumber: 'EP6120458',
  givenName: 'tigist alemu',
  surName: 'woldemariam',
  status: 'embassy_process',
  address: { telephone: '0918442731', city: 'bahir dar' },
  contactPerson: {
    displayName: 'alemu woldemariam',
    kinship: 'father',
    address: { city: 'gondar', telephone: '0918100200' },
  },
  additionalData: {
    appliedCountry: 'saudi_arabia',
    salary: 1000,
    currency: 'saudi_riyal',
    fullNameAmharic: 'ትዕግሥት ዓለሙ ወልደማርያም',
    maritalStatus: 'single',
    religion: 'christian',
    appliedProfession: 'housemaid',
    nationality: 'ethiopian',
  },
  visa: {
    visaNumber: '6012345678',
    fullName: 'saleh abdullah al otaibi',
    fullNameAmharic: 'ሳሌህ አብዱላህ አል ኦታይቢ',
    cityAmharic: 'ሪያድ',
    passportNumber: '1023456789',
    visaType: 'work',
    address: { city: 'riyadh', country: 'saudi arabia', telephone: '0501234567' },
  },
  embassyProcess: { enjazNumber: 'E1234567890', stampedDate: '2026-11-18' },
};

/** For Kuwait: the visa names no city (the contract says Kuwait City), no prospect (the partner is the other party). */
const KUWAIT = {
  ...COMPLETE,
  passportNumber: 'EP6120991',
  givenName: 'meron tadesse',
  additionalData: {
    ...COMPLETE.additionalData,
    appliedCountry: 'kuwait',
    salary: 120,
    currency: 'kuwait_dinar',
  },
  visa: {
    ...COMPLETE.visa,
    visaNumber: '6099887766',
    fullName: 'fahad naser al mutairi',
    fullNameAmharic: null,
    cityAmharic: null,
    address: { city: '', country: 'kuwait', telephone: '99887766' },
  },
  embassyProcess: { enjazNumber: 'E2233445566' },
};

// The papers in points, as pdfinfo reports them (issue 18).
const A4 = { width: 595.28, height: 841.89 };
const LETTER = { width: 612, height: 792 };
const A3 = { width: 841.89, height: 1190.55 };

function pdfPages(path: string): { width: number; height: number }[] {
  const pages = Number(/Pages:\s+(\d+)/u.exec(execFileSync('pdfinfo', [path], { encoding: 'utf8' }))?.[1]);
  const out = execFileSync('pdfinfo', ['-f', '1', '-l', String(pages), path], { encoding: 'utf8' });
  return [...out.matchAll(/size:\s+([\d.]+) x ([\d.]+) pts/gu)].map((m) => ({
    width: Number(m[1]),
    height: Number(m[2]),
  }));
}

describe.each(ENGINES)(
  'the visa application, contracts and status report through the API on %s',
  (engine) => {
    let api: TestApi;
    let filesDir: string;
    let base: string;
    const ids = { complete: '', kuwait: '', noContact: '', noApplication: '', earlier: '', otherStatus: '' };
    const create = async (input: Record<string, unknown>, token = api.tokens.adminA) => {
      const created = await api.gql(
        `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`,
        { input: employeeInput(input) },
        token,
      );
      expect(created.errors).toBeUndefined();
      return created.data!.createEmployee._id as string;
    };

    beforeAll(async () => {
      filesDir = await mkdtemp(join(tmpdir(), 'api-documents-'));
      api = await startTestApi(engine, { filesDir });
      base = api.url.replace(/\/graphql$/u, '');
      const agency = await api.gql(
        `mutation ($input: CompanyInput!) { createCompany(input: $input) { _id } }`,
        {
          input: {
            id: api.companies.a,
            displayName: 'AGENCY A',
            email: `${api.companies.a}@example.com`,
            nameAmharic: 'አዲስ ብራይት ኤጀንሲ',
            managerNameAmharic: 'አቶ ተስፋዬ በቀለ',
            licenseNumber: 'MoLS/OEA/0457/2015',
            address: { city: 'Addis Ababa', telephone: '0116612345', mobile: '0911223344' },
          },
        },
        api.tokens.adminA,
      );
      expect(agency.errors).toBeUndefined();
      ids.complete = await create({ ...COMPLETE, prospects: [api.companies.agent] });
      ids.kuwait = await create(KUWAIT);
      ids.noContact = await create({ ...COMPLETE, passportNumber: 'EP6120500', contactPerson: null });
      ids.noApplication = await create({ ...COMPLETE, passportNumber: 'EP6120501', embassyProcess: null });
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

    /** Requests, waits for the job, downloads it as company A: the file's name, pages (in points) and text. */
    async function printed(input: Record<string, unknown>) {
      const requested = await request(input);
      expect(requested.errors).toBeUndefined();
      const id = requested.data!.requestRender.id as string;
      let job: Record<string, unknown> = {};
      for (let i = 0; i < 600 && job.status !== 'completed' && job.status !== 'failed'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        job = (
          await api.gql(`query ($id: String!) { renderJob(id: $id) { ${JOB} } }`, { id }, api.tokens.adminA)
        ).data!.renderJob;
      }
      expect(job).toMatchObject({ status: 'completed', error: null });
      const download = await fetch(`${base}/api/renders/${id}`, {
        headers: { authorization: `Bearer ${api.tokens.adminA}` },
      });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      const path = join(filesDir, `${input.kind as string}-${engine}-${id}.pdf`);
      await writeFile(path, Buffer.from(await download.arrayBuffer()));
      execFileSync('qpdf', ['--check', path]);
      return {
        id,
        fileName: /filename="([^"]+)"/u.exec(download.headers.get('content-disposition') ?? '')?.[1],
        pages: pdfPages(path),
        text: execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }),
      };
    }

    it('loads what the documents print: the visa, the owner and prospects as records, the partners', async () => {
      const source = databaseRenderDataSource(api.db, filesDir);
      const [employee] = await source.employees(api.companies.a, [ids.complete], { pictures: false });
      expect(employee).toMatchObject({
        contactPerson: { kinship: 'father', address: { telephone: '0918100200' } },
        visa: {
          fullNameAmharic: 'ሳሌህ አብዱላህ አል ኦታይቢ',
          cityAmharic: 'ሪያድ',
          visaType: 'work',
          address: { telephone: '0501234567' },
        },
        embassyProcess: { enjazNumber: 'E1234567890' },
        owner: {
          _id: api.companies.a,
          nameAmharic: 'አዲስ ብራይት ኤጀንሲ',
          managerNameAmharic: 'አቶ ተስፋዬ በቀለ',
          licenseNumber: 'MoLS/OEA/0457/2015',
        },
        prospects: [{ _id: api.companies.agent, displayName: 'GULF AGENT' }],
      });
      expect(String(employee?.embassyProcess?.stampedDate)).toMatch(/^2026-11-18/u);
      const { agency } = await source.company(api.companies.a);
      expect(agency.partners).toEqual([expect.objectContaining({ _id: api.companies.agent })]);
    });

    it('prints the visa application and the dependents page on A4, named _Enjaz.pdf', async () => {
      const { fileName, pages, text } = await printed({ kind: 'enjaz', employeeIds: [ids.complete] });
      expect(fileName).toBe('TIGIST ALEMU_Enjaz.pdf');
      expect(pages).toEqual([A4, A4]);
      for (const value of [
        'EP6120458',
        '6012345678',
        'E1234567890',
        '1023456789',
        'AGENCY A',
        'MoLS/OEA/0457/2015',
      ])
        expect(text).toContain(value);
      expect(text.toUpperCase()).toContain('SALEH ABDULLAH AL OTAIBI');
      // The embassy's Arabic heading, searchable.
      expect(text).toContain('تأشيرة');
    }, 120_000);

    it('refuses the visa application without an application number, and another company’s employee', async () => {
      const refused = await request({ kind: 'enjaz', employeeIds: [ids.noApplication] });
      expect(refused.errors?.[0]).toMatchObject({
        message: REQUIRED_DATA_MESSAGE,
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const other = await request({ kind: 'enjaz', employeeIds: [ids.complete] }, api.tokens.adminB);
      expect(other.errors?.[0]?.message).toBe('Employee not found');
      const two = await request({ kind: 'enjaz', employeeIds: [ids.complete, ids.kuwait] });
      expect(two.errors?.[0]?.message).toBe('Choose one employee');
    });

    it('prints the contract translation on Letter, signed on the day asked, the prospect as the other party', async () => {
      const { fileName, pages, text } = await printed({
        kind: 'contract',
        employeeIds: [ids.complete],
        date: '2026-11-25',
      });
      expect(fileName).toBe('TIGIST ALEMU_Contract.pdf');
      expect(pages).toEqual([LETTER]);
      for (const value of ['EP6120458', '6012345678', '1023456789', '25-NOV-2026', '1,000', 'GULF AGENT'])
        expect(text).toContain(value);
      // The Amharic names of the agency, worker and sponsor, the sponsor's Amharic city, the Ethiopian date.
      for (const value of ['አዲስ ብራይት ኤጀንሲ', 'ትዕግሥት ዓለሙ ወልደማርያም', 'ሳሌህ አብዱላህ አል ኦታይቢ', 'ሪያድ', 'ኅዳር 16'])
        expect(text).toContain(value);
      expect(text).not.toContain(REQUIRED_DATA_MESSAGE);
    }, 120_000);

    it("prints 'Please fill all the required Data' on Letter when the contact person is missing", async () => {
      const { pages, text } = await printed({ kind: 'contract', employeeIds: [ids.noContact] });
      expect(pages).toEqual([LETTER]);
      expect(text).toContain(REQUIRED_DATA_MESSAGE);
      expect(text).not.toContain('EP6120500');
    }, 120_000);

    it('prints the Kuwait contract on A3: Kuwait City, the KWD salary, the partner as the other party', async () => {
      const { fileName, pages, text } = await printed({
        kind: 'kuwaitContract',
        employeeIds: [ids.kuwait],
        date: '2026-11-25',
      });
      expect(fileName).toBe('MERON TADESSE_KuwaitContract.pdf');
      expect(pages).toEqual([A3]);
      for (const value of ['EP6120991', 'Kuwait City', '120', 'GULF AGENT', 'AGENCY A'])
        expect(text).toContain(value);
    }, 120_000);

    it('warns before a Kuwait contract whose visa city is Riyadh (the API answers it), and still prints it if asked', async () => {
      const riyadh = await create({
        ...KUWAIT,
        passportNumber: 'EP6120992',
        givenName: 'sara ali',
        visa: {
          ...KUWAIT.visa,
          visaNumber: '6099887767',
          address: { city: 'Riyadh', country: 'saudi_arabia', telephone: '0501234567' },
        },
      });
      const check = (employeeIds: string[], token = api.tokens.adminA) =>
        api.gql(
          `query ($input: PrintCheckInput!) { printCheck(input: $input) {
             refusals { code } warnings { employeeId name code message } } }`,
          { input: { kind: 'kuwaitContract', employeeIds } },
          token,
        );
      expect((await check([ids.kuwait])).data!.printCheck).toEqual({ refusals: [], warnings: [] });
      const { warnings } = (await check([riyadh])).data!.printCheck as {
        warnings: { employeeId: string; code: string; message: string }[];
      };
      expect(warnings.map((warning) => [warning.employeeId, warning.code])).toEqual([
        [riyadh, 'cityNotDocumentCountry'],
        [riyadh, 'visaCountryNotDocumentCountry'],
      ]);
      expect(warnings[0]!.message).toMatch(
        /^The visa city riyadh is in Saudi Arabia, but the document places the work in Kuwait\.$/iu,
      );
      expect((await check([riyadh], api.tokens.adminB)).errors?.[0]?.message).toBe('Employee not found');
      // A warning, not a refusal: the clerk who knows better prints it as the record stands.
      const { text } = await printed({ kind: 'kuwaitContract', employeeIds: [riyadh], date: '2026-11-25' });
      expect(text.toUpperCase()).toContain('RIYADH');
    }, 120_000);

    describe('the status report', () => {
      const today = new Date();
      const day = (offset: number) =>
        new Date(today.getTime() + offset * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 10);
      const REPORT = {
        status: 'flight_booked',
        from: day(-1),
        to: day(1),
        letterDate: day(0),
        letterNumber: 'ABF/0520/2026',
        addressee: 'embassyConsulate',
      };

      beforeAll(async () => {
        ids.earlier = await create({ ...COMPLETE, passportNumber: 'EP7310001', status: 'flight_booked' });
        ids.otherStatus = await create({ ...COMPLETE, passportNumber: 'EP7310002', status: 'traveled' });
        await create({ ...COMPLETE, passportNumber: 'EP7310003', status: 'flight_booked' });
        await create(
          { ...COMPLETE, passportNumber: 'EP7310004', status: 'flight_booked' },
          api.tokens.adminB,
        );
        // Booked ten days ago: outside the window.
        await api.db.query(
          `UPDATE employees SET status_changed_at = now() - interval '10 days' WHERE id = $1`,
          [ids.earlier],
        );
      });

      it("lists the company's employees who entered the status between the two days, named by its number", async () => {
        const { fileName, pages, text } = await printed({ kind: 'statusReport', report: REPORT });
        expect(fileName).toBe('ABF-0520-2026.pdf');
        expect(pages).toEqual([A4]);
        expect(text).toContain('ABF/0520/2026');
        expect(text).toContain('EP7310003');
        // The Amharic name (longer than 8 characters), the agency's Amharic name, its manager's.
        for (const value of ['ትዕግሥት ዓለሙ ወልደማርያም', 'አዲስ ብራይት ኤጀንሲ', 'አቶ ተስፋዬ በቀለ'])
          expect(text).toContain(value);
        for (const absent of ['EP7310001', 'EP7310002', 'EP7310004']) expect(text).not.toContain(absent);
      }, 120_000);

      it('prints a report of nobody when no one entered the status, for its own company only', async () => {
        const empty = await printed({ kind: 'statusReport', report: { ...REPORT, status: 'returned' } });
        expect(empty.pages).toEqual([A4]);
        expect(empty.text).toContain('ABF/0520/2026');
        const other = await fetch(`${base}/api/renders/${empty.id}`, {
          headers: { authorization: `Bearer ${api.tokens.adminB}` },
        });
        expect(other.status).toBe(404);
      }, 120_000);

      it('needs the Reports role and valid options', async () => {
        const viewer = await api.userWithRoles(['ViewEmployees']);
        const refused = await request({ kind: 'statusReport', report: REPORT }, viewer);
        expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        const refusedEmpty = await request({ kind: 'statusReport' }, viewer);
        expect(refusedEmpty.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        const missing = await request({ kind: 'statusReport' });
        expect(missing.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
        const reversed = await request({
          kind: 'statusReport',
          report: { ...REPORT, from: day(2), to: day(0) },
        });
        expect(reversed.errors?.[0]).toMatchObject({
          message: STATUS_REPORT_MESSAGES.order,
          extensions: { code: 'BAD_USER_INPUT' },
        });
      });
    });
  },
);
