import { newObjectId } from '@placement/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../src/auth/tokens';
import { employeeInput } from './fixtures';
import { idTakingOperations } from './support/idTakingOperations';
import { snapshot } from './support/snapshot';
import { ENGINES, startTestApi, TEST_ADMIN_ROLES, type GqlResult, type TestApi } from './support/testApi';

/**
 * The tenancy matrix, built from the partner graph: the owner agency offers its employee to its sub agent and
 * partners a foreign agent; a stranger agency and the platform (Super's own company) stand apart. Every caller
 * aims every id-taking operation at every company's records; unless the spec grants the caller that record,
 * the answer is exactly the answer for an id that exists nowhere, and nobody's data changes.
 */
const PARTIES = ['owner', 'partnerAgent', 'subAgent', 'stranger', 'platform'] as const;
type Party = (typeof PARTIES)[number];

/** One company's records the calls aim at. */
interface Target {
  company: string;
  employee: string;
  visa: string;
  payment: string;
  user: string;
  link: string;
}

type Call = { query: string; variables: Record<string, unknown> };
/** Whether the spec lets `caller` reach `target`'s record (the answer may then differ from a missing id's). */
type Grant = (caller: Party, target: Party) => boolean;

const LINKED: ReadonlyArray<[Party, Party]> = [
  ['owner', 'partnerAgent'],
  ['owner', 'subAgent'],
];
const linked = (a: Party, b: Party) => LINKED.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

// The spec's grants. Super (the platform's user) reaches everything; anyone reaches its own company's records.
const own: Grant = (caller, target) => caller === 'platform' || caller === target;
/** Companies: one's own and one's partners (spec 01 §4: partner details, "Load company by id"). */
const company: Grant = (caller, target) => own(caller, target) || linked(caller, target);
/** The owner's employee is offered to the sub agent (a prospect): it may read and edit it, not delete it. */
const employee: Grant = (caller, target) =>
  own(caller, target) || (caller === 'subAgent' && target === 'owner');
const superOnly: Grant = (caller) => caller === 'platform';
/** Public account flows: the answer never tells whether the id exists. */
const never: Grant = () => false;

const NOT_AN_IMAGE = 'data:image/png;base64,bm90IGFuIGltYWdl';

interface MatrixOperation {
  /** The root field it calls (several rows may call one field with different ids). */
  field: string;
  grant: Grant;
  call: (target: Target, me: Target, api: MatrixApi) => Call;
}

const q = (query: string, variables: Record<string, unknown> = {}): Call => ({ query, variables });

