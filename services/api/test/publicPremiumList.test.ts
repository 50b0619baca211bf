import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeInput } from './fixtures';
import { ENGINES, startTestApi, type TestApi } from './support/testApi';

// The public premium lists /pcv/{agencyId}/{agentId} and /cpp/{agencyId}/{agentId} (spec 02 §2.1) are opened
// signed out by anyone holding the two ids. What they may show is the agency's available candidates offered to
// that agent, and the photos of those: nothing the two ids could be stretched to reach.
describe.each(ENGINES)('the public premium list shows what is public and nothing else, on %s', (engine) => {
  let api: TestApi;
  let filesDir: string;
  let base: string;
  const ids = { available: '', travelled: '', notOffered: '' };
  const photos = { available: '', travelled: '', notOffered: '' };

  const upload = async (id: string) => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('id', id);
    form.append('type', 'face');
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'face.png');
    const response = await fetch(`${base}/api/uploads`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${api.tokens.adminA}` },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { fileName: string }).fileName;
  };

  const create = async (overrides: Record<string, unknown>) => {
    const made = await api.gql(
      `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`,
      { input: employeeInput(overrides) },
      api.tokens.adminA,
    );
    expect(made.errors).toBeUndefined();
    return made.data!.createEmployee._id as string;
  };

  // Signed out: no token.
  const list = (agencyId: string, agentId: string) =>
    api.gql(`query ($a: ID!, $b: ID!) { linkedEmployees(agencyId: $a, agentId: $b) { _id givenName } }`, {
      a: agencyId,
      b: agentId,
    });
  const photo = (agencyId: string, agentId: string, name: string) =>
    fetch(`${base}/api/linked/${agencyId}/${agentId}/files/${name}`).then((response) => response.status);

  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'api-premium-'));
    api = await startTestApi(engine, { filesDir });
    base = api.url.replace(/\/graphql$/, '');
    const agent = api.companies.agent;
    ids.available = await create({
      passportNumber: 'EP1000001',
      givenName: 'almaz tesfaye',
      prospects: [agent],
    });
    ids.travelled = await create({
      passportNumber: 'EP1000002',
      givenName: 'hiwot girma',
      prospects: [agent],
    });
    ids.notOffered = await create({ passportNumber: 'EP1000003', givenName: 'selam bekele' });
    for (const key of ['available', 'travelled', 'notOffered'] as const) photos[key] = await upload(ids[key]);
    // The candidate left for her employer: the agency's record moves on, and leaves the public list.
    await api.db.query(`UPDATE employees SET status = 'traveled' WHERE id = $1`, [ids.travelled]);
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  it("lists only the agency's available candidates offered to the agent, and opens only their photos", async () => {
    const { a, agent } = api.companies;
    const result = await list(a, agent);
    expect(result.errors).toBeUndefined();
    expect(result.data!.linkedEmployees).toEqual([{ _id: ids.available, givenName: 'ALMAZ TESFAYE' }]);
    expect(await photo(a, agent, photos.available)).toBe(200);
    expect(await photo(a, agent, photos.travelled)).toBe(404);
    expect(await photo(a, agent, photos.notOffered)).toBe(404);
  });

  it('takes status new, as the call sends it, and refuses any other status', async () => {
    const ask = (status: string) =>
      api.gql(
        `query ($a: ID!, $b: ID!, $s: String) { linkedEmployees(agencyId: $a, agentId: $b, status: $s) { _id } }`,
        {
          a: api.companies.a,
          b: api.companies.agent,
          s: status,
        },
      );
    expect((await ask('new')).data!.linkedEmployees).toEqual([{ _id: ids.available }]);
    for (const status of ['traveled', 'all', '']) {
      const asked = await ask(status);
      expect(asked.errors?.[0]).toMatchObject({
        message: 'The public list holds available candidates only',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(JSON.stringify(asked)).not.toContain(ids.travelled);
    }
  });

  it('gives nothing for a company that is not the agent of the agency, or for ids swapped', async () => {
    const { a, b, agent } = api.companies;
    expect((await list(a, b)).data!.linkedEmployees).toEqual([]);
    expect((await list(b, agent)).data!.linkedEmployees).toEqual([]);
    expect((await list(agent, a)).data!.linkedEmployees).toEqual([]);
    expect(await photo(b, agent, photos.available)).toBe(404);
    expect(await photo(a, b, photos.available)).toBe(404);
  });

  it('refuses ids that are not 24 characters, naming the argument', async () => {
    const result = await list('abc', api.companies.agent);
    expect(result.errors?.[0]).toMatchObject({
      message: 'The agency id must be 24 characters',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await photo('abc', api.companies.agent, photos.available)).toBe(404);
  });
});
