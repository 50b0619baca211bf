import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeInput } from './fixtures';
import { ENGINES, startTestApi, type TestApi } from './support/testApi';

describe.each(ENGINES)('photo uploads and private files on %s', (engine) => {
  let api: TestApi;
  let filesDir: string;
  let employeeId: string;
  let base: string;
  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'api-files-'));
    api = await startTestApi(engine, { filesDir });
    base = api.url.replace(/\/graphql$/, '');
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

  const upload = async (image: Buffer, token: string, type = 'face', id = employeeId) => {
    const form = new FormData();
    form.append('id', id);
    form.append('type', type);
    form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'photo.png');
    return fetch(`${base}/api/uploads`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
  };

  it('resizes a face photo to 300x300, serves it to its company only, and removes it', async () => {
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#007229' } })
      .png()
      .toBuffer();
    const response = await upload(png, api.tokens.adminA);
    expect(response.status).toBe(200);
    const { fileName } = (await response.json()) as { fileName: string };
    const got = await api.gql(
      `query ($id: ID!) { getEmployee(input: {_id: $id}) { facePhoto } }`,
      { id: employeeId },
      api.tokens.adminA,
    );
    expect(got.data!.getEmployee.facePhoto).toBe(fileName);

    const own = await fetch(`${base}/api/files/${fileName}`, {
      headers: { authorization: `Bearer ${api.tokens.adminA}` },
    });
    expect(own.status).toBe(200);
    const meta = await sharp(Buffer.from(await own.arrayBuffer())).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([300, 300, 'jpeg']);

    const other = await fetch(`${base}/api/files/${fileName}`, {
      headers: { authorization: `Bearer ${api.tokens.adminB}` },
    });
    expect(other.status).toBe(404);
    expect((await fetch(`${base}/api/files/${fileName}`)).status).toBe(401);

    const link = await api.gql(
      `mutation ($ids: [ID!]!) { generateLink(employeeIds: $ids) { link } }`,
      { ids: [employeeId] },
      api.tokens.adminA,
    );
    const shared = await fetch(`${base}/api/shared/${link.data!.generateLink.link}/files/${fileName}`);
    expect(shared.status).toBe(200);
    expect((await fetch(`${base}/api/shared/zzzzzz/files/${fileName}`)).status).toBe(404);

    const removedByOther = await fetch(`${base}/api/uploads?fileName=${fileName}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${api.tokens.adminB}` },
    });
    expect(removedByOther.status).toBe(404);
    const removed = await fetch(`${base}/api/uploads?fileName=http://localhost/x/${fileName}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${api.tokens.adminA}` },
    });
    expect(removed.status).toBe(200);
    const after = await api.gql(
      `query ($id: ID!) { getEmployee(input: {_id: $id}) { facePhoto } }`,
      { id: employeeId },
      api.tokens.adminA,
    );
    expect(after.data!.getEmployee.facePhoto).toBeNull();
  });

  it("refuses a file over 1,000,000 bytes with the spec's message", async () => {
    const big = Buffer.alloc(1_000_001, 7);
    const response = await upload(big, api.tokens.adminA);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ message: "File size can't exceeds 1Mb" });
  });

  it("refuses another company's employee and a caller without the role", async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await upload(png, api.tokens.adminB)).status).toBe(404);
    expect((await upload(png, api.tokens.plainA)).status).toBe(403);
  });
});
