import { newObjectId, newShortLink } from '@placement/domain';
import { issueToken } from '../../src/auth/tokens';
import { saveEmployee } from '../../src/modules/employees/repository';
import { startTestApi, TEST_ADMIN_ROLES, type Engine, type GqlResult, type TestApi } from './testApi';

/**
 * The demo's partner graph over HTTP: agency A (the owner) offers its candidates to its foreign-agent partner P
 * and to its sub agent; P is also the partner of a competitor C (another local agency, not A's partner); a
 * stranger agency and the operator (Super) stand apart.
 */
export const PARTIES = ['owner', 'partner', 'subAgent', 'stranger', 'super'] as const;
export type Party = (typeof PARTIES)[number];

export interface PartnerGraph {
  api: TestApi;
  base: string;
  /** Each party's company (Super's user works for the owner's company, as in the test API). */
  company: Record<Party, string> & { competitor: string };
  token: Record<Party, string> & { competitor: string };
  gql(party: Party | 'competitor', query: string, variables?: Record<string, unknown>): Promise<GqlResult>;
  rest(party: Party | 'competitor', method: string, path: string): Promise<Response>;
  /** A fresh case: A's employee offered to P and the sub agent, with A's visa and photo, and a link P made. */
  freshCase(): Promise<Case>;
  /** A visa and an uploaded file of the given company, for calls that name the caller's own records. */
  ownRecords(companyId: string): Promise<{ visa: string; file: string }>;
}

export interface Case {
  employee: string;
  passportNumber: string;
  visa: string;
  visaNumber: string;
  photo: string;
  link: string;
}

const digits = (length: number) =>
  Array.from({ length }, (_, index) =>
    index === 0 ? 1 + Math.floor(Math.random() * 9) : Math.floor(Math.random() * 10),
  ).join('');

export async function startPartnerGraph(engine: Engine): Promise<PartnerGraph> {
  const api = await startTestApi(engine);
  const { db } = api;
  const subAgent = newObjectId();
  const stranger = newObjectId();
  await db.query(
    `INSERT INTO companies (id, type, display_name, email) VALUES
       ($1, 'SubAgent', 'KASSALA SUB AGENT', 'sub.agent@example.com'),
       ($2, 'LocalAgency', 'STRANGER AGENCY', 'stranger@example.com')`,
    [subAgent, stranger],
  );
  // A partners its sub agent; P partners the competitor C (agency b) as well as A.
  await db.query(
    'INSERT INTO company_partners (company_id, partner_id) VALUES ($1, $2), ($2, $1), ($3, $4), ($4, $3)',
    [api.companies.a, subAgent, api.companies.b, api.companies.agent],
  );
  const admin = async (companyId: string, email: string) => {
    const id = newObjectId();
    await db.query(
      `INSERT INTO users (id, company_id, name, email, password_hash, user_type, status, email_verified_at)
       VALUES ($1, $2, $3, $4, 'not-a-hash', 'ClientAdmin', 'Active', now())`,
      [id, companyId, email.split('@')[0], email],
    );
    await db.query(
      'INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE display_name = ANY($2)',
      [id, TEST_ADMIN_ROLES],
    );
    return issueToken(db, id);
  };
  const company = {
    owner: api.companies.a,
    partner: api.companies.agent,
    subAgent,
    stranger,
    super: api.companies.a,
    competitor: api.companies.b,
  };
  const token = {
    owner: api.tokens.adminA,
    partner: api.tokens.agent,
    subAgent: await admin(subAgent, 'sub.admin@example.com'),
    stranger: await admin(stranger, 'stranger.admin@example.com'),
    super: api.tokens.superUser,
    competitor: api.tokens.adminB,
  };
  const base = api.url.replace(/\/graphql$/, '');

  const storedFile = async (companyId: string) => {
    const name = `face-${newObjectId()}.jpg`;
    await db.query(`INSERT INTO stored_files (name, company_id, kind) VALUES ($1, $2, 'face')`, [
      name,
      companyId,
    ]);
    return name;
  };
  const visaOf = async (companyId: string, fullName: string) => {
    const id = newObjectId();
    const visaNumber = digits(10);
    await db.query(
      `INSERT INTO visas (id, owner_id, visa_number, full_name, passport_number, data)
       VALUES ($1, $2, $3, $4, '1234567', '{"visaQty": 1}'::jsonb)`,
      [id, companyId, visaNumber, fullName],
    );
    return { id, visaNumber };
  };

  return {
    api,
    base,
    company,
    token,
    gql: (party, query, variables = {}) => api.gql(query, variables, token[party]),
    rest: (party, method, path) =>
      fetch(`${base}${path}`, { method, headers: { authorization: `Bearer ${token[party]}` } }),
    async freshCase() {
      const visa = await visaOf(company.owner, 'SPONSOR OF A');
      const photo = await storedFile(company.owner);
      const employee = newObjectId();
      const passportNumber = `EP${digits(7)}`;
      await saveEmployee(
        db,
        employee,
        {
          ownerId: company.owner,
          status: 'new',
          prospectIds: [company.partner, company.subAgent],
          visaId: visa.id,
          visaNumber: visa.visaNumber,
          employer: 'SPONSOR OF A',
          data: {
            passportNumber,
            givenName: 'SABA',
            surName: 'GIRMA',
            sex: 'female',
            dateOfBirth: '1998-03-05T11:00:00.000Z',
            facePhoto: photo,
            additionalData: { lmisPassword: 'secret-of-a', notes: 'private note of A' },
          },
        },
        true,
      );
      const link = newShortLink();
      await db.query('INSERT INTO short_links (id, link, company_id, employee_ids) VALUES ($1, $2, $3, $4)', [
        newObjectId(),
        link,
        company.partner,
        [employee],
      ]);
      return { employee, passportNumber, visa: visa.id, visaNumber: visa.visaNumber, photo, link };
    },
    async ownRecords(companyId) {
      return { visa: (await visaOf(companyId, 'OWN SPONSOR')).id, file: await storedFile(companyId) };
    },
  };
}