const MATRIX: Record<string, MatrixOperation> = {
  Users: {
    field: 'Users',
    grant: own,
    call: (t) => q(`query ($c: ID) { Users(companyId: $c) { totalCount users { _id } } }`, { c: t.company }),
  },
  GetUser: {
    field: 'GetUser',
    grant: own,
    call: (t) => q(`query ($id: ID!) { GetUser(input: {_id: $id}) { _id email } }`, { id: t.user }),
  },
  getCompany: {
    field: 'getCompany',
    grant: company,
    call: (t) => q(`query ($id: ID) { getCompany(input: {id: $id}) { _id displayName } }`, { id: t.company }),
  },
  // Each of these reads one type of company: another type's id is a missing one.
  getForeignAgent: {
    field: 'getForeignAgent',
    grant: (caller, target) => company(caller, target) && target === 'partnerAgent',
    call: (t) => q(`query ($id: ID!) { getForeignAgent(id: $id) { _id displayName } }`, { id: t.company }),
  },
  getLocalAgency: {
    field: 'getLocalAgency',
    grant: (caller, target) => company(caller, target) && ['owner', 'stranger'].includes(target),
    call: (t) => q(`query ($id: ID!) { getLocalAgency(id: $id) { _id displayName } }`, { id: t.company }),
  },
  // The list filtered by a prospect company holds the caller's own visible employees offered to it: only the
  // owner's employee is offered (to the sub agent), and the owner, the sub agent and Super see it.
  employeesByLink: {
    field: 'employees',
    grant: (caller, target) => target === 'subAgent' && ['owner', 'subAgent', 'platform'].includes(caller),
    call: (t) =>
      q(`query ($link: ID) { employees(link: $link, take: 100) { totalCount employees { _id } } }`, {
        link: t.company,
      }),
  },
  getEmployee: {
    field: 'getEmployee',
    grant: employee,
    call: (t) =>
      q(`query ($id: ID!) { getEmployee(input: {_id: $id}) { _id givenName } }`, { id: t.employee }),
  },
  getVisa: {
    field: 'getVisa',
    grant: own,
    call: (t) => q(`query ($id: ID!) { getVisa(id: $id) { _id visaNumber } }`, { id: t.visa }),
  },
  getMedicalPayment: {
    field: 'getMedicalPayment',
    grant: own,
    call: (t) => q(`query ($id: ID!) { getMedicalPayment(input: {_id: $id}) { _id } }`, { id: t.payment }),
  },
  // A company reads its own log, Super any company's: another company's id still shows the caller its own.
  auditLog: {
    field: 'auditLog',
    grant: superOnly,
    call: (t) => q(`query ($c: ID) { auditLog(companyId: $c) { totalCount } }`, { c: t.company }),
  },
  createUser: {
    field: 'createUser',
    grant: own,
    call: (t) =>
      q(
        `mutation ($id: ID) { createUser(input: {id: $id, name: "Renamed User", email: "renamed.user@example.com"}) { _id } }`,
        { id: t.user },
      ),
  },
  createUserInCompany: {
    field: 'createUser',
    grant: own,
    call: (t) =>
      q(
        `mutation ($c: ID) { createUser(input: {id: "new0000001", name: "Planted User", email: "planted.user@example.com", companyId: $c}) { _id } }`,
        { c: t.company },
      ),
  },
  changeUser: {
    field: 'changeUser',
    grant: own,
    call: (t) =>
      q(`mutation ($id: ID!) { changeUser(input: {name: "deactivate", _id: $id}) { _id } }`, { id: t.user }),
  },
  changeUserPassword: {
    field: 'changeUser',
    grant: own,
    call: (t) =>
      q(
        `mutation ($id: ID!) { changeUser(input: {name: "reset", _id: $id, password: "taken-over-1"}) { _id } }`,
        {
          id: t.user,
        },
      ),
  },
  deleteUser: {
    field: 'deleteUser',
    grant: own,
    call: (t) => q(`mutation ($id: ID!) { deleteUser(id: $id) { affectedRows } }`, { id: t.user }),
  },
  addUserRoles: {
    field: 'addUserRoles',
    grant: own,
    call: (t, _me, api) =>
      q(`mutation ($ids: [ID!]!) { addUserRoles(ids: $ids) { _id } }`, { ids: [t.user, api.roleId] }),
  },
  addUserAgency: {
    field: 'addUserAgency',
    grant: own,
    call: (t) =>
      q(`mutation ($ids: [ID!]!) { addUserAgency(ids: $ids) { _id } }`, { ids: [t.user, t.company] }),
  },
  // The caller's own user moved into the target company: only whoever administers that company may.
  addOwnUserToAgency: {
    field: 'addUserAgency',
    grant: own,
    call: (t, me) =>
      q(`mutation ($ids: [ID!]!) { addUserAgency(ids: $ids) { _id } }`, { ids: [me.user, t.company] }),
  },
  addUserAgent: {
    field: 'addUserAgent',
    grant: own,
    call: (t) =>
      q(`mutation ($ids: [ID!]!) { addUserAgent(ids: $ids) { _id } }`, { ids: [t.user, t.company] }),
  },
  addOwnUserToAgent: {
    field: 'addUserAgent',
    grant: own,
    call: (t, me) =>
      q(`mutation ($ids: [ID!]!) { addUserAgent(ids: $ids) { _id } }`, { ids: [me.user, t.company] }),
  },
  // One's own password only: a user id given beside it is not a way into another account.
  changePassword: {
    field: 'changePassword',
    grant: never,
    call: (t) =>
      q(
        `mutation ($id: ID) { changePassword(input: {userId: $id, oldPassword: "not-it-1", password: "abcdef", confirmPassword: "abcdef"}) { message } }`,
        { id: t.user },
      ),
  },
  resetUserPassword: {
    field: 'resetUserPassword',
    grant: never,
    call: (t) =>
      q(`mutation ($input: ResetUserPasswordInput!) { resetUserPassword(input: $input) { message } }`, {
        input: { id: t.user, token: 'a.1.b', password: 'secret99', confirmPassword: 'secret99' },
      }),
  },
  verifyEmail: {
    field: 'verifyEmail',
    grant: never,
    call: (t) =>
      q(`mutation ($input: VerifyEmailInput!) { verifyEmail(input: $input) { message } }`, {
        input: { id: t.user, token: 'a', expires: '1', signature: 'b' },
      }),
  },
  resendVerificationEmail: {
    field: 'resendVerificationEmail',
    grant: never,
    call: (t) => q(`mutation ($id: ID!) { resendVerificationEmail(id: $id) { message } }`, { id: t.user }),
  },
  createCompany: {
    field: 'createCompany',
    grant: own,
    call: (t) =>
      q(
        `mutation ($id: ID) { createCompany(input: {id: $id, displayName: "hijacked", email: "hijacked@example.com"}) { _id } }`,
        { id: t.company },
      ),
  },
  createForeignAgent: {
    field: 'createForeignAgent',
    grant: company,
    call: (t) =>
      q(
        `mutation ($id: ID) { createForeignAgent(input: {id: $id, displayName: "hijacked", email: "hijacked@example.com"}) { _id } }`,
        { id: t.company },
      ),
  },
  createLocalAgency: {
    field: 'createLocalAgency',
    grant: company,
    call: (t) =>
      q(
        `mutation ($id: ID) { createLocalAgency(input: {id: $id, displayName: "hijacked", email: "hijacked@example.com"}) { _id } }`,
        { id: t.company },
      ),
  },
  // A sub agent is changed by the agency it works for (and Super); any other company's id, the agency's own and
  // a partner that is no sub agent among them, is a missing one.
  saveSubAgent: {
    field: 'saveSubAgent',
    grant: (caller, target) => target === 'subAgent' && ['owner', 'platform'].includes(caller),
    call: (t) =>
      q(`mutation ($input: SubAgentInput!) { saveSubAgent(input: $input) { _id } }`, {
        input: { id: t.company, displayName: 'hijacked', telephone: '0912345678' },
      }),
  },
  // Linking the caller's company with one it already partners changes nothing; an agency may link an existing
  // foreign agent (issue 34: Link Partner finds a registered partner instead of creating a duplicate); any
  // other company is missing.
  linkCompanies: {
    field: 'linkCompanies',
    grant: (caller, target) =>
      company(caller, target) || (['owner', 'stranger'].includes(caller) && target === 'partnerAgent'),
    call: (t, me) =>
      q(`mutation ($ids: [ID!]!) { linkCompanies(ids: $ids) { _id } }`, { ids: [me.company, t.company] }),
  },
  // Link Partner's search for another company is the operator's; anyone else's search is for its own company.
  partnerDirectory: {
    field: 'partnerDirectory',
    grant: superOnly,
    call: (t) =>
      q(`query ($c: ID) { partnerDirectory(searchText: "agent", forCompanyId: $c) { _id } }`, {
        c: t.company,
      }),
  },
  // The CV maker styles one's own company (and partners nobody signs in for, which this graph has none of).
  saveCompanyCvTemplate: {
    field: 'saveCompanyCvTemplate',
    grant: own,
    call: (t) =>
      q(
        `mutation ($id: ID!) { saveCompanyCvTemplate(input: {id: $id, cvTemplate: {headBgColor: "#ff0000"}}) { _id } }`,
        { id: t.company },
      ),
  },
  deleteCompany: {
    field: 'deleteCompany',
    grant: superOnly,
    call: (t) => q(`mutation ($id: ID!) { deleteCompany(id: $id) { affectedRows } }`, { id: t.company }),
  },
  createEmployee: {
    field: 'createEmployee',
    grant: employee,
    call: (t) =>
      q(`mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`, {
        input: employeeInput({ _id: t.employee, passportNumber: 'EP4440001', status: 'selected' }),
      }),
  },
  createEmployeeForOwner: {
    field: 'createEmployee',
    grant: company,
    call: (t) =>
      q(`mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`, {
        input: employeeInput({ _id: 'new0000002', passportNumber: 'EP4440002', owner: t.company }),
      }),
  },
  createEmployeeWithProspect: {
    field: 'createEmployee',
    grant: company,
    call: (t) =>
      q(`mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`, {
        input: employeeInput({ _id: 'new0000003', passportNumber: 'EP4440003', prospects: [t.company] }),
      }),
  },
  // Deleting is the owner's alone: a prospect that may edit an employee may not destroy another company's record.
  deleteEmployee: {
    field: 'deleteEmployee',
    grant: own,
    call: (t) => q(`mutation ($id: ID!) { deleteEmployee(id: $id) { affectedRows } }`, { id: t.employee }),
  },
  assignEmployeeVisa: {
    field: 'assignEmployeeVisa',
    grant: employee,
    call: (t) =>
      q(`mutation ($ids: [ID!]!) { assignEmployeeVisa(ids: $ids) { _id } }`, { ids: [t.employee, t.visa] }),
  },
  assignOwnEmployeeTheirVisa: {
    field: 'assignEmployeeVisa',
    grant: own,
    call: (t, me) =>
      q(`mutation ($ids: [ID!]!) { assignEmployeeVisa(ids: $ids) { _id } }`, { ids: [me.employee, t.visa] }),
  },
  assignTheirEmployeeOwnVisa: {
    field: 'assignEmployeeVisa',
    grant: employee,
    call: (t, me) =>
      q(`mutation ($ids: [ID!]!) { assignEmployeeVisa(ids: $ids) { _id } }`, { ids: [t.employee, me.visa] }),
  },
  generateLink: {
    field: 'generateLink',
    grant: employee,
    call: (t) =>
      q(`mutation ($ids: [ID!]!) { generateLink(employeeIds: $ids) { link } }`, { ids: [t.employee] }),
  },
  createVisa: {
    field: 'createVisa',
    grant: own,
    call: (t) =>
      q(
        `mutation ($id: ID) { createVisa(input: {_id: $id, visaNumber: "1231231231", fullName: "x"}) { _id } }`,
        {
          id: t.visa,
        },
      ),
  },
  deleteVisa: {
    field: 'deleteVisa',
    grant: own,
    call: (t) => q(`mutation ($id: ID!) { deleteVisa(id: $id) { affectedRows } }`, { id: t.visa }),
  },
  createMedicalPayment: {
    field: 'createMedicalPayment',
    grant: own,
    call: (t) =>
      q(`mutation ($id: ID) { createMedicalPayment(input: {_id: $id, status: "paid"}) { _id } }`, {
        id: t.payment,
      }),
  },
  // A new payment recorded for another company's user.
  createMedicalPaymentForUser: {
    field: 'createMedicalPayment',
    grant: own,
    call: (t) =>
      q(`mutation ($u: ID) { createMedicalPayment(input: {totalAmount: 5, user: {_id: $u}}) { _id } }`, {
        u: t.user,
      }),
  },
  deleteMedicalPayment: {
    field: 'deleteMedicalPayment',
    grant: own,
    call: (t) =>
      q(`mutation ($id: ID!) { deleteMedicalPayment(id: $id) { affectedRows } }`, { id: t.payment }),
  },
  // Not an image: a call that reaches its record is refused for the image, one that does not for the record.
  uploadPicture: {
    field: 'uploadPicture',
    grant: employee,
    call: (t) =>
      q(`mutation ($input: PhotoUploadInput!) { uploadPicture(input: $input) { fileName } }`, {
        input: { _id: t.employee, type: 'face', avatar: NOT_AN_IMAGE },
      }),
  },
  uploadProfilePicture: {
    field: 'uploadProfilePicture',
    grant: (caller, target) => caller === target,
    call: (t) =>
      q(`mutation ($input: PhotoUploadInput!) { uploadProfilePicture(input: $input) { fileName } }`, {
        input: { _id: t.user, avatar: NOT_AN_IMAGE },
      }),
  },
  uploadCompanyPicture: {
    field: 'uploadCompanyPicture',
    grant: own,
    call: (t) =>
      q(`mutation ($input: PhotoUploadInput!) { uploadCompanyPicture(input: $input) { fileName } }`, {
        input: { _id: t.company, type: 'header', avatar: NOT_AN_IMAGE },
      }),
  },
  uploadFile: {
    field: 'uploadFile',
    grant: never,
    call: (t) =>
      q(`mutation ($input: PhotoUploadInput!) { uploadFile(input: $input) { fileName } }`, {
        input: { _id: t.payment, type: 'medical', avatar: NOT_AN_IMAGE },
      }),
  },
  requestRender: {
    field: 'requestRender',
    grant: employee,
    call: (t) =>
      q(
        `mutation ($ids: [String!]) { requestRender(input: {kind: cv, employeeIds: $ids, format: pdf}) { id } }`,
        {
          ids: [t.employee],
        },
      ),
  },
  // Before a print: its refusals and warnings name the employees, so only those the caller may print are asked.
  printCheck: {
    field: 'printCheck',
    grant: employee,
    call: (t) =>
      q(
        `query ($ids: [String!]!) { printCheck(input: {kind: kuwaitContract, employeeIds: $ids}) { warnings { code } } }`,
        { ids: [t.employee] },
      ),
  },
  // A foreign agent imports for a partner agency; an unrelated company's id is a missing one. A dry run writes nothing.
  importEmployees: {
    field: 'importEmployees',
    grant: company,
    call: (t) =>
      q(
        `mutation ($owner: ID) { importEmployees(rows: [{row: 2}], dryRun: true, owner: $owner) { imported dryRun } }`,
        { owner: t.company },
      ),
  },
  // Share-link codes are ids too: a link is its company's.
  setShareLinkOptions: {
    field: 'setShareLinkOptions',
    grant: own,
    call: (t) =>
      q(
        `mutation ($link: String!) { setShareLinkOptions(input: {link: $link, hideContact: true}) { link } }`,
        {
          link: t.link,
        },
      ),
  },
  revokeShareLink: {
    field: 'revokeShareLink',
    grant: own,
    call: (t) => q(`mutation ($link: String!) { revokeShareLink(link: $link) { link } }`, { link: t.link }),
  },
  shareLinkByEmail: {
    field: 'shareLinkByEmail',
    grant: own,
    call: (t) =>
      q(
        `mutation ($link: String!) { shareLinkByEmail(email: "someone@example.com", link: $link) { message } }`,
        {
          link: t.link,
        },
      ),
  },
};

