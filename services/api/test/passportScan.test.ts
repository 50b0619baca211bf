import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { passportMrzLines } from '@placement/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/testApi';
import { passportPageImage, samplePassports } from './support/passportPageImage';

// Reading a passport scan's MRZ through POST /api/passport-scan/mrz. The database only answers who the caller
// is here, so one engine is enough; the OCR (slow on a busy machine, slower still for the first page, which
// loads the model) is what is tested.
describe('reading the machine-readable lines of a passport scan', () => {
  let api: TestApi;
  let filesDir: string;
  let base: string;
  const [values] = samplePassports(1);
  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'api-scan-'));
    api = await startTestApi('pglite', { filesDir });
    base = api.url.replace(/\/graphql$/, '');
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  const read = (image: Buffer, token?: string) => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'passport.jpg');
    return fetch(`${base}/api/passport-scan/mrz`, {
      method: 'POST',
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  };

  it("reads a scanned page's lines and fields, every check digit verified, and stores nothing", async () => {
    const { image, lines } = await passportPageImage(values!, 1);
    const response = await read(image, api.tokens.adminA);
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer.lines).toEqual(lines);
    expect(answer.reading).toEqual({
      ok: true,
      passport: {
        surName: values!.surName,
        givenName: values!.givenName,
        passportNumber: values!.passportNumber,
        nationality: 'ethiopian',
        nationalityCode: 'ETH',
        dateOfBirth: values!.dateOfBirth,
        sex: values!.sex,
        passportExpiryDate: values!.passportExpiryDate,
      },
    });
    expect(await readdir(filesDir).catch(() => [])).toEqual([]);
  }, 120_000);

  it('reads a page scanned upside down', async () => {
    const { image, lines } = await passportPageImage(values!, 3);
    const turned = await sharp(image).rotate(180).jpeg().toBuffer();
    const answer = await (await read(turned, api.tokens.adminA)).json();
    expect(answer.lines).toEqual(lines);
    expect(answer.reading.ok).toBe(true);
  }, 120_000);

  it('reads a page laid crooked on the scanner, straightened a few degrees', async () => {
    const { image, lines } = await passportPageImage(values!, 3);
    for (const tilt of [3.5, -3]) {
      const crooked = await sharp(image).rotate(tilt, { background: '#ffffff' }).jpeg().toBuffer();
      const answer = await (await read(crooked, api.tokens.adminA)).json();
      expect(answer.lines, `tilted ${tilt} degrees`).toEqual(lines);
      expect(answer.reading.ok).toBe(true);
    }
  }, 240_000);

  it('names a wrong check digit printed on the page and offers nothing to fill', async () => {
    const [line1, line2] = passportMrzLines(values!);
    const wrongDigit = String((Number(line2[19]) + 1) % 10);
    const printed: [string, string] = [line1, `${line2.slice(0, 19)}${wrongDigit}${line2.slice(20)}`];
    const { image } = await passportPageImage(values!, 2, printed);
    const answer = await (await read(image, api.tokens.adminA)).json();
    expect(answer.lines).toEqual(printed);
    expect(answer.reading.ok).toBe(false);
    expect(answer.reading.problems).toContainEqual({
      field: 'dateOfBirth',
      line: 2,
      found: wrongDigit,
      expected: line2[19],
    });
  }, 120_000);

  it('says so when an image holds no machine-readable lines', async () => {
    const blank = await sharp({ create: { width: 800, height: 560, channels: 3, background: '#e8e4da' } })
      .jpeg()
      .toBuffer();
    expect(await (await read(blank, api.tokens.adminA)).json()).toEqual({ lines: null, reading: null });
  }, 120_000);

  it(
    'refuses a caller who may not enter employees, a signed-out caller and a file that is not an image',
    { timeout: 120_000 },
    async () => {
      const { image } = await passportPageImage(values!, 1);
      expect((await read(image, api.tokens.plainA)).status).toBe(403);
      expect((await read(image)).status).toBe(401);
      const notImage = await read(Buffer.from('%PDF-1.4 not a picture'), api.tokens.adminA);
      expect(notImage.status).toBe(400);
      expect((await notImage.json()).message).toBe('The file is not an image');
    },
  );
});
