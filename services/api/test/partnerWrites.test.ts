import fc from 'fast-check';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseRenderDataSource } from '../src/modules/render/renderData';
import { employeeInput } from './fixtures';
import { PARTIES, startPartnerGraph, type Case, type Party, type PartnerGraph } from './support/partnerGraph';
import { ENGINES, type GqlResult } from './support/testApi';

/**
 * Writes through partners (issue 32): whom a candidate is offered to, who owns it, its files and its visa are the
 * owning agency's; a partner edits the record's fields only, and a nested input reaches no record its caller
 * could not write directly.
 */
const SAVE = `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`;

type Call = { gql: string; variables: Record<string, unknown> } | { rest: string; method: 'DELETE' };

interface WriteRow {
  /** What the row writes, in the users' words. */
  name: string;
  /** The root field it calls: every mutation naming a record through a nested input must have a row. */
  field: string;
  /** The callers the spec lets make this change. */
  granted: readonly Party[];
  call: (c: Case, mine: { visa: string; file: string; company: string }) => Call;
  /** The state the write would change, read straight from the database. */
  probe: (c: Case, mine: { company: string }) => [sql: string, params: unknown[]];
}

// Set once the graph has started: the rows are declared before the companies exist.
const IDS = { owner: '', partner: '', competitor: '' };
const OWNER_AND_SUPER: readonly Party[] = ['owner', 'super'];
const save = (c: Case, extra: Record<string, unknown>): Call => ({
  gql: SAVE,
  variables: { input: employeeInput({ _id: c.employee, passportNumber: c.passportNumber, ...extra }) },
});
const employeeColumn = (column: string) => (c: Case) =>
  [`SELECT ${column} AS v FROM employees WHERE id = $1`, [c.employee]] as [string, unknown[]];

