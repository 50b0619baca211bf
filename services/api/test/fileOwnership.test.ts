import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeInput } from './fixtures';
import { snapshot } from './support/snapshot';
import { ENGINES, startTestApi, type TestApi } from './support/testApi';

const MISSING_FILE = 'face-0123456789abcdef01234567.jpg';

describe.each(ENGINES)('a file belongs to the company that uploaded it, on %s', (engine) => {
  let api: TestApi;
  let filesDir: string;
  let base: string;
  let employeeA: string;
  let offeredA: string;
  let employeeB: string;
  let photoA: string;
  let png: Buffer;

  const createEmployee = async (token: string, input: Record<string, unknown>) =>
    api.gql(
      `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id facePhoto standPhoto } }`,
      { input: employeeInput(input) },
      token,
    );

  const upload = async (token: string, type: string, id = '') => {
    const form = new FormData();
    form.append('id', id);
    form.append('type', type);
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
    const response = await fetch(`${base}/api/uploads`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  };

  const getFile = (name: string, token?: string) =>
    fetch(`${base}/api/files/${name}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'api-file-owners-'));
    api = await startTestApi(engine, { filesDir });
    base = api.url.replace(/\/graphql$/, '');
    png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#ffa500' } })
      .png()
      .toBuffer();
    employeeA = (await createEmployee(api.tokens.adminA, {})).data!.createEmployee._id;
    offeredA = (
      await createEmployee(api.tokens.adminA, {
        passportNumber: 'EP7770001',
        prospects: [api.companies.agent],
      })
    ).data!.createEmployee._id;
    employeeB = (await createEmployee(api.tokens.adminB, { passportNumber: 'EP7770002' })).data!
      .createEmployee._id;
    const uploaded = await upload(api.tokens.adminA, 'face', employeeA);
    expect(uploaded.status).toBe(200);
    photoA = uploaded.body.fileName!;
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  it("refuses another company's file name in an employee exactly like a file that does not exist", async () => {
    const before = await snapshot(api.db);
    const stolen = await createEmployee(api.tokens.adminB, { _id: employeeB, facePhoto: photoA });
    const missing = await createEmployee(api.tokens.adminB, { _id: employeeB, facePhoto: MISSING_FILE });
    expect(stolen).toEqual(missing);
    expect(stolen.errors?.[0]).toMatchObject({
      message: 'File not found',
      extensions: { code: 'BAD_USER_INPUT', field: 'facePhoto' },
    });
    const asStand = await createEmployee(api.tokens.adminB, { _id: employeeB, standPhoto: photoA });
    expect(asStand.errors?.[0]?.extensions).toMatchObject({ field: 'standPhoto' });
    const asNew = await createEmployee(api.tokens.adminB, { passportNumber: 'EP7770003', facePhoto: photoA });
    expect(asNew.errors?.[0]?.message).toBe('File not found');
    expect(await snapshot(api.db)).toBe(before);
  });

  it("neither serves nor deletes another company's file, and its owner keeps it", async () => {
    expect((await getFile(photoA, api.tokens.adminB)).status).toBe(404);
    expect((await getFile(MISSING_FILE, api.tokens.adminB)).status).toBe(404);
    const removed = await fetch(`${base}/api/uploads?fileName=${photoA}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${api.tokens.adminB}` },
    });
    expect(removed.status).toBe(404);
    expect(await removed.json()).toEqual({ message: 'File not found', code: 'NOT_FOUND' });
    expect((await getFile(photoA, api.tokens.adminA)).status).toBe(200);
    expect(await readdir(filesDir)).toContain(photoA);
  });

  it('lets its company keep and move its own file, and a partner agent see it once offered', async () => {
    // Saving the employee with the photo it already has (as the web form does) is always allowed.
    const kept = await createEmployee(api.tokens.adminA, {
      _id: employeeA,
      facePhoto: `http://localhost:4000/api/files/${photoA}`,
    });
    expect(kept.data!.createEmployee.facePhoto).toBe(photoA);
    expect((await getFile(photoA, api.tokens.agent)).status).toBe(404);
    const offered = await createEmployee(api.tokens.adminA, { _id: offeredA, standPhoto: photoA });
    expect(offered.data!.createEmployee.standPhoto).toBe(photoA);
    expect((await getFile(photoA, api.tokens.agent)).status).toBe(200);
    // The agent sees it but did not upload it: it cannot put it on an employee of its own.
    const agentCopy = await createEmployee(api.tokens.agent, {
      passportNumber: 'EP7770004',
      facePhoto: photoA,
    });
    expect(agentCopy.errors?.[0]?.message).toBe('File not found');
  });

  it("keeps company pictures and medical screenshots to the uploader's company", async () => {
    const header = await upload(api.tokens.adminA, 'header', api.companies.a);
    expect(header.status).toBe(200);
    const meta = await sharp(
      Buffer.from(await (await getFile(header.body.fileName!, api.tokens.adminA)).arrayBuffer()),
    ).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 200]);
    // A partner agent sees its partner's header (a CV shows it), a stranger does not.
    expect((await getFile(header.body.fileName!, api.tokens.agent)).status).toBe(200);
    expect((await getFile(header.body.fileName!, api.tokens.adminB)).status).toBe(404);
    const foreignHeader = await upload(api.tokens.adminB, 'header', api.companies.a);
    expect(foreignHeader.status).toBe(404);
    const headerCopy = await api.gql(
      `mutation ($id: ID, $h: String) { createCompany(input: {id: $id, displayName: "agency b", email: "agency.b@example.com", header: $h}) { _id } }`,
      { id: api.companies.b, h: header.body.fileName },
      api.tokens.adminB,
    );
    expect(headerCopy.errors?.[0]).toMatchObject({
      message: 'File not found',
      extensions: { field: 'header' },
    });

    const screenshot = await upload(api.tokens.adminA, 'medical');
    expect(screenshot.status).toBe(200);
    const payment = (token: string) =>
      api.gql(
        `mutation ($s: String) { createMedicalPayment(input: {totalAmount: 10, screenshotLink: $s}) { _id screenshotLink user { _id } } }`,
        { s: screenshot.body.fileName },
        token,
      );
    const own = await payment(api.tokens.adminA);
    expect(own.data!.createMedicalPayment).toMatchObject({
      screenshotLink: screenshot.body.fileName,
      user: { _id: api.users.adminA },
    });
    expect((await payment(api.tokens.adminB)).errors?.[0]?.extensions).toMatchObject({
      field: 'screenshotLink',
    });
  });

  it('records a payment for the user the spec names, only within its company', async () => {
    const save = (user: Record<string, unknown>, token = api.tokens.adminA) =>
      api.gql(
        `mutation ($u: MedicalPaymentUserInput) { createMedicalPayment(input: {totalAmount: 5, user: $u}) { user { _id email } } }`,
        { u: user },
        token,
      );
    expect((await save({ _id: api.users.plainA })).data!.createMedicalPayment.user).toEqual({
      _id: api.users.plainA,
      email: 'plain.a@example.com',
    });
    expect((await save({ email: 'PLAIN.A@example.com' })).data!.createMedicalPayment.user._id).toBe(
      api.users.plainA,
    );
    const stranger = await save({ _id: api.users.plainA }, api.tokens.adminB);
    const nobody = await save({ _id: '0123456789abcdef01234567' }, api.tokens.adminB);
    expect(stranger).toEqual(nobody);
    expect(stranger.errors?.[0]).toMatchObject({ message: 'User not found', extensions: { field: 'user' } });
  });

  it('lets the uploading company delete its file, and no record keeps pointing at it', async () => {
    const removed = await fetch(`${base}/api/uploads?fileName=${photoA}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${api.tokens.adminA}` },
    });
    expect(removed.status).toBe(200);
    const after = await api.gql(
      `query ($a: ID!, $b: ID!) { a: getEmployee(input: {_id: $a}) { facePhoto } b: getEmployee(input: {_id: $b}) { standPhoto } }`,
      { a: employeeA, b: offeredA },
      api.tokens.adminA,
    );
    expect(after.data).toEqual({ a: { facePhoto: null }, b: { standPhoto: null } });
    expect(await readdir(filesDir)).not.toContain(photoA);
  });
});
