import { MAX_UPLOAD_PIXELS, PICTURE_TOO_LARGE_MESSAGE } from '@placement/domain';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeInput } from './fixtures';
import { snapshot } from './support/snapshot';
import { ENGINES, startTestApi, type TestApi } from './support/testApi';

// 15,000 x 15,000 of one colour: a few hundred kilobytes of PNG, 225 million pixels to decode.
let hugePng: Promise<Buffer> | undefined;
const hugePicture = () =>
  (hugePng ??= sharp({ create: { width: 15_000, height: 15_000, channels: 3, background: '#007229' } })
    .png({ compressionLevel: 9 })
    .toBuffer());

/**
 * Every day the API takes is a day that exists, or a field error naming the field (issue 32: auditLog answered
 * "Internal server error" for 2024-02-30, a filter and a print accepted it); a picture with more pixels than an
 * upload may have is refused on every upload path before it is decoded; a Wafid link is a web address.
 */
describe.each(ENGINES)('days and pictures, on %s', (engine) => {
  let api: TestApi;
  let filesDir: string;
  let base: string;
  let employeeId = '';
  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'api-days-pictures-'));
    api = await startTestApi(engine, { filesDir });
    base = api.url.replace(/\/graphql$/, '');
    const created = await api.gql(
      `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`,
      { input: employeeInput() },
      api.tokens.adminA,
    );
    employeeId = created.data!.createEmployee._id as string;
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  it.each(['2024-02-30', 'not a date'])(
    'refuses %s wherever a day is taken, naming the field',
    async (day) => {
      const before = await snapshot(api.db);
      const letter = {
        letterType: 'name',
        letterDate: day,
        letterNumber: 'L-1',
        addressee: 'embassyConsulate',
      };
      const report = {
        status: 'returned',
        from: day,
        to: '2026-01-05',
        letterDate: '2026-01-05',
        letterNumber: 'R-1',
        addressee: 'embassyConsulate',
      };
      const render = `mutation ($input: RenderRequestInput!) { requestRender(input: $input) { id } }`;
      const cases: Array<[string, Record<string, unknown>, string]> = [
        [`query ($d: String) { auditLog(from: $d) { totalCount } }`, { d: day }, 'from'],
        [`query ($d: String) { auditLog(to: $d) { totalCount } }`, { d: day }, 'to'],
        [
          `query ($d: String) { employees(passportExpiresBefore: $d) { totalCount } }`,
          { d: day },
          'passportExpiresBefore',
        ],
        [render, { input: { kind: 'embassyList', employeeIds: [employeeId], date: day } }, 'date'],
        [render, { input: { kind: 'letters', employeeIds: [employeeId], letter } }, 'letter.letterDate'],
        [render, { input: { kind: 'statusReport', report } }, 'report.from'],
        [
          `mutation ($input: MedicalPaymentInput!) { createMedicalPayment(input: $input) { _id } }`,
          { input: { orderedAt: day, details: [] } },
          'orderedAt',
        ],
        [
          `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`,
          { input: employeeInput({ passportNumber: 'EP7777001', dateOfBirth: day }) },
          'dateOfBirth',
        ],
      ];
      for (const [query, variables, field] of cases) {
        const result = await api.gql(query, variables, api.tokens.adminA);
        expect(result.errors?.[0]?.extensions, `${query} ${JSON.stringify(variables)}`).toMatchObject({
          code: 'BAD_USER_INPUT',
          field: expect.stringMatching(new RegExp(`(^|\\.)${field.replace('.', '\\.')}$`)),
        });
      }
      expect(await snapshot(api.db)).toBe(before);
    },
  );

  it('refuses a Wafid link that is not a web address, naming the field', async () => {
    const result = await api.gql(
      `mutation ($input: MedicalPaymentInput!) { createMedicalPayment(input: $input) { _id } }`,
      { input: { details: [{ by: 'wafidLink', byLinkOrName: 'javascript:alert(document.cookie)' }] } },
      api.tokens.adminA,
    );
    expect(result.errors?.[0]).toMatchObject({
      message: 'Must be a web address starting with http:// or https://',
      extensions: { code: 'BAD_USER_INPUT', field: expect.stringMatching(/byLinkOrName$/) },
    });
  });

  it('refuses a picture of more pixels than an upload may have, on every upload path', async () => {
    const png = await hugePicture();
    expect(png.length).toBeLessThan(1_000_000);
    expect(15_000 * 15_000).toBeGreaterThan(MAX_UPLOAD_PIXELS);
    const before = await snapshot(api.db);
    const form = new FormData();
    form.append('id', employeeId);
    form.append('type', 'face');
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'huge.png');
    const rest = await fetch(`${base}/api/uploads`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${api.tokens.adminA}` },
    });
    expect(rest.status).toBe(400);
    expect(((await rest.json()) as { message: string }).message).toBe(PICTURE_TOO_LARGE_MESSAGE);
    const avatar = `data:image/png;base64,${png.toString('base64')}`;
    for (const [mutation, id] of [
      ['uploadPicture', employeeId],
      ['uploadProfilePicture', ''],
      ['uploadCompanyPicture', api.companies.a],
      ['uploadFile', ''],
    ] as const) {
      const result = await api.gql(
        `mutation ($input: PhotoUploadInput!) { ${mutation}(input: $input) { fileName } }`,
        { input: { _id: id, avatar } },
        api.tokens.adminA,
      );
      expect(result.errors?.[0], mutation).toMatchObject({
        message: PICTURE_TOO_LARGE_MESSAGE,
        extensions: { code: 'BAD_USER_INPUT', field: 'image' },
      });
    }
    const scan = new FormData();
    scan.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'huge.png');
    const mrz = await fetch(`${base}/api/passport-scan/mrz`, {
      method: 'POST',
      body: scan,
      headers: { authorization: `Bearer ${api.tokens.adminA}` },
    });
    expect(((await mrz.json()) as { message: string }).message).toBe(PICTURE_TOO_LARGE_MESSAGE);
    expect(await snapshot(api.db)).toBe(before);
  }, 120_000);
});
