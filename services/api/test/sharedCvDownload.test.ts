import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeInput } from './fixtures';
import { ENGINES, startTestApi, type TestApi } from './support/testApi';

// Download CV from a share link (issue 17): a signed-out visitor prints the CV the link shows, no more (a
// hide-contact link prints without the candidate's name), and the agency sees the download counted.
describe.each(ENGINES)('Download CV through a share link, on %s', (engine) => {
  let api: TestApi;
  let filesDir: string;
  let base: string;
  let shared = '';
  let other = '';

  const link = async (options: string) => {
    const made = await api.gql(
      `mutation ($ids: [ID!]!) { generateLink(employeeIds: $ids) { link } }`,
      { ids: [shared] },
      api.tokens.adminA,
    );
    const code = made.data!.generateLink.link as string;
    if (options) {
      const set = await api.gql(
        `mutation ($l: String!) { setShareLinkOptions(input: {link: $l, ${options}}) { link } }`,
        { l: code },
        api.tokens.adminA,
      );
      expect(set.errors).toBeUndefined();
    }
    return code;
  };
  // A CV is asked for by its place on the link, as the viewer numbers them: no record id leaves the server.
  const download = (code: string, number: number | string = 1, password?: string) =>
    fetch(`${base}/api/shared/${code}/cv/${number}`, {
      headers: password ? { 'x-share-password': password } : {},
    });
  const pdfText = async (response: Response) => {
    const path = join(filesDir, `${Math.random().toString(36).slice(2)}.pdf`);
    await writeFile(path, Buffer.from(await response.arrayBuffer()));
    return execFileSync('pdftotext', [path, '-']).toString();
  };
  const downloads = async (code: string) => {
    const listed = await api.gql(`{ shortLinks { link downloads } }`, {}, api.tokens.adminA);
    return listed.data!.shortLinks.find((row: { link: string }) => row.link === code)?.downloads as number;
  };

  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'api-shared-cv-'));
    api = await startTestApi(engine, { filesDir });
    base = api.url.replace(/\/graphql$/, '');
    const create = async (overrides: Record<string, unknown>) => {
      const made = await api.gql(
        `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`,
        { input: employeeInput(overrides) },
        api.tokens.adminA,
      );
      expect(made.errors).toBeUndefined();
      return made.data!.createEmployee._id as string;
    };
    shared = await create({ passportNumber: 'EP7001234', givenName: 'almaz tesfaye' });
    other = await create({ passportNumber: 'EP7005678', givenName: 'hiwot girma' });
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('prints the shared CV, named after the candidate, and counts the download', async () => {
    const code = await link('');
    const response = await download(code);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('filename="ALMAZ TESFAYE.pdf"');
    const text = await pdfText(response);
    expect(text).toContain('ALMAZ TESFAYE');
    expect(text).toContain('EP7001234');
    expect(await downloads(code)).toBe(1);
  }, 60_000);

  it("leaves the candidate's name and passport out of the download when the link hides contacts", async () => {
    const code = await link('hideContact: true');
    const response = await download(code);
    expect(response.status).toBe(200);
    // Numbered, so a second CV of the link does not overwrite the first (issue 35).
    expect(response.headers.get('content-disposition')).toContain('filename="CV-1.pdf"');
    const text = await pdfText(response);
    expect(text).not.toContain('EP7001234');
    expect(text).not.toContain('ALMAZ');
    expect(text).not.toContain('TESFAYE');
  }, 60_000);

  it('needs the password of a protected link, and opens nothing else', async () => {
    const code = await link('password: "riyadh2026"');
    expect((await download(code)).status).toBe(401);
    expect((await download(code, 1, 'wrong')).status).toBe(401);
    expect((await download(code, 1, 'riyadh2026')).status).toBe(200);
    // Another candidate of the same agency is not on the link: no second place, and no record id opens one.
    for (const place of [2, 0, other, shared])
      expect((await download(code, place, 'riyadh2026')).status).toBe(404);
    expect((await download('zzzzzz')).status).toBe(404);
  }, 60_000);

  it('answers a revoked link like a missing one, and counts nothing', async () => {
    const code = await link('');
    await api.gql(
      `mutation ($l: String!) { revokeShareLink(link: $l) { link } }`,
      { l: code },
      api.tokens.adminA,
    );
    expect((await download(code)).status).toBe(404);
    expect(await downloads(code)).toBe(0);
  });
});