/** Id-taking root fields the matrix leaves to other files, each with the reason. */
const ELSEWHERE: Record<string, string> = {
  linkedEmployees:
    "public by design, once the agency turns the list on, with its link's key (publicPremiumList.test.ts)",
  publicPremiumList:
    "the caller's own agency's list for one of its partner agents (publicPremiumList.test.ts)",
  setPublicPremiumList:
    "the caller's own agency's list for one of its partner agents (publicPremiumList.test.ts)",
  renewPublicPremiumList:
    "the caller's own agency's list for one of its partner agents (publicPremiumList.test.ts)",
  renderJob: "render job ids are random per request; another company's job is tested in render.test.ts",
  renderJobProgress: 'the subscription of renderJob, tested with it in renderJobProgress.test.ts',
  cancelRender: "a render job id as in renderJob; another company's cancel is tested in cancelRender.test.ts",
  saveTutorial: "the operator's platform content, no company's: Super alone (operatorContent.test.ts)",
  deleteTutorial: "the operator's platform content, no company's: Super alone (operatorContent.test.ts)",
  saveImportantLink: "the operator's platform content, no company's: Super alone (operatorContent.test.ts)",
  deleteImportantLink: "the operator's platform content, no company's: Super alone (operatorContent.test.ts)",
  importVisas: "its rows' sponsorId is the sponsor's national id number, not a record of any company",
};

