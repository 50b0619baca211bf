import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_WORK_EXPERIENCES, SKILLS } from '@placement/domain';
import { employeeInput } from '../../fixtures';
import { startTestApi, type TestApi } from '../../support/testApi';

const JOB = `id status progress error downloadUrl`;

describe('render jobs through the API (embedded in-process queue)', () => {
  let api: TestApi;
  let filesDir: string;
  let base: string;
  let employeeId: string;
  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'api-render-'));
    api = await startTestApi('pglite', { filesDir });
    base = api.url.replace(/\/graphql$/u, '');
    const created = await api.gql(
      `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`,
      { input: employeeInput() },
      api.tokens.adminA,
    );
    employeeId = created.data!.createEmployee._id;
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  const request = (token: string, ids = [employeeId]) =>
    api.gql(
      `mutation ($input: RenderRequestInput!) { requestRender(input: $input) { ${JOB} } }`,
      { input: { kind: 'cv', employeeIds: ids, format: 'pdf' } },
      token,
    );

  it('renders a CV PDF, reports it, and serves it only to users who may see the employee', async () => {
    const first = await request(api.tokens.adminA);
    expect(first.errors).toBeUndefined();
    const id = first.data!.requestRender.id as string;
    const again = await request(api.tokens.adminA);
    expect(again.data!.requestRender.id).toBe(id);

    let job: Record<string, unknown> = {};
    for (let i = 0; i < 600 && job.status !== 'completed' && job.status !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      job = (
        await api.gql(`query ($id: String!) { renderJob(id: $id) { ${JOB} } }`, { id }, api.tokens.adminA)
      ).data!.renderJob;
    }
    expect(job).toMatchObject({ status: 'completed', progress: 100, downloadUrl: `/api/renders/${id}` });

    const own = await fetch(`${base}/api/renders/${id}`, {
      headers: { authorization: `Bearer ${api.tokens.adminA}` },
    });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    const pdf = join(filesDir, 'download.pdf');
    await writeFile(pdf, Buffer.from(await own.arrayBuffer()));
    expect(execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }).toUpperCase()).toContain('EP1234567');

    const otherTenant = await fetch(`${base}/api/renders/${id}`, {
      headers: { authorization: `Bearer ${api.tokens.adminB}` },
    });
    expect(otherTenant.status).toBe(404);
    const anonymous = await fetch(`${base}/api/renders/${id}`);
    expect(anonymous.status).toBe(401);
    const seenByB = await api.gql(
      `query ($id: String!) { renderJob(id: $id) { id } }`,
      { id },
      api.tokens.adminB,
    );
    expect(seenByB.errors?.[0]?.message).toBe('Render job not found');
  }, 120_000);

  it('prints the largest form the entry accepts whole: the rows and remark that do not fit continue on page 2', async () => {
    const countries = [
      'saudi_arabia',
      'Kingdom of Saudi Arabia, Eastern Province, Dammam and Al Khobar',
      'kuwait',
    ];
    const words =
      'Hard working and honest تعمل بجد وأمانة cares for children تطبخ الطعام العربي keeps a house clean';
    let remarks = '';
    for (let i = 0; `${remarks} ${words}`.length <= 500; i++) remarks = `${remarks} ${words}`.trim();
    const created = await api.gql(
      `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`,
      {
        input: employeeInput({
          passportNumber: 'EP7770001',
          education: { skills: [...SKILLS], remarks },
          workExperience: Array.from({ length: MAX_WORK_EXPERIENCES }, (_, n) => ({
            country: countries[n % 3],
            profession: 'cooker',
            years: 'two',
          })),
        }),
      },
      api.tokens.adminA,
    );
    expect(created.errors).toBeUndefined();
    const requested = await request(api.tokens.adminA, [created.data!.createEmployee._id]);
    let job = requested.data!.requestRender as Record<string, unknown>;
    for (let i = 0; i < 900 && job.status !== 'completed' && job.status !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      job = (
        await api.gql(
          `query ($id: String!) { renderJob(id: $id) { ${JOB} } }`,
          { id: job.id },
          api.tokens.adminA,
        )
      ).data!.renderJob;
    }
    expect(job.status).toBe('completed');
    const file = await fetch(`${base}${job.downloadUrl as string}`, {
      headers: { authorization: `Bearer ${api.tokens.adminA}` },
    });
    const pdf = join(filesDir, 'largest.pdf');
    await writeFile(pdf, Buffer.from(await file.arrayBuffer()));
    // The personal page, one continuation page, the passport page.
    expect(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' })).toMatch(/Pages:\s+3\n/u);
    const printed = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }).toLowerCase();
    const missing = [...new Set(remarks.split(' '))].filter((word) => !printed.includes(word.toLowerCase()));
    expect(missing).toEqual([]);
    expect(printed.match(/al khobar/gu)?.length).toBe(7);
    expect(printed).toContain('continued on the next page');
  }, 180_000);

  it('prints the uploaded (private) face photo on the CV', async () => {
    const created = await api.gql(
      `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`,
      { input: employeeInput({ passportNumber: 'EP7654321' }) },
      api.tokens.adminA,
    );
    const id = created.data!.createEmployee._id as string;
    const red = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('id', id);
    form.append('type', 'face');
    form.append('image', new Blob([new Uint8Array(red)], { type: 'image/png' }), 'face.png');
    const uploaded = await fetch(`${base}/api/uploads`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${api.tokens.adminA}` },
    });
    expect(uploaded.status).toBe(200);

    const requested = await api.gql(
      `mutation ($input: RenderRequestInput!) { requestRender(input: $input) { ${JOB} } }`,
      { input: { kind: 'cv', employeeIds: [id], format: 'png' } },
      api.tokens.adminA,
    );
    const jobId = requested.data!.requestRender.id as string;
    let job: Record<string, unknown> = {};
    for (let i = 0; i < 600 && job.status !== 'completed' && job.status !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      job = (
        await api.gql(
          `query ($id: String!) { renderJob(id: $id) { ${JOB} } }`,
          { id: jobId },
          api.tokens.adminA,
        )
      ).data!.renderJob;
    }
    expect(job).toMatchObject({ status: 'completed', error: null });
    const png = await fetch(`${base}/api/renders/${jobId}`, {
      headers: { authorization: `Bearer ${api.tokens.adminA}` },
    });
    const { data, info } = await sharp(Buffer.from(await png.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    let redPixels = 0;
    for (let p = 0; p < data.length; p += info.channels) {
      if (data[p]! > 220 && data[p + 1]! < 40 && data[p + 2]! < 40) redPixels += 1;
    }
    // The face photo box is well over 100 x 100 pixels; no template colour is pure red.
    expect(redPixels).toBeGreaterThan(10_000);
  }, 120_000);

  it("refuses another company's employee as not found, and a user without the role", async () => {
    const b = await request(api.tokens.adminB);
    expect(b.errors?.[0]?.message).toBe('Employee not found');
    const plain = await request(api.tokens.plainA);
    expect(plain.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
