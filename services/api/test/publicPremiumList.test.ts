import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../src/limits/rateLimits';
import { employeeInput } from './fixtures';
import { ENGINES, startTestApi, type TestApi } from './support/testApi';

// The public premium lists /pcv/{agencyId}/{agentId}/{key} and /cpp/{agencyId}/{agentId}/{key} (spec 02 §2.1's
// routes with the key of issue 37) are opened signed out by anyone holding the link, once the agency has turned
// the list on. What they may show is the agency's available candidates offered to that agent, and the photos of
// those: nothing the ids could be stretched to reach, and nothing at all to the two ids alone, which are
// time-ordered and so guessable.
describe.each(ENGINES)('the public premium list shows what is public and nothing else, on %s', (engine) => {
  let api: TestApi;
  let filesDir: string;
  let base: string;
  const ids = { available: '', travelled: '', notOffered: '' };
  let key = '';
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
  const list = (agencyId: string, agentId: string, listKey: string | null = key) =>
    api.gql(
      `query ($a: ID!, $b: ID!, $k: String) { linkedEmployees(agencyId: $a, agentId: $b, key: $k) { number givenName } }`,
      { a: agencyId, b: agentId, k: listKey },
    );
  const photo = (agencyId: string, agentId: string, name: string, listKey: string | null = key) =>
    fetch(`${base}/api/linked/${agencyId}/${agentId}/files/${name}`, {
      headers: listKey ? { 'x-public-list-key': listKey } : {},
    }).then((response) => response.status);
  const manage = (operation: string, agentId = api.companies.agent, token = api.tokens.adminA) =>
    api.gql(`mutation ($b: ID!) { ${operation} }`, { b: agentId }, token);

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
    const opened = await manage('setPublicPremiumList(agentId: $b, open: true) { agentId key }');
    expect(opened.errors).toBeUndefined();
    key = opened.data!.setPublicPremiumList.key as string;
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  it("lists only the agency's available candidates offered to the agent, and opens only their photos", async () => {
    const { a, agent } = api.companies;
    const result = await list(a, agent);
    expect(result.errors).toBeUndefined();
    expect(result.data!.linkedEmployees).toEqual([{ number: 1, givenName: 'ALMAZ TESFAYE' }]);
    expect(JSON.stringify(result.data)).not.toContain(ids.available);
    expect(await photo(a, agent, photos.available)).toBe(200);
    expect(await photo(a, agent, photos.travelled)).toBe(404);
    expect(await photo(a, agent, photos.notOffered)).toBe(404);
  });

  it('takes status new, as the call sends it, and refuses any other status', async () => {
    const ask = (status: string) =>
      api.gql(
        `query ($a: ID!, $b: ID!, $k: String, $s: String) { linkedEmployees(agencyId: $a, agentId: $b, key: $k, status: $s) { number passportNumber } }`,
        {
          a: api.companies.a,
          b: api.companies.agent,
          k: key,
          s: status,
        },
      );
    expect((await ask('new')).data!.linkedEmployees).toEqual([{ number: 1, passportNumber: 'EP1000001' }]);
    for (const status of ['traveled', 'all', '']) {
      const asked = await ask(status);
      expect(asked.errors?.[0]).toMatchObject({
        message: 'The public list holds available candidates only',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(JSON.stringify(asked)).not.toContain('EP1000002');
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
  it('opens nothing to the two ids alone, a wrong key or the key of another list; signed in, either company sees it', async () => {
    const { a, b, agent } = api.companies;
    for (const wrong of [null, '', 'x'.repeat(22), key.slice(0, 21)]) {
      expect((await list(a, agent, wrong)).data!.linkedEmployees).toEqual([]);
      expect(await photo(a, agent, photos.available, wrong)).toBe(404);
    }
    // B partners the agent too and turns its own list on: its key opens B's list, never A's.
    await api.db.query(
      'INSERT INTO company_partners (company_id, partner_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [b, agent],
    );
    const other = await manage(
      'setPublicPremiumList(agentId: $b, open: true) { key }',
      agent,
      api.tokens.adminB,
    );
    const keyOfB = other.data!.setPublicPremiumList.key as string;
    expect(keyOfB).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(keyOfB).not.toBe(key);
    expect((await list(a, agent, keyOfB)).data!.linkedEmployees).toEqual([]);
    // Signed in, the agency (its /app/pcv) and the agent see the list without a key.
    for (const token of [api.tokens.adminA, api.tokens.agent]) {
      const seen = await api.gql(
        `query ($a: ID!, $b: ID!) { linkedEmployees(agencyId: $a, agentId: $b) { givenName } }`,
        { a, b: agent },
        token,
      );
      expect(seen.data!.linkedEmployees).toEqual([{ givenName: 'ALMAZ TESFAYE' }]);
    }
    // Another agency's user is a visitor like any other.
    const byB = await api.gql(
      `query ($a: ID!, $b: ID!) { linkedEmployees(agencyId: $a, agentId: $b) { givenName } }`,
      { a, b: agent },
      api.tokens.adminB,
    );
    expect(byB.data!.linkedEmployees).toEqual([]);
  });

  it('is off until the agency turns it on; turned off or renewed, the old link opens nothing', async () => {
    const { a, agent } = api.companies;
    const state = await api.gql(
      `query ($b: ID!) { publicPremiumList(agentId: $b) { agentId key } }`,
      { b: agent },
      api.tokens.adminA,
    );
    expect(state.data!.publicPremiumList).toEqual({ agentId: agent, key });
    // Turning it on again keeps the link that was sent.
    expect(
      (await manage('setPublicPremiumList(agentId: $b, open: true) { key }')).data!.setPublicPremiumList.key,
    ).toBe(key);

    const renewed = (await manage('renewPublicPremiumList(agentId: $b) { key }')).data!.renewPublicPremiumList
      .key as string;
    expect(renewed).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(renewed).not.toBe(key);
    expect((await list(a, agent, key)).data!.linkedEmployees).toEqual([]);
    expect(await photo(a, agent, photos.available, key)).toBe(404);
    expect((await list(a, agent, renewed)).data!.linkedEmployees).toHaveLength(1);

    const closed = await manage('setPublicPremiumList(agentId: $b, open: false) { key }');
    expect(closed.data!.setPublicPremiumList).toEqual({ key: null });
    expect((await list(a, agent, renewed)).data!.linkedEmployees).toEqual([]);
    expect(await photo(a, agent, photos.available, renewed)).toBe(404);

    key = (await manage('setPublicPremiumList(agentId: $b, open: true) { key }')).data!.setPublicPremiumList
      .key;
    expect(key).not.toBe(renewed);
    expect((await list(a, agent)).data!.linkedEmployees).toHaveLength(1);
  });

  it('only the agency manages its list, and only for one of its agents', async () => {
    const { b, agent } = api.companies;
    // B is not A's partner agent; the agent's own user manages no list of A's.
    expect(
      (await manage('setPublicPremiumList(agentId: $b, open: true) { key }', b)).errors?.[0]?.message,
    ).toBe('Agent not found');
    // The agent's own user turning a list on makes a list of the agent's own candidates, never A's.
    await manage('renewPublicPremiumList(agentId: $b) { key }', api.companies.a, api.tokens.agent);
    expect((await list(api.companies.a, agent)).data!.linkedEmployees).toHaveLength(1);
    const anonymous = await api.gql(`mutation ($b: ID!) { renewPublicPremiumList(agentId: $b) { key } }`, {
      b: agent,
    });
    expect(anonymous.errors?.[0]?.message).toMatch(/authorized/i);
  });

  it('stops a client guessing keys, and says how long to wait', async () => {
    const { a, agent } = api.companies;
    for (let attempt = 0; attempt < RATE_LIMITS.linkMissesPerClient.points; attempt += 1) {
      const miss = await list(a, agent, `guess${attempt}`.padEnd(22, 'x'));
      if (miss.errors) break;
      expect(miss.data!.linkedEmployees).toEqual([]);
    }
    // Over the limit even the right key waits: a guesser learns nothing from the answer.
    const blocked = await list(a, agent);
    expect(blocked.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Too many wrong links: try again in \d+ minutes?$/),
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) },
    });
    expect(await photo(a, agent, photos.available)).toBe(429);
  });
});