const WRITES: WriteRow[] = [
  {
    name: "the record's own fields",
    field: 'createEmployee',
    granted: ['owner', 'partner', 'subAgent', 'super'],
    call: (c) => save(c, {}),
    probe: employeeColumn("data ->> 'givenName'"),
  },
  {
    name: 'whom the candidate is offered to (prospects)',
    field: 'createEmployee',
    granted: OWNER_AND_SUPER,
    call: (c) => save(c, { prospects: [IDS.partner] }),
    probe: employeeColumn('prospect_ids'),
  },
  {
    name: 'who owns the candidate (owner)',
    field: 'createEmployee',
    granted: OWNER_AND_SUPER,
    call: (c) => save(c, { owner: IDS.partner }),
    probe: employeeColumn('owner_id'),
  },
  {
    name: 'the visa typed on the employee (nested visa)',
    field: 'createEmployee',
    granted: OWNER_AND_SUPER,
    call: (c) =>
      save(c, {
        visa: { visaNumber: c.visaNumber, fullName: 'hijacked sponsor', passportNumber: '7654321' },
      }),
    probe: (c) => ['SELECT full_name AS v FROM visas WHERE id = $1', [c.visa]],
  },
  {
    name: 'a photo (nested file name)',
    field: 'createEmployee',
    granted: OWNER_AND_SUPER,
    call: (c, mine) => save(c, { facePhoto: mine.file }),
    probe: employeeColumn("data ->> 'facePhoto'"),
  },
  {
    name: 'the visa attached to the employee',
    field: 'assignEmployeeVisa',
    granted: OWNER_AND_SUPER,
    call: (c, mine) => ({
      gql: 'mutation ($ids: [ID!]!) { assignEmployeeVisa(ids: $ids) { _id } }',
      variables: { ids: [c.employee, mine.visa] },
    }),
    probe: employeeColumn('visa_id'),
  },
  {
    name: 'the employee itself (delete)',
    field: 'deleteEmployee',
    granted: OWNER_AND_SUPER,
    call: (c) => ({
      gql: 'mutation ($id: ID!) { deleteEmployee(id: $id) { affectedRows } }',
      variables: { id: c.employee },
    }),
    probe: (c) => ['SELECT count(*)::int AS v FROM employees WHERE id = $1', [c.employee]],
  },
  {
    name: "the agency's visa (direct)",
    field: 'createVisa',
    granted: OWNER_AND_SUPER,
    call: (c) => ({
      gql: 'mutation ($input: VisaInput!) { createVisa(input: $input) { _id } }',
      variables: {
        input: { _id: c.visa, visaNumber: c.visaNumber, fullName: 'renamed', passportNumber: '7654321' },
      },
    }),
    probe: (c) => ['SELECT full_name AS v FROM visas WHERE id = $1', [c.visa]],
  },
  {
    name: "the agency's visa (delete)",
    field: 'deleteVisa',
    granted: OWNER_AND_SUPER,
    call: (c) => ({
      gql: 'mutation ($id: ID!) { deleteVisa(id: $id) { affectedRows } }',
      variables: { id: c.visa },
    }),
    probe: (c) => ['SELECT count(*)::int AS v FROM visas WHERE id = $1', [c.visa]],
  },
  {
    name: 'a visa in a bulk import for the agency (nested visa)',
    field: 'importEmployees',
    granted: OWNER_AND_SUPER,
    call: (c) => ({
      gql: `mutation ($rows: [EmployeeImportRow!]!, $owner: ID) { importEmployees(rows: $rows, owner: $owner) { imported } }`,
      variables: {
        owner: IDS.owner,
        rows: [
          {
            row: 2,
            givenName: 'almaz',
            surName: 'bekele',
            sex: 'Female',
            passportNumber: `EP${c.passportNumber.slice(3)}9`,
            placeOfBirth: 'addis ababa',
            dateOfBirth: '05/03/1998',
            passportIssueDate: '2024-01-10',
            visaNumber: c.visaNumber,
            sponsorName: 'hijacked sponsor',
          },
        ],
      },
    }),
    probe: (c) => ['SELECT full_name AS v FROM visas WHERE id = $1', [c.visa]],
  },
  {
    name: "a share link on the candidate (a partner's own)",
    field: 'generateLink',
    granted: ['owner', 'partner', 'subAgent', 'super'],
    call: (c) => ({
      gql: 'mutation ($ids: [ID!]!) { generateLink(employeeIds: $ids) { link } }',
      variables: { ids: [c.employee] },
    }),
    probe: (c) => [
      'SELECT count(*)::int AS v FROM short_links WHERE employee_ids @> ARRAY[$1]::text[]',
      [c.employee],
    ],
  },
  {
    name: "revoking the partner's link on the candidate",
    field: 'revokeShareLink',
    granted: ['owner', 'partner', 'super'],
    call: (c) => ({
      gql: 'mutation ($l: String!) { revokeShareLink(link: $l) { revoked } }',
      variables: { l: c.link },
    }),
    probe: (c) => ['SELECT revoked_at IS NOT NULL AS v FROM short_links WHERE link = $1', [c.link]],
  },
  {
    name: "the partner's link settings",
    field: 'setShareLinkOptions',
    granted: ['partner', 'super'],
    call: (c) => ({
      gql: 'mutation ($input: ShareLinkOptionsInput!) { setShareLinkOptions(input: $input) { hideContact } }',
      variables: { input: { link: c.link, hideContact: true } },
    }),
    probe: (c) => ['SELECT hide_contact AS v FROM short_links WHERE link = $1', [c.link]],
  },
  {
    name: "the candidate's photo file (REST delete)",
    field: 'DELETE /api/uploads',
    granted: OWNER_AND_SUPER,
    call: (c) => ({ rest: `/api/uploads?fileName=${c.photo}`, method: 'DELETE' }),
    probe: (c) => ['SELECT count(*)::int AS v FROM stored_files WHERE name = $1', [c.photo]],
  },
  {
    name: 'its own agency type (depositAmount)',
    field: 'createCompany',
    granted: ['super'],
    call: (_c, mine) => ({
      gql: 'mutation ($input: CompanyInput!) { createCompany(input: $input) { _id } }',
      variables: {
        input: {
          id: mine.company,
          displayName: 'own company',
          email: 'own.company@example.com',
          depositAmount: 'sudan',
        },
      },
    }),
    probe: (_c, mine) => ['SELECT deposit_amount AS v FROM companies WHERE id = $1', [mine.company]],
  },
  {
    name: "the agency's partners",
    field: 'linkCompanies',
    granted: ['super'],
    call: () => ({
      gql: 'mutation ($ids: [ID!]!) { linkCompanies(ids: $ids) { _id } }',
      variables: { ids: [IDS.owner, IDS.competitor] },
    }),
    probe: () => ['SELECT count(*)::int AS v FROM company_partners WHERE company_id = $1', [IDS.owner]],
  },
];

