import { newObjectId, subAgentInputSchema } from '@placement/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from './support/snapshot';
import { ENGINES, startTestApi, type TestApi } from './support/testApi';

// The Sub Agents panel of a sudan agency's My account page (spec 01 §2): add a sub agent (name, telephone),
// edit it, list them. The server keeps the panel's rules: sudan agencies only, the domain's checks, its own
// sub agents only.
const SAVE = `mutation ($input: SubAgentInput!) {
  saveSubAgent(input: $input) { _id type displayName email address { telephone } } }`;
const PARTNERS = `query ($id: ID) { getCompany(input: {id: $id}) { partners { _id displayName type telephone } } }`;

const domainIssue = (input: Record<string, unknown>) => {
  const result = subAgentInputSchema.safeParse(input);
  if (result.success) throw new Error(`the domain accepts ${JSON.stringify(input)}`);
  const issue = result.error.issues[0]!;
  return { field: issue.path.join('.'), message: issue.message };
};

describe.each(ENGINES)('sub agents of a sudan agency, on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine);
    // Agency A is the sudan variant; agency B an ordinary one.
    await api.db.query(`UPDATE companies SET deposit_amount = 'sudan' WHERE id = $1`, [api.companies.a]);
  }, 60_000);
  afterAll(() => api?.close());

  const subAgentsOf = async (companyId: string, token: string) => {
    const result = await api.gql(PARTNERS, { id: companyId }, token);
    return (result.data!.getCompany.partners as Array<{ type: string }>).filter(
      (partner) => partner.type === 'SubAgent',
    );
  };

  it('adds a sub agent the agency then sees in its list, and edits it in place', async () => {
    const created = await api.gql(
      SAVE,
      { input: { displayName: ' Kassala office ', telephone: '0912345678' } },
      api.tokens.adminA,
    );
    expect(created.errors).toBeUndefined();
    const subAgent = created.data!.saveSubAgent;
    expect(subAgent).toMatchObject({
      type: 'SubAgent',
      displayName: 'KASSALA OFFICE',
      address: { telephone: '0912345678' },
    });
    expect(subAgent.email).toBe(`subagent.${subAgent._id}@placement.invalid`);
    expect(await subAgentsOf(api.companies.a, api.tokens.adminA)).toEqual([
      { _id: subAgent._id, displayName: 'KASSALA OFFICE', type: 'SubAgent', telephone: '0912345678' },
    ]);

    const edited = await api.gql(
      SAVE,
      { input: { id: subAgent._id, displayName: 'Port Sudan office', telephone: '0998765432' } },
      api.tokens.adminA,
    );
    expect(edited.errors).toBeUndefined();
    expect(edited.data!.saveSubAgent).toMatchObject({
      _id: subAgent._id,
      displayName: 'PORT SUDAN OFFICE',
      email: subAgent.email,
      address: { telephone: '0998765432' },
    });
    expect(await subAgentsOf(api.companies.a, api.tokens.adminA)).toEqual([
      { _id: subAgent._id, displayName: 'PORT SUDAN OFFICE', type: 'SubAgent', telephone: '0998765432' },
    ]);
  });

  it.each<[string, Record<string, unknown>]>([
    ['a telephone too short', { displayName: 'Gedaref office', telephone: '0912' }],
    ['a telephone too long', { displayName: 'Gedaref office', telephone: '09123456789012' }],
    ['no name', { displayName: '  ', telephone: '0912345678' }],
  ])('refuses %s with the domain’s field and message, and stores nothing', async (_what, input) => {
    const before = await snapshot(api.db);
    const result = await api.gql(SAVE, { input }, api.tokens.adminA);
    const { field, message } = domainIssue(input);
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(await snapshot(api.db)).toBe(before);
  });

  it('refuses an agency that is not sudan, whatever its roles', async () => {
    const before = await snapshot(api.db);
    const result = await api.gql(
      SAVE,
      { input: { displayName: 'Nile office', telephone: '0912345678' } },
      api.tokens.adminB,
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_AVAILABLE');
    expect(await snapshot(api.db)).toBe(before);
  });

  it('changes only its own sub agents: another agency’s, or a partner that is no sub agent, is a missing one', async () => {
    const mine = await api.gql(
      SAVE,
      { input: { displayName: 'Atbara office', telephone: '0911111111' } },
      api.tokens.adminA,
    );
    const id = mine.data!.saveSubAgent._id as string;
    await api.db.query(`UPDATE companies SET deposit_amount = 'sudan' WHERE id = $1`, [api.companies.b]);
    try {
      const before = await snapshot(api.db);
      const missing = await api.gql(
        SAVE,
        { input: { id: newObjectId(), displayName: 'x office', telephone: '0912345678' } },
        api.tokens.adminB,
      );
      expect(missing.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
      const theirs = await api.gql(
        SAVE,
        { input: { id, displayName: 'x office', telephone: '0912345678' } },
        api.tokens.adminB,
      );
      expect(theirs.errors).toEqual(missing.errors);
      const agent = await api.gql(
        SAVE,
        { input: { id: api.companies.agent, displayName: 'x office', telephone: '0912345678' } },
        api.tokens.adminA,
      );
      expect(agent.errors?.[0]?.message).toBe(missing.errors?.[0]?.message);
      expect(await snapshot(api.db)).toBe(before);
    } finally {
      await api.db.query(`UPDATE companies SET deposit_amount = '' WHERE id = $1`, [api.companies.b]);
    }
  });

  it('leaves a sub agent that signs in itself to keep its own details', async () => {
    const created = await api.gql(
      SAVE,
      { input: { displayName: 'Kosti office', telephone: '0922222222' } },
      api.tokens.adminA,
    );
    const id = created.data!.saveSubAgent._id as string;
    const userId = newObjectId();
    await api.db.query(
      `INSERT INTO users (id, company_id, name, email, password_hash, user_type, status)
       VALUES ($1, $2, 'Kosti Admin', 'kosti@example.com', 'not-a-hash', 'ClientAdmin', 'Active')`,
      [userId, id],
    );
    const before = await snapshot(api.db);
    const result = await api.gql(
      SAVE,
      { input: { id, displayName: 'Renamed office', telephone: '0922222222' } },
      api.tokens.adminA,
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('READ_ONLY');
    expect(await snapshot(api.db)).toBe(before);
    // The platform operator may still correct it.
    const fixed = await api.gql(
      SAVE,
      { input: { id, displayName: 'Kosti main office', telephone: '0922222222' } },
      api.tokens.superUser,
    );
    expect(fixed.data?.saveSubAgent.displayName).toBe('KOSTI MAIN OFFICE');
  });
});
