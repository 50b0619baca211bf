import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteDatabase } from '../src/db/createPgliteDatabase';
import { employeeInput } from './fixtures';
import { graphqlAt, READY, signInDemoAdmin, spawnApi, type ApiProcess } from './support/apiProcess';

// Issue 38: the product killed (SIGKILL, as a power cut; Ctrl-C during a first start does the same) at chosen
// moments, then started again on the same data folder.

const running: ApiProcess[] = [];
async function start(dataDir: string): Promise<ApiProcess> {
  const api = await spawnApi(dataDir);
  running.push(api);
  return api;
}
async function stop(api: ApiProcess): Promise<void> {
  api.kill('SIGTERM');
  await api.exited;
}

/** Polls until the condition holds (the moment a test kills at). */
async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('the moment never came');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const creatingFolders = async (dataDir: string) =>
  existsSync(dataDir) ? (await readdir(dataDir)).filter((name) => name.startsWith('pglite.creating-')) : [];

async function userCount(dataDir: string): Promise<number> {
  const db = await createPgliteDatabase(join(dataDir, 'pglite'));
  try {
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    return rows[0]!.n;
  } finally {
    await db.close();
  }
}

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'placement-kills-'));
});
afterAll(async () => {
  for (const api of running) api.kill('SIGKILL');
  await rm(root, { recursive: true, force: true });
});

describe('a first start killed while it creates the embedded database', () => {
  it('starts again, says so, and ends with the whole demo database', { timeout: 600_000 }, async () => {
    const dataDir = join(root, 'first-start');

    // Killed the moment its database folder appears.
    const first = await start(dataDir);
    await until(async () => (await creatingFolders(dataDir)).length > 0);
    first.kill('SIGKILL');
    await first.exited;

    // Killed in the middle of initialisation: its files are being written.
    const second = await start(dataDir);
    await until(() => existsSync(join(dataDir, `pglite.creating-${second.pid}`, 'PG_VERSION')));
    second.kill('SIGKILL');
    await second.exited;
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);

    const third = await start(dataDir);
    await third.waitFor(READY);
    expect(third.output()).toMatch(/stopped before its database was complete: making it again/);
    await stop(third);

    expect(await creatingFolders(dataDir)).toEqual([]);
    expect(await userCount(dataDir)).toBeGreaterThan(0);
  });
});

describe('one embedded data folder, one process', () => {
  it(
    'refuses a second process, naming the first and PostgreSQL; a killed holder does not block a restart (its lock goes stale)',
    { timeout: 600_000 },
    async () => {
      const dataDir = join(root, 'shared');
      const holder = await start(dataDir);
      await holder.waitFor(READY);

      const second = await start(dataDir);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`in use by process ${holder.pid}`);
      expect(second.output()).toMatch(/PostgreSQL/);
      // The holder still answers: the refused start touched nothing.
      expect((await fetch(`${holder.url}/graphql?query=%7B_health%7D`)).status).toBe(200);

      holder.kill('SIGKILL');
      await holder.exited;
      const restarted = await start(dataDir);
      await restarted.waitFor(READY);
      await stop(restarted);
    },
  );
});

describe('files left by a killed process', () => {
  it(
    'are swept at the next start when older than their age, and logged by name',
    { timeout: 600_000 },
    async () => {
      const dataDir = join(root, 'files');
      const api = await start(dataDir);
      await api.waitFor(READY);
      await stop(api);

      const filesDir = join(dataDir, 'files');
      const keptPhoto = (await readdir(filesDir)).find((name) => name.startsWith('face-'))!;
      const old = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
      const orphan = `face-${'ab'.repeat(12)}.jpg`;
      const partial = `.partial-face-${'cd'.repeat(12)}.jpg`;
      const fresh = `face-${'ef'.repeat(12)}.jpg`;
      for (const name of [orphan, partial, fresh]) await writeFile(join(filesDir, name), '');
      for (const name of [orphan, partial, keptPhoto]) await utimes(join(filesDir, name), old, old);

      const again = await start(dataDir);
      await again.waitFor(READY);
      await stop(again);
      const left = await readdir(filesDir);
      expect(left).not.toContain(orphan);
      expect(left).not.toContain(partial);
      // A file a record names is kept whatever its age; a new one may be between its write and its commit.
      expect(left).toContain(keptPhoto);
      expect(left).toContain(fresh);
      expect(again.output()).toContain(orphan);
    },
  );
});

