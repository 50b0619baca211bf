import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestApi, type TestApi } from './support/testApi';

// Issue 34: the tutorials (with pictures) and Important Links the platform operator keeps; sudan2 agencies see
// no tutorials and no Ethiopian labour-portal card.
const SAVE_TUTORIAL = `mutation ($input: TutorialInput!) { saveTutorial(input: $input) { _id title image topic } }`;
const SAVE_LINK = `mutation ($input: ImportantLinkInput!) { saveImportantLink(input: $input) { _id title kind } }`;
const PICTURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe.each(ENGINES)('content the operator keeps, on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine);
  }, 180_000);
  afterAll(() => api?.close());

  it('saves a tutorial with its picture and screen, and edits it in place', async () => {
    const saved = await api.gql(
      SAVE_TUTORIAL,
      {
        input: {
          title: 'Time zone on Windows',
          url: 'https://example.com/tz',
          image: PICTURE,
          topic: 'timeZone',
        },
      },
      api.tokens.superUser,
    );
    expect(saved.errors).toBeUndefined();
    const id = saved.data!.saveTutorial._id as string;
    const edited = await api.gql(
      SAVE_TUTORIAL,
      {
        input: {
          id,
          title: 'Time zone (Windows 11)',
          url: 'https://example.com/tz',
          image: '',
          topic: 'timeZone',
        },
      },
      api.tokens.superUser,
    );
    expect(edited.data!.saveTutorial).toEqual({
      _id: id,
      title: 'Time zone (Windows 11)',
      image: '',
      topic: 'timeZone',
    });
    const byTopic = await api.gql(`{ tutorials(topic: "timeZone") { _id } }`, {}, api.tokens.adminA);
    expect(byTopic.data!.tutorials).toEqual([{ _id: id }]);
  });

  it('refuses a company admin, a script address and a picture that is not an image', async () => {
    const refused = await api.gql(
      SAVE_TUTORIAL,
      { input: { title: 'Mine', url: 'https://example.com/v' } },
      api.tokens.adminA,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    for (const write of [
      'mutation { deleteTutorial(id: "000000000000000000000001") { affectedRows } }',
      'mutation { saveImportantLink(input: {title: "Mine", url: "https://example.com"}) { _id } }',
      'mutation { deleteImportantLink(id: "000000000000000000000001") { affectedRows } }',
    ]) {
      for (const token of [api.tokens.adminA, api.tokens.agent]) {
        expect((await api.gql(write, {}, token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
    }
    const script = await api.gql(
      SAVE_LINK,
      { input: { title: 'Bad', url: 'javascript:alert(1)' } },
      api.tokens.superUser,
    );
    expect(script.errors?.[0]?.message).toMatch(/web address/);
    const notImage = await api.gql(
      SAVE_TUTORIAL,
      {
        input: {
          title: 'Bad picture',
          url: 'https://example.com/v',
          image: 'https://tracker.example.com/p.png',
        },
      },
      api.tokens.superUser,
    );
    expect(notImage.errors?.[0]?.message).toMatch(/PNG, JPEG or WebP/);
  });

  it('hides the tutorials and the Ethiopian labour portal from a sudan2 agency', async () => {
    await api.gql(
      SAVE_LINK,
      { input: { title: 'LMIS', url: 'https://lmis.gov.et', kind: 'ethiopianLabourPortal' } },
      api.tokens.superUser,
    );
    await api.gql(
      SAVE_LINK,
      { input: { title: 'Musaned', url: 'https://musaned.com.sa' } },
      api.tokens.superUser,
    );
    const titles = async (token: string) =>
      (
        (await api.gql(`{ importantLinks { title } }`, {}, token)).data!.importantLinks as Array<{
          title: string;
        }>
      ).map((link) => link.title);
    expect(await titles(api.tokens.adminB)).toEqual(expect.arrayContaining(['LMIS', 'Musaned']));
    await api.db.query(`UPDATE companies SET deposit_amount = 'sudan2' WHERE id = $1`, [api.companies.b]);
    expect(await titles(api.tokens.adminB)).not.toContain('LMIS');
    expect(await titles(api.tokens.adminB)).toContain('Musaned');
    expect((await api.gql(`{ tutorials { _id } }`, {}, api.tokens.adminB)).data!.tutorials).toEqual([]);
  });
});
