import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeInput } from './fixtures';
import { ENGINES, startTestApi, type TestApi } from './support/testApi';

const JOB = `id status error`;

/**
 * The server never fetches an address a client gave (issue 32): every field that holds a picture or a link is set
 * to an address of a listener on a loopback port, through every mutation and route that sets it, and one stored
 * before the rule is planted in the database; then every print and the anonymous shared-link download run. The
 * listener must hear nothing, and the template's pictures and links are refused naming the field.
 */
describe.each(ENGINES)('no server-side fetch of a client-given address, on %s', (engine) => {
  let api: TestApi;
  let filesDir: string;
  let base: string;
  let listener: Server;
  let address = '';
  const heard: string[] = [];
  let employeeId = '';

  beforeAll(async () => {
    listener = createServer((request, response) => {
      heard.push(`${request.method} ${request.url}`);
      response.setHeader('content-type', 'image/svg+xml');
      response.end('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    address = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
    filesDir = await mkdtemp(join(tmpdir(), 'api-no-fetch-'));
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
    await new Promise((resolve) => listener?.close(resolve));
    await rm(filesDir, { recursive: true, force: true });
  });

  const company = (cvTemplate: unknown, extra: Record<string, unknown> = {}) => ({
    id: api.companies.a,
    displayName: 'AGENCY A',
    email: 'a@example.com',
    cvTemplate,
    ...extra,
  });
  const CREATE_COMPANY = `mutation ($input: CompanyInput!) { createCompany(input: $input) { _id } }`;
  const SAVE_TEMPLATE = `mutation ($input: CvTemplateInput!) { saveCompanyCvTemplate(input: $input) { _id } }`;

  it('refuses a template picture at an address and a link that is not a web address, naming the field', async () => {
    const picture = `${address}/x.svg`;
    const refused: Array<[string, Record<string, unknown>, string]> = [
      [CREATE_COMPANY, { input: company({ qrLocationImageUrl: picture }) }, 'cvTemplate.qrLocationImageUrl'],
      [CREATE_COMPANY, { input: company({ qrMoreCvsImageUrl: picture }) }, 'cvTemplate.qrMoreCvsImageUrl'],
      [
        CREATE_COMPANY,
        { input: company({ qrLocation: { imageUrl: picture } }) },
        'cvTemplate.qrLocation.imageUrl',
      ],
      [
        CREATE_COMPANY,
        { input: company(JSON.stringify({ qrLocationImageUrl: picture })) },
        'cvTemplate.qrLocationImageUrl',
      ],
      [
        CREATE_COMPANY,
        { input: company({ qrLocationLink: 'javascript:alert(1)' }) },
        'cvTemplate.qrLocationLink',
      ],
      [
        CREATE_COMPANY,
        { input: company({ qrMoreCvsLink: 'javascript:alert(1)' }) },
        'cvTemplate.qrMoreCvsLink',
      ],
      [
        SAVE_TEMPLATE,
        { input: { id: api.companies.a, cvTemplate: { qrMoreCvsImageUrl: picture } } },
        'cvTemplate.qrMoreCvsImageUrl',
      ],
      [
        SAVE_TEMPLATE,
        { input: { id: api.companies.a, cvTemplate: { qrLocationLink: 'javascript:alert(1)' } } },
        'cvTemplate.qrLocationLink',
      ],
      [
        SAVE_TEMPLATE,
        { input: { id: api.companies.a, cvTemplate: { qrMoreCvsLink: 'file:///etc/passwd' } } },
        'cvTemplate.qrMoreCvsLink',
      ],
    ];
    for (const [mutation, variables, field] of refused) {
      for (const token of [api.tokens.adminA, api.tokens.superUser]) {
        const result = await api.gql(mutation, variables, token);
        expect(result.errors?.[0]?.extensions, JSON.stringify(variables)).toMatchObject({
          code: 'BAD_USER_INPUT',
          field,
        });
      }
    }
    // A web address as a printed QR link and an inline picture are what the fields are for.
    const kept = await api.gql(
      CREATE_COMPANY,
      {
        input: company({
          qrLocationLink: 'https://maps.example.com/agency-a',
          qrLocationImageUrl:
            'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
        }),
      },
      api.tokens.adminA,
    );
    expect(kept.errors).toBeUndefined();
  });

  it('hears nothing from any field that holds a picture or a link, through every print and download', async () => {
    const at = (name: string) => `${address}/${name}`;
    const token = api.tokens.adminA;
    const sends: Array<Promise<unknown>> = [
      api.gql(
        CREATE_COMPANY,
        { input: company({}, { header: at('header.jpg'), footer: at('footer.jpg') }) },
        token,
      ),
      api.gql(
        `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`,
        {
          input: employeeInput({
            _id: employeeId,
            facePhoto: at('face.jpg'),
            standPhoto: at('stand.jpg'),
            passportScan: at('passport.jpg'),
          }),
        },
        token,
      ),
      api.gql(
        `mutation ($input: MedicalPaymentInput!) { createMedicalPayment(input: $input) { _id } }`,
        {
          input: {
            screenshotLink: at('screenshot.jpg'),
            details: [{ by: 'wafidLink', byLinkOrName: at('wafid'), slipLink: at('slip.jpg') }],
          },
        },
        token,
      ),
      ...['uploadPicture', 'uploadProfilePicture', 'uploadCompanyPicture', 'uploadFile'].map((mutation) =>
        api.gql(
          `mutation ($input: PhotoUploadInput!) { ${mutation}(input: $input) { fileName } }`,
          {
            input: {
              _id: mutation === 'uploadCompanyPicture' ? api.companies.a : employeeId,
              avatar: at('u.png'),
            },
          },
          token,
        ),
      ),
      fetch(`${base}/api/uploads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ _id: employeeId, type: 'face', avatar: at('rest.png') }),
      }),
      fetch(`${base}/api/users/profile/edit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ avatar: at('profile.png') }),
      }),
    ];
    await Promise.all(sends);
    // A template stored before the rule, in every spelling the template reader takes.
    await api.db.query(
      `UPDATE companies SET data = jsonb_set(data, '{cvTemplate}', $2::jsonb) WHERE id = $1`,
      [
        api.companies.a,
        JSON.stringify({
          name: 'basic',
          qrLocationImageUrl: at('old-location.svg'),
          qrMoreCvsImageUrl: at('old-more.svg'),
          qrLocation: { imageUrl: at('old-nested.svg') },
          qrLocationLink: 'javascript:alert(1)',
        }),
      ],
    );

    const jobs: Array<[string, Record<string, unknown>]> = [
      ['cv pdf', { kind: 'cv', employeeIds: [employeeId], format: 'pdf' }],
      ['cv png', { kind: 'cv', employeeIds: [employeeId], format: 'png' }],
      ['cv batch', { kind: 'cvBatch', employeeIds: [employeeId], format: 'pdf' }],
      ['embassy list', { kind: 'embassyList', employeeIds: [employeeId] }],
      ['contract', { kind: 'contract', employeeIds: [employeeId] }],
      [
        'letters',
        {
          kind: 'letters',
          employeeIds: [employeeId],
          letter: {
            letterType: 'name',
            letterDate: '2026-01-05',
            letterNumber: 'L-1',
            addressee: 'embassyConsulate',
          },
        },
      ],
    ];
    for (const [what, input] of jobs) {
      const requested = await api.gql(
        `mutation ($input: RenderRequestInput!) { requestRender(input: $input) { ${JOB} } }`,
        { input },
        token,
      );
      expect(requested.errors, what).toBeUndefined();
      const id = requested.data!.requestRender.id as string;
      let job: Record<string, unknown> = requested.data!.requestRender;
      for (let i = 0; i < 1200 && job.status !== 'completed' && job.status !== 'failed'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        job = (await api.gql(`query ($id: String!) { renderJob(id: $id) { ${JOB} } }`, { id }, token)).data!
          .renderJob;
      }
      // The stored addresses are ignored, not a reason to fail the print.
      expect(job, what).toMatchObject({ status: 'completed' });
      const file = await fetch(`${base}/api/renders/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(file.status, what).toBe(200);
    }
    const made = await api.gql(
      `mutation ($ids: [ID!]!) { generateLink(employeeIds: $ids) { link } }`,
      { ids: [employeeId] },
      token,
    );
    const shared = await fetch(`${base}/api/shared/${made.data!.generateLink.link}/cv/1`);
    expect(shared.status).toBe(200);
    expect(shared.headers.get('content-type')).toBe('application/pdf');

    expect(heard).toEqual([]);
  }, 240_000);
});
