import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeInput } from './fixtures';
import { ENGINES, startTestApi, type Data, type GqlResult, type TestApi } from './support/testApi';

const UPLOAD = `mutation Upload($input: PhotoUploadInput!) { upload: MUTATION(input: $input) { message fileName _id type } }`;

describe.each(ENGINES)('the upload calls of the catalogue, on %s', (engine) => {
  let api: TestApi;
  let filesDir: string;
  let base: string;
  let employeeA: string;
  let employeeB: string;
  let png: Buffer;

  /** A GraphQL multipart request (the spec's uploadPicture... with a file), as a browser sends it. */
  const multipart = async (
    mutation: string,
    input: Record<string, unknown>,
    token: string,
    file: Buffer = png,
  ): Promise<GqlResult> => {
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: UPLOAD.replace('MUTATION', mutation),
        variables: { input: { ...input, file: null } },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
    form.append('0', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'picture.png');
    const response = await fetch(api.url, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    return (await response.json()) as GqlResult;
  };
  const withDataUrl = (
    mutation: string,
    input: Record<string, unknown>,
    token: string,
    image: Buffer = png,
  ) =>
    api.gql(
      UPLOAD.replace('MUTATION', mutation),
      {
        input: { ...input, avatar: `data:image/png;base64,${image.toString('base64')}` },
      },
      token,
    );

  const size = async (fileName: string, token = api.tokens.adminA) => {
    const response = await fetch(`${base}/api/files/${fileName}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    return [meta.width, meta.height, meta.format];
  };

  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'api-upload-calls-'));
    api = await startTestApi(engine, { filesDir });
    base = api.url.replace(/\/graphql$/, '');
    png = await sharp({ create: { width: 900, height: 1400, channels: 3, background: '#2e7d32' } })
      .png()
      .toBuffer();
    const create = async (token: string, passportNumber: string) =>
      (
        await api.gql(
          `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`,
          { input: employeeInput({ passportNumber }) },
          token,
        )
      ).data!.createEmployee._id as string;
    employeeA = await create(api.tokens.adminA, 'EP6660001');
    employeeB = await create(api.tokens.adminB, 'EP6660002');
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('uploadPicture stores an employee picture from a multipart file or a data URL, at the spec sizes', async () => {
    const face = await multipart('uploadPicture', { _id: employeeA, type: 'face' }, api.tokens.adminA);
    expect(face.errors).toBeUndefined();
    expect(face.data!.upload).toMatchObject({ message: 'Upload successful', _id: employeeA, type: 'face' });
    expect(await size(face.data!.upload.fileName)).toEqual([300, 300, 'jpeg']);
    const stand = await withDataUrl('uploadPicture', { _id: employeeA, type: 'Stand' }, api.tokens.adminA);
    expect(await size(stand.data!.upload.fileName)).toEqual([250, 1000, 'jpeg']);
    const employee = await api.gql(
      `query ($id: ID!) { getEmployee(input: {_id: $id}) { facePhoto standPhoto } }`,
      { id: employeeA },
      api.tokens.adminA,
    );
    expect(employee.data!.getEmployee).toEqual({
      facePhoto: face.data!.upload.fileName,
      standPhoto: stand.data!.upload.fileName,
    });
  });

  it("answers another company's employee like a missing one, and changes nothing", async () => {
    const foreign = await multipart('uploadPicture', { _id: employeeB, type: 'face' }, api.tokens.adminA);
    const missing = await multipart(
      'uploadPicture',
      { _id: '0123456789abcdef01234567', type: 'face' },
      api.tokens.adminA,
    );
    expect(foreign).toEqual(missing);
    expect(foreign.errors?.[0]).toMatchObject({
      message: 'Employee not found',
      extensions: { code: 'NOT_FOUND' },
    });
    const b = await api.gql(
      `query ($id: ID!) { getEmployee(input: {_id: $id}) { facePhoto } }`,
      { id: employeeB },
      api.tokens.adminB,
    );
    expect(b.data!.getEmployee.facePhoto).toBeNull();
  });

  it('uploadProfilePicture sets only the caller’s own avatar (200x200)', async () => {
    const own = await multipart('uploadProfilePicture', {}, api.tokens.plainA);
    expect(own.errors).toBeUndefined();
    expect(await size(own.data!.upload.fileName, api.tokens.plainA)).toEqual([200, 200, 'jpeg']);
    const me = await api.gql(`{ me { avatar } }`, {}, api.tokens.plainA);
    expect(me.data!.me.avatar).toBe(own.data!.upload.fileName);
    const other = await multipart('uploadProfilePicture', { _id: api.users.adminA }, api.tokens.plainA);
    expect(other.errors?.[0]?.message).toBe('User not found');
  });

  it('uploadCompanyPicture sets its own company header and footer (1200x200) and no one else’s', async () => {
    const footer = await multipart(
      'uploadCompanyPicture',
      { _id: api.companies.a, type: 'footer' },
      api.tokens.adminA,
    );
    expect(await size(footer.data!.upload.fileName)).toEqual([1200, 200, 'jpeg']);
    const company = await api.gql(
      `query ($id: ID) { getCompany(input: {id: $id}) { footer } }`,
      { id: api.companies.a },
      api.tokens.adminA,
    );
    expect(company.data!.getCompany.footer).toBe(footer.data!.upload.fileName);
    const partner = await multipart(
      'uploadCompanyPicture',
      { _id: api.companies.agent, type: 'header' },
      api.tokens.adminA,
    );
    expect(partner.errors?.[0]?.message).toBe('Company not found');
    const wrongType = await multipart('uploadCompanyPicture', { type: 'face' }, api.tokens.adminA);
    expect(wrongType.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'type' });
  });

  it('uploadFile keeps a medical image whole inside 700x700 for a payment of the same company', async () => {
    const scan = await multipart('uploadFile', { type: 'medical' }, api.tokens.adminA);
    expect(scan.data!.upload).toMatchObject({ _id: null, type: 'medical' });
    // A document is fitted, never cropped (issue 33): the 900x1400 page keeps its shape.
    expect(await size(scan.data!.upload.fileName)).toEqual([450, 700, 'jpeg']);
    const payment = await api.gql(
      `mutation ($s: String) { createMedicalPayment(input: {totalAmount: 1, screenshotLink: $s}) { screenshotLink } }`,
      { s: scan.data!.upload.fileName },
      api.tokens.adminA,
    );
    expect(payment.data!.createMedicalPayment.screenshotLink).toBe(scan.data!.upload.fileName);
  });

  it("refuses a file over 1,000,000 bytes and a file that is not an image with the spec's words", async () => {
    const big = Buffer.alloc(1_000_001, 1);
    const overMultipart = await multipart(
      'uploadPicture',
      { _id: employeeA, type: 'face' },
      api.tokens.adminA,
      big,
    );
    expect(overMultipart.errors?.[0]).toMatchObject({
      message: "File size can't exceeds 1Mb",
      extensions: { code: 'FILE_TOO_LARGE' },
    });
    const overDataUrl = await withDataUrl(
      'uploadPicture',
      { _id: employeeA, type: 'face' },
      api.tokens.adminA,
      big,
    );
    expect(overDataUrl.errors?.[0]?.message).toBe("File size can't exceeds 1Mb");
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');
    const notImage = await multipart(
      'uploadPicture',
      { _id: employeeA, type: 'face' },
      api.tokens.adminA,
      pdf,
    );
    expect(notImage.errors?.[0]).toMatchObject({
      message: 'The file is not an image',
      extensions: { field: 'image' },
    });
  });

  it('POST /api/users/profile/edit changes the caller’s own name and picture, and removes the picture', async () => {
    const edit = (body: Record<string, unknown>, token?: string) =>
      fetch(`${base}/api/users/profile/edit`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
    expect((await edit({ name: 'Nobody' })).status).toBe(401);
    const tooShort = await edit({ name: 'x' }, api.tokens.plainA);
    expect(tooShort.status).toBe(400);
    expect(await tooShort.json()).toMatchObject({ message: 'Must be 3 characters at minimum' });
    const saved = await edit(
      { name: 'Plain User', avatar: `data:image/png;base64,${png.toString('base64')}` },
      api.tokens.plainA,
    );
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as Data;
    expect(body).toMatchObject({
      message: 'Profile updated successfully',
      _id: api.users.plainA,
      name: 'Plain User',
      email: 'plain.a@example.com',
      token: api.tokens.plainA,
    });
    expect(await size(body.avatar, api.tokens.plainA)).toEqual([200, 200, 'jpeg']);
    const removed = (await (await edit({ avatar: '' }, api.tokens.plainA)).json()) as Data;
    expect(removed.avatar).toBe('');
    const gone = await fetch(`${base}/api/files/${body.avatar}`, {
      headers: { authorization: `Bearer ${api.tokens.plainA}` },
    });
    expect(gone.status).toBe(404);
  });
});
