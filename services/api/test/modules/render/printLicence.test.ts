import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LICENCE_EXPIRED_MESSAGE, LICENCE_RENEW_EXPIRED_MESSAGE } from '@placement/domain';
import { employeeInput } from '../../fixtures';
import { startTestApi, type TestApi } from '../../support/testApi';

const JOB = `id status progress error downloadUrl`;

describe("printing is gated by the company's licence (spec 02 §4), on the server", () => {
  let api: TestApi;
  let filesDir: string;
  let employeeId: string;

  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'api-print-licence-'));
    api = await startTestApi('pglite', { filesDir });
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

  const setLicence = (licence: string) =>
    api.db.query('UPDATE companies SET licence = $2 WHERE id = $1', [api.companies.a, licence]);
  const request = (input: Record<string, unknown>) =>
    api.gql(
      `mutation ($input: RenderRequestInput!) { requestRender(input: $input) { ${JOB} } }`,
      { input },
      api.tokens.adminA,
    );
  const rendersOnDisk = async () => (await readdir(join(filesDir, 'render-requests')).catch(() => [])).length;

  it('refuses every document with the expired message while the licence is expired, and renders nothing', async () => {
    await setLicence('expired');
    const before = await rendersOnDisk();
    for (const input of [
      { kind: 'embassyList', employeeIds: [employeeId] },
      { kind: 'contract', employeeIds: [employeeId] },
      { kind: 'export', employeeIds: [employeeId] },
    ]) {
      const answer = await request(input);
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0]?.message).toBe(LICENCE_EXPIRED_MESSAGE.en);
      expect(answer.errors?.[0]?.extensions?.code).toBe('LICENCE_BLOCKED');
    }
    expect(await rendersOnDisk()).toBe(before);
  });

  it('refuses printing with the Amharic message when the annual contract has lapsed', async () => {
    await setLicence('renewExpired');
    const answer = await request({ kind: 'tasheer', employeeIds: [employeeId] });
    expect(answer.errors?.[0]?.message).toBe(LICENCE_RENEW_EXPIRED_MESSAGE);
  });

  it('still lets the CV be downloaded: a CV is what foreign agents read, not a printed document', async () => {
    await setLicence('expired');
    const answer = await request({ kind: 'cv', employeeIds: [employeeId], format: 'pdf' });
    expect(answer.errors).toBeUndefined();
  });

  it('prints once the licence is renewed, and while a renewal is only due', async () => {
    for (const licence of ['', 'renewal']) {
      await setLicence(licence);
      const answer = await request({ kind: 'export', employeeIds: [employeeId] });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.requestRender.id).toMatch(/^export-/u);
    }
  });
});
