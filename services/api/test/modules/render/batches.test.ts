import JSZip from 'jszip';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newObjectId } from '@placement/domain';
import { employeeInput } from '../../fixtures';
import { startTestApi, type TestApi } from '../../support/testApi';
import type { ApiConfig } from '../../../src/context';
import { renderService } from '../../../src/modules/render/renderService';

const JOB = `id status progress error downloadUrl`;
const LIST_SIZE = 500;
const passportNumber = (n: number) => `EP${4470000 + n}`;

const pdfPages = (file: string) =>
  Number(/^Pages:\s+(\d+)/mu.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
const pdfText = (file: string) => execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });

describe('batches through the API: embassy list of 500, CVs as one PDF and as a zip', () => {
  let api: TestApi;
  let filesDir: string;
  let base: string;
  const listed: string[] = [];
  const cvs: string[] = [];
  let otherCompanys: string;

  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'api-batches-'));
    api = await startTestApi('pglite', { filesDir });
    base = api.url.replace(/\/graphql$/u, '');

    // The list's 500 employees in one statement, each with a visa and an application number, as the
    // embassy list needs: 500 createEmployee mutations would take longer than the render.
    const visaId = newObjectId();
    await api.db.query(
      `INSERT INTO visas (id, owner_id, visa_number, full_name) VALUES ($1, $2, '6000000001', 'SALEH AL OTAIBI')`,
      [visaId, api.companies.a],
    );
    listed.push(...Array.from({ length: LIST_SIZE }, () => newObjectId()));
    await api.db.query(
      `INSERT INTO employees (id, owner_id, passport_number, given_name, sur_name, visa_id, visa_number, employer, data)
       SELECT id, $2, 'EP' || (4470000 + n - 1), 'GIVEN' || n, 'FAMILY', $3, '6000000001', 'SALEH AL OTAIBI',
              jsonb_build_object('passportNumber', 'EP' || (4470000 + n - 1), 'givenName', 'GIVEN' || n,
                                 'surName', 'FAMILY',
                                 'embassyProcess', jsonb_build_object('enjazNumber', 'E' || (100000000 + n)))
         FROM unnest($1::text[]) WITH ORDINALITY AS t(id, n)`,
      [listed, api.companies.a, visaId],
    );

    for (const [passport, givenName] of [
      ['EP5230001', 'tigist alemu'],
      ['EP5230002', 'meron tadesse'],
      ['EP5230003', 'hana girma'],
    ]) {
      const created = await api.gql(
        `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`,
        { input: employeeInput({ passportNumber: passport, givenName }) },
        api.tokens.adminA,
      );
      expect(created.errors).toBeUndefined();
      cvs.push(created.data!.createEmployee._id as string);
    }
    const other = await api.gql(
      `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`,
      { input: employeeInput({ passportNumber: 'EP5239999' }) },
      api.tokens.adminB,
    );
    otherCompanys = other.data!.createEmployee._id as string;
  }, 60_000);

  afterAll(async () => {
    await api?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  const request = (input: Record<string, unknown>) =>
    api.gql(
      `mutation ($input: RenderRequestInput!) { requestRender(input: $input) { ${JOB} } }`,
      { input },
      api.tokens.adminA,
    );

  /** Polls the renderJob query until the job ends. */
  async function finished(id: string) {
    let job: Record<string, unknown> = {};
    while (job.status !== 'completed' && job.status !== 'failed') {
      await new Promise((r) => setTimeout(r, 200));
      job = (
        await api.gql(`query ($id: String!) { renderJob(id: $id) { ${JOB} } }`, { id }, api.tokens.adminA)
      ).data!.renderJob;
    }
    return job;
  }

  async function rendered(input: Record<string, unknown>, file: string) {
    const requested = await request(input);
    expect(requested.errors).toBeUndefined();
    const id = requested.data!.requestRender.id as string;
    expect(await finished(id)).toMatchObject({ status: 'completed', error: null });
    const response = await fetch(`${base}/api/renders/${id}`, {
      headers: { authorization: `Bearer ${api.tokens.adminA}` },
    });
    expect(response.status).toBe(200);
    const body = Buffer.from(await response.arrayBuffer());
    await writeFile(join(filesDir, file), body);
    return { body, path: join(filesDir, file), type: response.headers.get('content-type') };
  }

  it('prints the embassy list of 500 employees on 23 pages, first to last', async () => {
    const list = await rendered({ kind: 'embassyList', employeeIds: listed, date: '2026-11-22' }, 'list.pdf');
    expect(list.type).toBe('application/pdf');
    execFileSync('qpdf', ['--check', list.path]);
    // 22 rows a page: 500 rows fill 22 pages and 16 rows of the 23rd.
    expect(pdfPages(list.path)).toBe(23);
    const text = pdfText(list.path);
    expect(text).toContain(passportNumber(0));
    expect(text).toContain(passportNumber(LIST_SIZE - 1));
  }, 300_000);

  it('prints three CVs as one PDF and the same CVs as a zip of one PDF each', async () => {
    const batch = await rendered({ kind: 'cvBatch', employeeIds: cvs, format: 'pdf' }, 'cvs.pdf');
    expect(batch.type).toBe('application/pdf');
    const zip = await rendered({ kind: 'cvBatch', employeeIds: cvs, format: 'zip' }, 'cvs.zip');
    expect(zip.type).toBe('application/zip');

    const archive = await JSZip.loadAsync(zip.body);
    const names = Object.keys(archive.files);
    expect(names).toHaveLength(3);
    let pages = 0;
    for (const [i, passport] of ['EP5230001', 'EP5230002', 'EP5230003'].entries()) {
      const file = join(filesDir, `cv-${i}.pdf`);
      await writeFile(file, await archive.files[names[i]!]!.async('nodebuffer'));
      expect(pdfText(file)).toContain(passport);
      pages += pdfPages(file);
    }
    expect(pdfPages(batch.path)).toBe(pages);
    const text = pdfText(batch.path);
    expect(text.indexOf('EP5230001')).toBeLessThan(text.indexOf('EP5230003'));
  }, 300_000);

  it('renders a CV anew once its visa is deleted: a cached print never shows a visa that is gone', async () => {
    const [employee] = cvs as [string];
    const visaId = newObjectId();
    await api.db.query(
      `INSERT INTO visas (id, owner_id, visa_number, full_name) VALUES ($1, $2, '6000000777', 'NASSER AL HARBI')`,
      [visaId, api.companies.a],
    );
    await api.db.query(`UPDATE employees SET visa_id = $2, updated_at = now() WHERE id = $1`, [
      employee,
      visaId,
    ]);
    const input = { kind: 'cv', employeeIds: [employee], format: 'pdf' };
    const withVisa = (await request(input)).data!.requestRender.id as string;
    expect(await finished(withVisa)).toMatchObject({ status: 'completed' });
    expect((await request(input)).data!.requestRender).toMatchObject({ id: withVisa, status: 'completed' });

    const deleted = await api.gql(
      `mutation ($id: ID!) { deleteVisa(id: $id) { affectedRows } }`,
      { id: visaId },
      api.tokens.adminA,
    );
    expect(deleted.data!.deleteVisa.affectedRows).toBe(1);
    const again = (await request(input)).data!.requestRender.id as string;
    expect(again).not.toBe(withVisa);
    expect(await finished(again)).toMatchObject({ status: 'completed' });
  }, 120_000);

  it("refuses a batch holding another company's employee as not found, and renders nothing", async () => {
    const before = await readdir(join(filesDir, 'renders'));
    for (const input of [
      { kind: 'cvBatch', employeeIds: [...cvs, otherCompanys], format: 'zip' },
      { kind: 'embassyList', employeeIds: [listed[0], otherCompanys] },
    ]) {
      const answer = await request(input);
      expect(answer.errors?.[0]?.message).toBe('Employee not found');
      expect(answer.data).toBeNull();
    }
    expect(await readdir(join(filesDir, 'renders'))).toEqual(before);
  });
});

describe('the render queue closes with the API', () => {
  it('closes the queue when the app closes, and a later request gets a fresh one', async () => {
    const filesDir = await mkdtemp(join(tmpdir(), 'api-render-close-'));
    const api = await startTestApi('pglite', { filesDir });
    const config = { filesDir } as ApiConfig;
    try {
      const { queue } = renderService(api.db, config);
      const close = vi.spyOn(queue, 'close');
      await api.close();
      expect(close).toHaveBeenCalledOnce();
      expect(renderService(api.db, config).queue).not.toBe(queue);
    } finally {
      await renderService(api.db, config).queue.close();
      await rm(filesDir, { recursive: true, force: true });
    }
  }, 60_000);
});