/** Input fields that name another record: a mutation taking one of them must be in the matrix. */
const NESTED_RECORD_FIELDS = new Set([
  'prospects',
  'owner',
  'visa',
  'facePhoto',
  'standPhoto',
  'passportScan',
  'documents',
  'partners',
]);

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name } } }';
const named = (type: TypeRef): TypeRef => (type.ofType ? named(type.ofType) : type);

/** The mutations whose arguments name another record through a nested input, read from the running schema. */
async function mutationsNamingRecords(url: string): Promise<string[]> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `{ __type(name: "Mutation") { fields { name args { name type { ${TYPE_REF} } } } }
                __schema { types { name inputFields { name type { ${TYPE_REF} } } } } }`,
    }),
  });
  const { data } = (await response.json()) as {
    data: {
      __type: { fields: Array<{ name: string; args: Array<{ name: string; type: TypeRef }> }> };
      __schema: {
        types: Array<{ name: string; inputFields: Array<{ name: string; type: TypeRef }> | null }>;
      };
    };
  };
  const inputs = new Map(data.__schema.types.map((type) => [type.name, type.inputFields ?? []]));
  const names = (fields: Array<{ name: string; type: TypeRef }>, seen: Set<string>): boolean =>
    fields.some((field) => {
      if (NESTED_RECORD_FIELDS.has(field.name)) return true;
      const type = named(field.type).name ?? '';
      if (!inputs.get(type)?.length || seen.has(type)) return false;
      return names(inputs.get(type)!, new Set([...seen, type]));
    });
  return data.__type.fields.filter((field) => names(field.args, new Set())).map((field) => field.name);
}

async function attempt(
  graph: PartnerGraph,
  party: Party | 'competitor',
  call: Call,
): Promise<GqlResult | Response> {
  return 'gql' in call
    ? graph.gql(party, call.gql, call.variables)
    : graph.rest(party, call.method, call.rest);
}

describe.each(ENGINES)('writes through partners, on %s', (engine) => {
  let graph: PartnerGraph;
  const probe = async (sql: string, params: unknown[]) =>
    JSON.stringify((await graph.api.db.query<{ v: unknown }>(sql, params)).rows[0]?.v ?? null);

  beforeAll(async () => {
    graph = await startPartnerGraph(engine);
    Object.assign(IDS, {
      owner: graph.company.owner,
      partner: graph.company.partner,
      competitor: graph.company.competitor,
    });
  }, 180_000);
  afterAll(() => graph?.api.close());

  it('has a matrix row for every mutation that names another record through a nested input', async () => {
    const covered = new Set(WRITES.map((row) => row.field));
    const missing = (await mutationsNamingRecords(graph.api.url)).filter((field) => !covered.has(field));
    expect(missing).toEqual([]);
  });

  it('accepts a write of the partner graph only where the spec grants it, for owner, partner, sub agent, stranger and Super', async () => {
    const verdicts: string[] = [];
    const expected: string[] = [];
    for (const row of WRITES) {
      for (const party of PARTIES) {
        const c = await graph.freshCase();
        const mine = { ...(await graph.ownRecords(graph.company[party])), company: graph.company[party] };
        const [sql, params] = row.probe(c, mine);
        const before = await probe(sql, params);
        await attempt(graph, party, row.call(c, mine));
        const changed = (await probe(sql, params)) !== before;
        verdicts.push(`${row.name} by ${party}: ${changed ? 'changed' : 'kept'}`);
        expected.push(`${row.name} by ${party}: ${row.granted.includes(party) ? 'changed' : 'kept'}`);
      }
    }
    expect(verdicts).toEqual(expected);
  }, 240_000);
});

