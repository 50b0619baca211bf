import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newObjectId } from '@placement/domain';
import { RENDER_CANCELLED_MESSAGE } from '@placement/render';
import { startTestApi, type TestApi } from '../../support/testApi';

const JOB = `id status progress error downloadUrl`;
const BATCH = 40;

describe('cancelling a print through the API (embedded in-process queue)', () => {
  let api: TestApi;
  let filesDir: string;
  let base: string;
  const employees: string[] = [];

  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'api-cancel-'));
    api = await startTestApi('pglite', { filesDir });
    base = api.url.replace(/\/graphql$/u, '');
    // A batch of CVs long enough to be stopped while it prints, written in one statement.
    employees.push(...Array.from({ length: BATCH }, () => newObjectId()));
    await api.db.query(
      `INSERT INTO employees (id, owner_id, passport_number, given_name, sur_name, data)
       SELECT id, $2, 'EP' || (6610000 + n), 'GIVEN' || n, 'FAMILY',
              jsonb_build_object('passportNumber', 'EP' || (6610000 + n), 'givenName', 'GIVEN' || n,
                                 'surName', 'FAMILY')
         FROM unnest($1::text[]) WITH ORDINALITY AS t(id, n)`,
      [employees, api.companies.a],
    );
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  const job = async (id: string, token = api.tokens.adminA) =>
    (await api.gql(`query ($id: String!) { renderJob(id: $id) { ${JOB} } }`, { id }, token)).data!
      .renderJob as Record<string, unknown>;
  const cancel = (id: string, token: string) =>
    api.gql(`mutation ($id: String!) { cancelRender(id: $id) { ${JOB} } }`, { id }, token);
  const request = (input: Record<string, unknown>) =>
    api.gql(
      `mutation ($input: RenderRequestInput!) { requestRender(input: $input) { ${JOB} } }`,
      { input },
      api.tokens.adminA,
    );

  it('stops a running batch for its own company only; it writes nothing and the queue goes on', async () => {
    const requested = await request({ kind: 'cvBatch', employeeIds: employees, format: 'pdf' });
    expect(requested.errors).toBeUndefined();
    const id = requested.data!.requestRender.id as string;
    let state = await job(id);
    while (!(state.status === 'active' && Number(state.progress) > 0)) {
      expect(state.status).not.toBe('completed');
      await new Promise((resolve) => setTimeout(resolve, 50));
      state = await job(id);
    }

    // Another company cannot stop it (nor learn that it exists); an unknown id is not found either.
    const other = await cancel(id, api.tokens.adminB);
    expect(other.errors?.[0]?.message).toBe('Render job not found');
    expect(
      (await cancel('cvBatch-0123456789abcdef0123456789abcdef', api.tokens.adminA)).errors?.[0]?.message,
    ).toBe('Render job not found');
    expect((await job(id)).status).toBe('active');

    const stopped = await cancel(id, api.tokens.adminA);
    expect(stopped.errors).toBeUndefined();
    expect(stopped.data!.cancelRender).toMatchObject({
      id,
      status: 'failed',
      error: RENDER_CANCELLED_MESSAGE,
    });
    expect(await job(id)).toMatchObject({
      status: 'failed',
      error: RENDER_CANCELLED_MESSAGE,
      downloadUrl: null,
    });

    // The next print runs at once, and the stopped one left no file behind.
    const next = await request({ kind: 'export', employeeIds: employees.slice(0, 2) });
    const nextId = next.data!.requestRender.id as string;
    let after = await job(nextId);
    while (after.status !== 'completed' && after.status !== 'failed') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await job(nextId);
    }
    expect(after.status).toBe('completed');
    expect((await job(id)).status).toBe('failed');
    expect((await readdir(join(filesDir, 'renders'))).filter((name) => name.startsWith(id))).toEqual([]);
    const download = await fetch(`${base}/api/renders/${id}`, {
      headers: { authorization: `Bearer ${api.tokens.adminA}` },
    });
    expect(download.status).toBe(404);

    // A finished print has nothing to stop: the answer is its state.
    expect((await cancel(nextId, api.tokens.adminA)).data!.cancelRender).toMatchObject({
      status: 'completed',
    });
  }, 240_000);
});