const QUERY_FIELDS = new Set([
  'Users',
  'GetUser',
  'getCompany',
  'getForeignAgent',
  'getLocalAgency',
  'employees',
  'getEmployee',
  'getVisa',
  'getMedicalPayment',
  'auditLog',
]);

interface MatrixApi extends TestApi {
  roleId: string;
}

describe.each(ENGINES)('tenancy matrix over the partner graph, on %s', (engine) => {
  let api: MatrixApi;
  const tokens = {} as Record<Party, string>;
  const targets = {} as Record<Party, Target>;

  const must = async (query: string, variables: Record<string, unknown>, token: string) => {
    const result = await api.gql(query, variables, token);
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data!;
  };

  beforeAll(async () => {
    const base = await startTestApi(engine);
    const { db } = base;
    const subAgent = newObjectId();
    const platform = newObjectId();
    await db.query(
      `INSERT INTO companies (id, type, display_name, email) VALUES
         ($1, 'SubAgent', 'KASSALA SUB AGENT', 'sub.agent@example.com'),
         ($2, 'Moderator', 'PLACEMENT PLATFORM', 'platform@example.com')`,
      [subAgent, platform],
    );
    await db.query('INSERT INTO company_partners (company_id, partner_id) VALUES ($1, $2), ($2, $1)', [
      base.companies.a,
      subAgent,
    ]);
    const addUser = async (companyId: string, email: string, userType: string, roles: readonly string[]) => {
      const id = newObjectId();
      await db.query(
        `INSERT INTO users (id, company_id, name, email, password_hash, user_type, status, email_verified_at)
         VALUES ($1, $2, $3, $4, 'not-a-hash', $5, 'Active', now())`,
        [id, companyId, email.split('@')[0], email, userType],
      );
      await db.query(
        'INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE display_name = ANY($2)',
        [id, roles],
      );
      return id;
    };
    const companies: Record<Party, string> = {
      owner: base.companies.a,
      partnerAgent: base.companies.agent,
      subAgent,
      stranger: base.companies.b,
      platform,
    };
    Object.assign(tokens, {
      owner: base.tokens.adminA,
      partnerAgent: base.tokens.agent,
      subAgent: await issueToken(
        db,
        await addUser(subAgent, 'sub.admin@example.com', 'ClientAdmin', TEST_ADMIN_ROLES),
      ),
      stranger: base.tokens.adminB,
      platform: await issueToken(db, await addUser(platform, 'platform.super@example.com', 'Super', [])),
    });
    const { rows } = await db.query<{ id: string }>(
      `SELECT id FROM roles WHERE display_name = 'ViewEmployees'`,
    );
    api = Object.assign(base, { roleId: rows[0]!.id });

    for (const [index, party] of PARTIES.entries()) {
      const token = tokens[party];
      const employee = await must(
        `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`,
        {
          input: employeeInput({
            passportNumber: `EP555000${index}`,
            ...(party === 'owner' ? { prospects: [subAgent] } : {}),
          }),
        },
        token,
      );
      const visa = await must(
        `mutation ($n: String) { createVisa(input: {visaNumber: $n, fullName: "sponsor"}) { _id } }`,
        { n: `11122233${index}0` },
        token,
      );
      const payment = await must(
        `mutation { createMedicalPayment(input: {totalAmount: 100}) { _id } }`,
        {},
        token,
      );
      const link = await must(
        `mutation ($ids: [ID!]!) { generateLink(employeeIds: $ids) { link } }`,
        { ids: [employee.createEmployee._id] },
        token,
      );
      targets[party] = {
        company: companies[party],
        employee: employee.createEmployee._id,
        visa: visa.createVisa._id,
        payment: payment.createMedicalPayment._id,
        user: await addUser(companies[party], `plain.${party.toLowerCase()}@example.com`, 'ClientUser', []),
        link: link.generateLink.link,
      };
    }
  }, 120_000);
  afterAll(() => api?.close());

  const missing = (): Target => ({
    company: newObjectId(),
    employee: newObjectId(),
    visa: newObjectId(),
    payment: newObjectId(),
    user: newObjectId(),
    link: 'Qz7Wm3',
  });

  it('holds a row for every id-taking operation of the schema', async () => {
    const fields = await idTakingOperations(api.url);
    const covered = new Set(Object.values(MATRIX).map((row) => row.field));
    expect(fields.filter((field) => !covered.has(field) && !ELSEWHERE[field])).toEqual([]);
  });

  it.each(Object.keys(MATRIX))(
    '%s',
    async (name) => {
      const row = MATRIX[name]!;
      const isQuery = QUERY_FIELDS.has(row.field);
      const leaks: string[] = [];
      const before = await snapshot(api.db);
      for (const caller of PARTIES) {
        const me = targets[caller];
        const asMissing = row.call(missing(), me, api);
        const missingAnswer = await api.gql(asMissing.query, asMissing.variables, tokens[caller]);
        for (const target of PARTIES) {
          const granted = row.grant(caller, target);
          // A granted write is the product working (operations.test.ts); only granted reads are made here.
          if (granted && !isQuery) continue;
          const call = row.call(targets[target], me, api);
          const answer: GqlResult = await api.gql(call.query, call.variables, tokens[caller]);
          const same = JSON.stringify(answer) === JSON.stringify(missingAnswer);
          if (granted && same) leaks.push(`${caller} -> ${target}: refused, but the spec grants it`);
          if (!granted && !same) {
            leaks.push(
              `${caller} -> ${target}: ${JSON.stringify(answer)} but missing: ${JSON.stringify(missingAnswer)}`,
            );
          }
          if (
            !granted &&
            answer.errors?.some((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR')
          ) {
            leaks.push(`${caller} -> ${target}: internal error`);
          }
        }
      }
      expect(leaks).toEqual([]);
      expect(await snapshot(api.db)).toBe(before);
    },
    60_000,
  );

  it('lists and the dashboard show each company exactly the employees the spec grants it', async () => {
    for (const caller of PARTIES) {
      const list = await api.gql(
        `{ employees(take: 3000) { employees { _id } } visas(take: 3000) { visas { _id } }
           medicalPayments { medicalPayments { _id } } shortLinks { link } dashboard { totalCount } }`,
        {},
        tokens[caller],
      );
      const text = JSON.stringify(list.data);
      for (const target of PARTIES) {
        const t = targets[target];
        expect(text.includes(t.employee), `${caller} sees ${target}'s employee`).toBe(
          employee(caller, target),
        );
        for (const id of [t.visa, t.payment, t.link]) {
          expect(text.includes(id), `${caller} sees ${target}'s ${id}`).toBe(own(caller, target));
        }
      }
    }
  });
});

describe('partner sharing (the other reading): an agent sees every employee of the agencies it partners', () => {
  it('shows the partner agency employees to the agent and nothing of other agencies', async () => {
    const api = await startTestApi('pglite', { employeeSharing: 'partners' });
    try {
      const created = await api.gql(
        `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`,
        { input: employeeInput() },
        api.tokens.adminA,
      );
      await api.gql(
        `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`,
        { input: employeeInput({ passportNumber: 'EP9990001' }) },
        api.tokens.adminB,
      );
      const seen = await api.gql(`{ employees(take: 100) { employees { _id } } }`, {}, api.tokens.agent);
      expect(seen.data!.employees.employees).toEqual([{ _id: created.data!.createEmployee._id }]);
    } finally {
      await api.close();
    }
  }, 60_000);
});