const AUDIT = `query ($r: String) { auditLog(recordId: $r) { entries { operation recordId result userName } } }`;

describe.each(ENGINES)('the partner attacks of issue 32 stay closed, on %s', (engine) => {
  let graph: PartnerGraph;
  beforeAll(async () => {
    graph = await startPartnerGraph(engine);
  }, 180_000);
  afterAll(() => graph?.api.close());

  const auditOf = async (party: Party | 'competitor', recordId: string) =>
    (await graph.gql(party, AUDIT, { r: recordId })).data!.auditLog.entries as Array<Record<string, string>>;

  it("does not let a partner hand the agency's candidate to a competitor, and the agency sees the try", async () => {
    const c = await graph.freshCase();
    const handed = await graph.gql('partner', SAVE, {
      input: employeeInput({
        _id: c.employee,
        passportNumber: c.passportNumber,
        prospects: [graph.company.partner, graph.company.competitor],
      }),
    });
    expect(handed.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', field: 'prospects' });
    const read = await graph.gql(
      'competitor',
      'query ($id: ID!) { getEmployee(input: {_id: $id}) { _id } }',
      {
        id: c.employee,
      },
    );
    expect(read.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await graph.rest('competitor', 'DELETE', `/api/uploads?fileName=${c.photo}`)).status).toBe(404);
    // The partner's own edit goes through, and both tries are in the agency's log.
    const edited = await graph.gql('partner', SAVE, {
      input: employeeInput({
        _id: c.employee,
        passportNumber: c.passportNumber,
        prospects: [graph.company.partner],
      }),
    });
    expect(edited.errors).toBeUndefined();
    const row = await graph.api.db.query<{ prospect_ids: string[]; face: string }>(
      "SELECT prospect_ids, data ->> 'facePhoto' AS face FROM employees WHERE id = $1",
      [c.employee],
    );
    expect(row.rows[0]).toEqual({
      prospect_ids: [graph.company.partner, graph.company.subAgent],
      face: c.photo,
    });
    expect(await auditOf('owner', c.employee)).toEqual([
      { operation: 'createEmployee', recordId: c.employee, result: 'ok', userName: 'agent' },
      { operation: 'createEmployee', recordId: c.employee, result: 'FORBIDDEN', userName: 'agent' },
    ]);
  });

  it("does not let a partner overwrite the agency's visa through the employee, nor a clerk without visa roles", async () => {
    const c = await graph.freshCase();
    const visa = { visaNumber: c.visaNumber, fullName: 'hijacked sponsor', passportNumber: '7654321' };
    const byPartner = await graph.gql('partner', SAVE, {
      input: employeeInput({ _id: c.employee, passportNumber: c.passportNumber, visa }),
    });
    expect(byPartner.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', field: 'visa' });
    const clerk = await graph.api.userWithRoles(['ViewEmployees', 'EditEmployees']);
    const byClerk = await graph.api.gql(
      SAVE,
      { input: employeeInput({ _id: c.employee, passportNumber: c.passportNumber, visa }) },
      clerk,
    );
    expect(byClerk.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', role: 'EditVisas' });
    const stored = await graph.api.db.query('SELECT full_name, passport_number FROM visas WHERE id = $1', [
      c.visa,
    ]);
    expect(stored.rows[0]).toEqual({ full_name: 'SPONSOR OF A', passport_number: '1234567' });
    // Sending the visa back as the form shows it is no change, and is accepted.
    const unchanged = await graph.gql('partner', SAVE, {
      input: employeeInput({
        _id: c.employee,
        passportNumber: c.passportNumber,
        visa: { visaNumber: c.visaNumber, fullName: 'sponsor of a', passportNumber: '1234567' },
      }),
    });
    expect(unchanged.errors).toBeUndefined();
  });

  it("closes a link when the offer is withdrawn, and lets the agency revoke a partner's link", async () => {
    const c = await graph.freshCase();
    const SHARED = 'query ($l: String!) { sharedEmployees(link: $l) { number passportNumber } }';
    const made = await graph.gql(
      'competitor',
      'mutation ($ids: [ID!]!) { generateLink(employeeIds: $ids) { link } }',
      {
        ids: [c.employee],
      },
    );
    // The competitor was never offered the candidate: it cannot make a link on her.
    expect(made.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await graph.api.gql(SHARED, { l: c.link })).data!.sharedEmployees).toEqual([
      { number: 1, passportNumber: c.passportNumber },
    ]);
    const withdrawn = await graph.gql('owner', SAVE, {
      input: employeeInput({
        _id: c.employee,
        passportNumber: c.passportNumber,
        prospects: [graph.company.subAgent],
      }),
    });
    expect(withdrawn.errors).toBeUndefined();
    expect((await graph.api.gql(SHARED, { l: c.link })).data!.sharedEmployees).toEqual([]);
    expect((await fetch(`${graph.base}/api/shared/${c.link}/files/${c.photo}`)).status).toBe(404);
    expect((await fetch(`${graph.base}/api/shared/${c.link}/cv/1`)).status).toBe(404);
    const listed = await graph.gql('partner', '{ shortLinks { link employees { _id } } }');
    expect(listed.data!.shortLinks.find((l: { link: string }) => l.link === c.link)?.employees).toEqual([]);

    const other = await graph.freshCase();
    const revoked = await graph.gql(
      'owner',
      'mutation ($l: String!) { revokeShareLink(link: $l) { revoked } }',
      {
        l: other.link,
      },
    );
    expect(revoked.data?.revokeShareLink).toEqual({ revoked: true });
    expect((await graph.api.gql(SHARED, { l: other.link })).data!.sharedEmployees).toEqual([]);
    const linkId = (
      await graph.api.db.query<{ id: string }>('SELECT id FROM short_links WHERE link = $1', [other.link])
    ).rows[0]!.id;
    expect(await auditOf('partner', linkId)).toEqual([
      { operation: 'revokeShareLink', recordId: linkId, result: 'ok', userName: 'admin.a' },
    ]);
  });

  it("shows a partner itself among the candidate's prospects, and no one else", async () => {
    const c = await graph.freshCase();
    const PROSPECTS = 'query ($id: ID!) { getEmployee(input: {_id: $id}) { prospects { _id } } }';
    const asPartner = await graph.gql('partner', PROSPECTS, { id: c.employee });
    expect(asPartner.data!.getEmployee.prospects).toEqual([{ _id: graph.company.partner }]);
    const asOwner = await graph.gql('owner', PROSPECTS, { id: c.employee });
    expect(asOwner.data!.getEmployee.prospects).toHaveLength(2);
    const filtered = await graph.gql('partner', 'query ($l: ID) { employees(link: $l) { totalCount } }', {
      l: graph.company.subAgent,
    });
    expect(filtered.data!.employees.totalCount).toBe(0);
  });

  it("tells a partner's import nothing about the agency's candidates it was not offered", async () => {
    const offered = await graph.freshCase();
    const hidden = await graph.freshCase();
    await graph.api.db.query('UPDATE employees SET prospect_ids = $2 WHERE id = $1', [hidden.employee, []]);
    const IMPORT = `mutation ($rows: [EmployeeImportRow!]!, $owner: ID) {
      importEmployees(rows: $rows, owner: $owner, dryRun: true) { problems { row column } } }`;
    const dryRun = async (passportNumber: string) =>
      (
        await graph.gql('partner', IMPORT, {
          owner: graph.company.owner,
          rows: [
            {
              row: 2,
              givenName: 'almaz',
              surName: 'bekele',
              sex: 'Female',
              passportNumber,
              placeOfBirth: 'addis ababa',
              dateOfBirth: '05/03/1998',
              passportIssueDate: '2024-01-10',
            },
          ],
        })
      ).data!.importEmployees.problems;
    expect(await dryRun(hidden.passportNumber)).toEqual(await dryRun('EP0000001'));
    expect(await dryRun(hidden.passportNumber)).toEqual([]);
    expect(await dryRun(offered.passportNumber)).toEqual([{ row: 2, column: 'passportNumber' }]);
  });

  it("answers a partner entering a passport the agency holds but never offered only a few times, in the agency's log", async () => {
    const hidden = await graph.freshCase();
    await graph.api.db.query('UPDATE employees SET prospect_ids = $2 WHERE id = $1', [hidden.employee, []]);
    const offered = await graph.freshCase();
    const enter = (passportNumber: string) =>
      graph.gql('partner', SAVE, { input: employeeInput({ passportNumber, owner: graph.company.owner }) });
    // One the partner was offered: named, with the record to open, and not counted.
    const seen = await enter(offered.passportNumber);
    expect(seen.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', employeeId: offered.employee });
    const answers = [];
    for (let attempt = 0; attempt < 11; attempt++)
      answers.push((await enter(hidden.passportNumber)).errors?.[0]);
    for (const refused of answers.slice(0, 10)) {
      expect(refused?.extensions).toMatchObject({ code: 'CONFLICT', field: 'passportNumber' });
      expect(refused?.extensions).not.toHaveProperty('employeeId');
    }
    expect(answers[10]?.extensions?.code).toBe('RATE_LIMITED');
    expect(answers[10]?.message).not.toMatch(/EP\d/);
    const { rows } = await graph.api.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM audit_log
        WHERE company_id = $1 AND operation = 'createEmployee' AND user_name = 'agent' AND result = 'CONFLICT'`,
      [graph.company.owner],
    );
    expect(Number(rows[0]!.n)).toBeGreaterThanOrEqual(10);
    expect(
      await graph.api.db
        .query('SELECT 1 FROM employees WHERE upper(passport_number) = $1', [hidden.passportNumber])
        .then((r) => r.rows.length),
    ).toBe(1);
  });

  it("prints for a partner only itself among an agency's candidate's prospects, never the agency's other partners", async () => {
    const c = await graph.freshCase();
    const source = databaseRenderDataSource(graph.api.db, tmpdir());
    const printed = async (companyId: string) =>
      (await source.employees(companyId, [c.employee], { pictures: false }))[0]?.prospects?.map(
        (company) => (company as { _id: string })._id,
      );
    expect(await printed(graph.company.partner)).toEqual([graph.company.partner]);
    expect(await printed(graph.company.subAgent)).toEqual([graph.company.subAgent]);
    expect(await printed(graph.company.owner)).toEqual([graph.company.partner, graph.company.subAgent]);
  });

  it('audits a refused try with a NUL in its id, and every file removal', async () => {
    const refused = await graph.gql(
      'partner',
      'mutation ($id: ID!) { deleteEmployee(id: $id) { affectedRows } }',
      {
        id: 'abc\u0000def',
      },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // Found by its record id: the log's newest line may be another test's of the same second.
    const partnerLog = await graph.gql('partner', AUDIT, { r: 'abc\uFFFDdef' });
    expect(partnerLog.data!.auditLog.entries[0]).toMatchObject({
      operation: 'deleteEmployee',
      recordId: 'abc\uFFFDdef',
      result: 'BAD_USER_INPUT',
    });
    const c = await graph.freshCase();
    expect((await graph.rest('partner', 'DELETE', `/api/uploads?fileName=${c.photo}`)).status).toBe(404);
    expect((await graph.rest('owner', 'DELETE', `/api/uploads?fileName=${c.photo}`)).status).toBe(200);
    expect(await auditOf('partner', c.photo)).toEqual([
      { operation: 'deleteUpload', recordId: c.photo, result: 'NOT_FOUND', userName: 'agent' },
    ]);
    expect(await auditOf('owner', c.photo)).toEqual([
      { operation: 'deleteUpload', recordId: c.photo, result: 'ok', userName: 'admin.a' },
    ]);
  });
});

/**
 * Every company's rows but the caller's, as one string: another company's employee offered to the caller keeps
 * only what a partner may not change (owner, offers, visa, files), an employee the caller entered for a partner
 * agency (a new row naming it as prospect) is its own entry, and the views and downloads of a link are its
 * visitors'.
 */
async function othersRows(graph: PartnerGraph, caller: string, known: Set<string>): Promise<string> {
  const { db } = graph.api;
  const rows = async (sql: string) => JSON.stringify((await db.query(sql, [caller])).rows);
  const employees = await db.query<{ id: string; prospect_ids: string[] } & Record<string, unknown>>(
    `SELECT id, owner_id, prospect_ids, visa_id, visa_number, employer, status, data, passport_number
       FROM employees WHERE owner_id <> $1 ORDER BY id`,
    [caller],
  );
  const kept = employees.rows.flatMap((row): unknown[] => {
    if (!row.prospect_ids.includes(caller)) return [row];
    if (!known.has(row.id)) return [];
    const data = row.data as Record<string, unknown>;
    return [
      {
        id: row.id,
        owner: row.owner_id,
        prospects: row.prospect_ids,
        visa: [row.visa_id, row.visa_number, row.employer],
        files: [data.facePhoto, data.standPhoto, data.passportScan, data.documents],
      },
    ];
  });
  return [
    JSON.stringify(kept),
    await rows('SELECT * FROM visas WHERE owner_id <> $1 ORDER BY id'),
    await rows(
      'SELECT id, type, display_name, email, deposit_amount, licence, data FROM companies WHERE id <> $1 ORDER BY id',
    ),
    await rows('SELECT * FROM company_partners WHERE company_id <> $1 ORDER BY company_id, partner_id'),
    // The agency owning a candidate may revoke any link showing her: that one change is its own to make.
    await rows(`SELECT s.id, s.link, s.company_id, s.employee_ids, s.expires_on, s.password_hash, s.hide_contact,
                       CASE WHEN EXISTS (SELECT 1 FROM employees e WHERE e.id = ANY(s.employee_ids) AND e.owner_id = $1)
                            THEN NULL ELSE s.revoked_at END AS revoked_at
                  FROM short_links s WHERE s.company_id <> $1 ORDER BY s.id`),
    await rows('SELECT name, company_id FROM stored_files WHERE company_id <> $1 ORDER BY name'),
    await rows('SELECT * FROM medical_payments WHERE company_id <> $1 ORDER BY id'),
  ].join('\n');
}

describe('a refused or partner call changes no other company, on pglite', () => {
  let graph: PartnerGraph;
  const cases: Case[] = [];

  beforeAll(async () => {
    graph = await startPartnerGraph('pglite');
    Object.assign(IDS, {
      owner: graph.company.owner,
      partner: graph.company.partner,
      competitor: graph.company.competitor,
    });
    // A's candidates offered to P and the sub agent, one of A's offered to nobody, the competitor's offered to
    // P, and the stranger's own.
    for (let index = 0; index < 4; index += 1) cases.push(await graph.freshCase());
    await graph.api.db.query('UPDATE employees SET prospect_ids = $2 WHERE id = $1', [
      cases[1]!.employee,
      [],
    ]);
    await graph.api.db.query('UPDATE employees SET owner_id = $2, prospect_ids = $3 WHERE id = $1', [
      cases[2]!.employee,
      graph.company.competitor,
      [graph.company.partner],
    ]);
    await graph.api.db.query('UPDATE employees SET owner_id = $2, prospect_ids = $3 WHERE id = $1', [
      cases[3]!.employee,
      graph.company.stranger,
      [],
    ]);
    // A candidate moved to another company takes her photo with her: that company uploaded it, as it would have.
    await graph.api.db.query(
      `UPDATE stored_files f SET company_id = e.owner_id FROM employees e
        WHERE e.id = ANY($1::text[]) AND f.name = e.data ->> 'facePhoto'`,
      [[cases[2]!.employee, cases[3]!.employee]],
    );
  }, 180_000);
  afterAll(() => graph?.api.close());

  it('holds for random calls by the partner, the sub agent, the competitor and a stranger', async () => {
    const companies = () => [...new Set(Object.values(graph.company))];
    const callers = ['partner', 'subAgent', 'competitor', 'stranger'] as const;
    const pick = <T>(items: readonly T[]) =>
      fc.integer({ min: 0, max: items.length - 1 }).map((i) => items[i]!);
    const anyCase = fc.integer({ min: 0, max: 3 }).map((i) => cases[i]!);
    const anyCompany = fc.integer({ min: 0, max: 5 }).map((i) => companies()[i % companies().length]!);
    const call: fc.Arbitrary<Call> = fc.oneof(
      fc
        .record(
          {
            c: anyCase,
            prospects: fc.uniqueArray(anyCompany, { maxLength: 3 }),
            owner: anyCompany,
            visaOf: anyCase,
            photoOf: anyCase,
          },
          { requiredKeys: ['c'] },
        )
        .map(({ c, prospects, owner, visaOf, photoOf }) =>
          save(c, {
            ...(prospects ? { prospects } : {}),
            ...(owner ? { owner } : {}),
            ...(visaOf
              ? { visa: { visaNumber: visaOf.visaNumber, fullName: 'taken over', passportNumber: '7654321' } }
              : {}),
            ...(photoOf ? { facePhoto: photoOf.photo } : {}),
          }),
        ),
      fc.tuple(anyCase, anyCase).map(([c, v]) => ({
        gql: 'mutation ($ids: [ID!]!) { assignEmployeeVisa(ids: $ids) { _id } }',
        variables: { ids: [c.employee, v.visa] },
      })),
      anyCase.map((c) => ({
        gql: 'mutation ($id: ID!) { deleteEmployee(id: $id) { affectedRows } }',
        variables: { id: c.employee },
      })),
      anyCase.map((c) => ({
        gql: 'mutation ($input: VisaInput!) { createVisa(input: $input) { _id } }',
        variables: {
          input: { _id: c.visa, visaNumber: c.visaNumber, fullName: 'renamed', passportNumber: '7654321' },
        },
      })),
      fc.tuple(anyCompany, anyCase, fc.boolean()).map(([owner, c, dryRun]) => ({
        gql: `mutation ($rows: [EmployeeImportRow!]!, $owner: ID, $dryRun: Boolean) {
                importEmployees(rows: $rows, owner: $owner, dryRun: $dryRun) { imported } }`,
        variables: {
          owner,
          dryRun,
          rows: [
            {
              row: 2,
              givenName: 'almaz',
              surName: 'bekele',
              sex: 'Female',
              passportNumber: c.passportNumber,
              placeOfBirth: 'addis ababa',
              dateOfBirth: '05/03/1998',
              passportIssueDate: '2024-01-10',
              visaNumber: c.visaNumber,
              sponsorName: 'taken over',
            },
          ],
        },
      })),
      fc.tuple(anyCase, fc.boolean()).map(([c, revoke]) =>
        revoke
          ? {
              gql: 'mutation ($l: String!) { revokeShareLink(link: $l) { revoked } }',
              variables: { l: c.link },
            }
          : {
              gql: 'mutation ($input: ShareLinkOptionsInput!) { setShareLinkOptions(input: $input) { hideContact } }',
              variables: { input: { link: c.link, hideContact: true } },
            },
      ),
      anyCase.map((c): Call => ({ rest: `/api/uploads?fileName=${c.photo}`, method: 'DELETE' })),
      fc.tuple(anyCompany, pick(['sudan', 'sudan2', ''])).map(([id, depositAmount]) => ({
        gql: 'mutation ($input: CompanyInput!) { createCompany(input: $input) { _id } }',
        variables: {
          input: { id, displayName: 'taken over', email: 'taken.over@example.com', depositAmount },
        },
      })),
      fc.tuple(anyCompany, anyCompany).map(([a, b]) => ({
        gql: 'mutation ($ids: [ID!]!) { linkCompanies(ids: $ids) { _id } }',
        variables: { ids: [a, b] },
      })),
    );
    await fc.assert(
      fc.asyncProperty(pick(callers), call, async (caller, attempted) => {
        const company = graph.company[caller];
        const known = new Set(
          (await graph.api.db.query<{ id: string }>('SELECT id FROM employees')).rows.map((row) => row.id),
        );
        const before = await othersRows(graph, company, known);
        await attempt(graph, caller, attempted);
        expect(await othersRows(graph, company, known)).toBe(before);
      }),
      { numRuns: 40 },
    );
  }, 240_000);
});
