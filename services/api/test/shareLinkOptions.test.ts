import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeInput } from './fixtures';
import { ENGINES, startTestApi, type TestApi } from './support/testApi';

const SHARED = `query ($link: String!, $password: String) {
  sharedEmployees(link: $link, password: $password) { number givenName surName passportNumber facePhoto }
}`;
const LINK_FIELDS = 'link revoked expiresOn hasPassword hideContact views downloads';

describe.each(ENGINES)(
  'share link settings (revoke, expiry, password, hidden contact, views) on %s',
  (engine) => {
    let api: TestApi;
    let filesDir: string;
    let base: string;
    let employeeId: string;
    let photo: string;

    const newLink = async () => {
      const made = await api.gql(
        `mutation ($ids: [ID!]!) { generateLink(employeeIds: $ids) { ${LINK_FIELDS} } }`,
        { ids: [employeeId] },
        api.tokens.adminA,
      );
      return made.data!.generateLink as Record<string, unknown> & { link: string };
    };
    const setOptions = (input: Record<string, unknown>, token = api.tokens.adminA) =>
      api.gql(
        `mutation ($input: ShareLinkOptionsInput!) { setShareLinkOptions(input: $input) { ${LINK_FIELDS} } }`,
        { input },
        token,
      );
    const sharedPhoto = (link: string, password?: string) =>
      fetch(`${base}/api/shared/${link}/files/${photo}`, {
        headers: password ? { 'x-share-password': password } : {},
      });

    beforeAll(async () => {
      filesDir = await mkdtemp(join(tmpdir(), 'api-share-'));
      api = await startTestApi(engine, { filesDir });
      base = api.url.replace(/\/graphql$/, '');
      const created = await api.gql(
        `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`,
        { input: employeeInput({ passportNumber: 'EP7001234' }) },
        api.tokens.adminA,
      );
      employeeId = created.data!.createEmployee._id;
      const form = new FormData();
      form.append('id', employeeId);
      form.append('type', 'face');
      const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#ffa500' } })
        .png()
        .toBuffer();
      form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'face.png');
      const uploaded = await fetch(`${base}/api/uploads`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${api.tokens.adminA}` },
      });
      photo = ((await uploaded.json()) as { fileName: string }).fileName;
    }, 60_000);
    afterAll(async () => {
      await api?.close();
      await rm(filesDir, { recursive: true, force: true });
    });

    it('starts open and counts each opening for the agency', async () => {
      const made = await newLink();
      expect(made).toMatchObject({
        revoked: false,
        expiresOn: null,
        hasPassword: false,
        hideContact: false,
        views: 0,
      });
      for (let i = 0; i < 2; i++) {
        const opened = await api.gql(SHARED, { link: made.link });
        expect(opened.data!.sharedEmployees).toEqual([
          expect.objectContaining({
            number: 1,
            givenName: 'ALMAZ TESFAYE',
            passportNumber: 'EP7001234',
          }),
        ]);
      }
      const listed = await api.gql(`{ shortLinks { ${LINK_FIELDS} } }`, {}, api.tokens.adminA);
      expect(listed.data!.shortLinks.find((l: { link: string }) => l.link === made.link)).toMatchObject({
        views: 2,
      });
    });

    it('a revoked link answers like an unknown one, photos included', async () => {
      const { link } = await newLink();
      expect((await sharedPhoto(link)).status).toBe(200);
      const revoked = await api.gql(
        `mutation ($link: String!) { revokeShareLink(link: $link) { ${LINK_FIELDS} } }`,
        { link },
        api.tokens.adminA,
      );
      expect(revoked.data!.revokeShareLink).toMatchObject({ link, revoked: true });
      expect(await api.gql(SHARED, { link })).toEqual(await api.gql(SHARED, { link: 'zzzzzz' }));
      expect((await api.gql(SHARED, { link })).data!.sharedEmployees).toEqual([]);
      expect((await sharedPhoto(link)).status).toBe(404);
    });

    it('an expired link opens nothing; a later day opens it again', async () => {
      const { link } = await newLink();
      expect((await setOptions({ link, expiresOn: '2020-01-01' })).data!.setShareLinkOptions).toMatchObject({
        expiresOn: '2020-01-01',
      });
      expect((await api.gql(SHARED, { link })).data!.sharedEmployees).toEqual([]);
      expect((await sharedPhoto(link)).status).toBe(404);
      await setOptions({ link, expiresOn: '2999-12-31' });
      expect((await api.gql(SHARED, { link })).data!.sharedEmployees).toHaveLength(1);
    });

    it('a link with a password asks for it, for the CVs and for the photos', async () => {
      const { link } = await newLink();
      const set = await setOptions({ link, password: 'riyadh2026' });
      expect(set.data!.setShareLinkOptions).toMatchObject({ hasPassword: true });
      for (const password of [undefined, 'wrong-one']) {
        const refused = await api.gql(SHARED, { link, password });
        expect(refused.errors?.[0]).toMatchObject({
          message: 'This link needs a password',
          extensions: { code: 'PASSWORD_REQUIRED' },
        });
      }
      expect((await sharedPhoto(link)).status).toBe(401);
      expect((await sharedPhoto(link, 'wrong-one')).status).toBe(401);
      expect((await api.gql(SHARED, { link, password: 'riyadh2026' })).data!.sharedEmployees).toHaveLength(1);
      expect((await sharedPhoto(link, 'riyadh2026')).status).toBe(200);
      await setOptions({ link, password: '' });
      expect((await api.gql(SHARED, { link })).data!.sharedEmployees).toHaveLength(1);
    });

    it('hide-contact removes names and phones before they leave the server', async () => {
      const { link } = await newLink();
      await setOptions({ link, hideContact: true });
      const opened = await api.gql(SHARED, { link });
      expect(opened.data!.sharedEmployees).toEqual([
        {
          number: 1,
          givenName: null,
          surName: null,
          passportNumber: null,
          facePhoto: photo,
        },
      ]);
      expect(JSON.stringify(opened)).not.toContain('0911223344');
    });

    it("only the link's company changes it; bad settings are refused with the field named", async () => {
      const { link } = await newLink();
      expect((await setOptions({ link, hideContact: true }, api.tokens.adminB)).errors?.[0]?.message).toBe(
        'Link not found',
      );
      const revokedByOther = await api.gql(
        `mutation ($link: String!) { revokeShareLink(link: $link) { link } }`,
        { link },
        api.tokens.adminB,
      );
      expect(revokedByOther.errors?.[0]?.message).toBe('Link not found');
      expect((await setOptions({ link, password: 'abc' })).errors?.[0]).toMatchObject({
        message: 'The password must be 4 to 64 characters',
        extensions: { field: 'password' },
      });
      expect((await setOptions({ link, expiresOn: '2026-02-30' })).errors?.[0]?.extensions).toMatchObject({
        field: 'expiresOn',
      });
      expect((await api.gql(SHARED, { link })).data!.sharedEmployees[0].givenName).toBe('ALMAZ TESFAYE');
    });
  },
);