describe('a print running when the embedded product dies', () => {
  const gql = graphqlAt;
  const JOB = 'id status progress error downloadUrl';

  it('resumes after the restart under the same id, and the file arrives', { timeout: 600_000 }, async () => {
    const dataDir = join(root, 'print');
    const api = await start(dataDir);
    await api.waitFor(READY);
    let token = await signInDemoAdmin(api.url);
    const listed = await gql(api.url, '{ employees(take: 200) { employees { _id } } }', {}, token);
    const ids = (listed.data!.employees.employees as { _id: string }[]).map((e) => e._id);
    expect(ids.length).toBeGreaterThan(20);
    const requested = await gql(
      api.url,
      `mutation ($input: RenderRequestInput!) { requestRender(input: $input) { ${JOB} } }`,
      { input: { kind: 'cvBatch', employeeIds: ids.slice(0, 10), format: 'zip' } },
      token,
    );
    expect(requested.errors).toBeUndefined();
    const id = requested.data!.requestRender.id as string;
    const job = async (url: string) =>
      (await gql(url, `query ($id: String!) { renderJob(id: $id) { ${JOB} } }`, { id }, token)).data!
        .renderJob as { status: string; progress: number; error: string | null };
    // Killed while it runs, part way.
    await until(async () => {
      const running = await job(api.url);
      return running.status === 'active' && running.progress > 0;
    });
    api.kill('SIGKILL');
    await api.exited;
    // Unfinished when killed: the journal still owes it.
    expect(await readdir(join(dataDir, 'files', 'render-journal'))).toEqual([`${id}.json`]);

    const restarted = await start(dataDir);
    await restarted.waitFor(READY);
    token = await signInDemoAdmin(restarted.url);
    let state = await job(restarted.url);
    expect(state.status).not.toBe('failed');
    await until(
      async () => ['completed', 'failed'].includes((state = await job(restarted.url)).status),
      480_000,
    );
    expect(state).toMatchObject({ status: 'completed', error: null });
    const file = await fetch(`${restarted.url}/api/renders/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    await stop(restarted);
  });
});

describe('creates in flight when the process dies', () => {
  it(
    'leaves every committed employee with its audit line, acknowledged or not',
    { timeout: 600_000 },
    async () => {
      const dataDir = join(root, 'creates');
      const api = await start(dataDir);
      await api.waitFor(READY);
      const token = await signInDemoAdmin(api.url);
      const passports = Array.from({ length: 60 }, (_, i) => `KL${String(7100000 + i)}`);
      const acknowledged: string[] = [];
      const sent = passports.map((passportNumber, i) =>
        graphqlAt(
          api.url,
          'mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }',
          { input: employeeInput({ _id: `kill${String(i).padStart(6, '0')}`, passportNumber }) },
          token,
        )
          .then((answer) => {
            if (answer.data?.createEmployee?._id) acknowledged.push(answer.data.createEmployee._id);
          })
          .catch(() => undefined),
      );
      // Killed while creates are being committed: some answered, others not yet.
      await until(() => acknowledged.length >= 10);
      api.kill('SIGKILL');
      await api.exited;
      await Promise.all(sent);
      expect(acknowledged.length).toBeLessThan(passports.length);

      const db = await createPgliteDatabase(join(dataDir, 'pglite'));
      try {
        const made = await db.query<{ id: string }>(
          `SELECT id FROM employees WHERE data ->> 'passportNumber' = ANY($1::text[])`,
          [passports],
        );
        const lines = await db.query<{ record_id: string }>(
          `SELECT record_id FROM audit_log WHERE operation = 'createEmployee' AND result = 'ok'`,
        );
        const ids = made.rows.map((row) => row.id).sort();
        // Nothing acknowledged is lost, and every employee that exists, answered or not, is in the log once.
        expect(ids).toEqual(expect.arrayContaining(acknowledged));
        expect(
          lines.rows
            .map((line) => line.record_id)
            .filter((id) => ids.includes(id))
            .sort(),
        ).toEqual(ids);
      } finally {
        await db.close();
      }
    },
  );
});
