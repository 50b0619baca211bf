import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeInput, EMPLOYEE_FIELDS } from './fixtures';
import { ENGINES, PASSWORD, startTestApi, type TestApi } from './support/testApi';

describe.each(ENGINES)('every operation through HTTP on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine);
  }, 60_000);
  afterAll(() => api?.close());

  const ok = async (query: string, variables: Record<string, unknown> = {}, token = api.tokens.adminA) => {
    const result = await api.gql(query, variables, token);
    expect(result.errors).toBeUndefined();
    return result.data!;
  };

  it('signs in, answers me, and logs out revoking the token', async () => {
    const signIn = await ok(
      `mutation ($input: AuthInput!) { authUser(input: $input) { _id token email roles { displayName } } }`,
      {
        input: { email: 'ADMIN.A@example.com', password: PASSWORD },
      },
      undefined,
    );
    const token = signIn.authUser.token as string;
    expect(token.length).toBeGreaterThanOrEqual(22);
    expect((await ok(`{ me { _id email } }`, {}, token)).me.email).toBe('admin.a@example.com');
    await ok(`mutation { logout { message } }`, {}, token);
    const after = await api.gql(`{ me { _id } }`, {}, token);
    expect(after.errors?.[0]?.message).toContain('authorized');
  });

  it('refuses a wrong password without saying which part was wrong', async () => {
    const result = await api.gql(
      `mutation { authUser(input: {email: "admin.a@example.com", password: "wrong-pass"}) { token } }`,
    );
    expect(result.errors?.[0]?.message).toBe('Wrong email or password');
  });

  it('signs up a user who gets a token and its own agency', async () => {
    const data = await ok(
      `mutation ($input: SignUpInput!) { signUpUser(input: $input) { _id name email token roles { _id } company { _id type } } }`,
      {
        input: {
          email: 'New.Person@Example.com',
          name: 'New Person',
          password: 'abcdef',
          confirmPassword: 'abcdef',
        },
      },
      undefined,
    );
    expect(data.signUpUser.email).toBe('new.person@example.com');
    expect(data.signUpUser.company.type).toBe('LocalAgency');
    const mismatch = await api.gql(
      `mutation { signUpUser(input: {email: "x.person@example.com", name: "Xavier", password: "abcdef", confirmPassword: "abcdeg"}) { _id } }`,
    );
    expect(mismatch.errors?.[0]).toMatchObject({
      message: 'Passwords must match',
      extensions: { field: 'confirmPassword' },
    });
  });

  it('creates, reads, lists, searches, updates and deletes an employee', async () => {
    const created = (
      await ok(`mutation ($input: EmployeeInput!) { createEmployee(input: $input) { ${EMPLOYEE_FIELDS} } }`, {
        input: employeeInput({
          visa: { visaNumber: '1234567890', fullName: 'saad al harbi', passportNumber: '1012345678' },
        }),
      })
    ).createEmployee;
    expect(created._id).toMatch(/^[0-9a-f]{24}$/);
    expect(created).toMatchObject({
      status: 'new',
      passportNumber: 'EP1234567',
      givenName: 'ALMAZ TESFAYE',
      placeOfBirth: 'ADDIS ABABA',
      // 14:00 in Riyadh (UTC+3) on the picked day.
      dateOfBirth: '1998-03-05T11:00:00.000Z',
      address: { telephone: '0911223344', city: 'ADDIS ABABA' },
      visa: { visaNumber: '1234567890', fullName: 'SAAD AL HARBI' },
      owner: { _id: api.companies.a },
    });
    const got = await ok(`query ($id: ID!) { getEmployee(input: {_id: $id}) { _id givenName } }`, {
      id: created._id,
    });
    expect(got.getEmployee.givenName).toBe('ALMAZ TESFAYE');

    const list = await ok(`{ employees(skip: 0, take: 50) { totalCount employees { _id } } }`);
    expect(list.employees.totalCount).toBeGreaterThanOrEqual(1);
    for (const text of ['ep123', 'tesfaye', 'BEKELE', '0911223', '1234567890', 'harbi']) {
      const found = await ok(
        `query ($t: String) { employees(searchText: $t) { totalCount employees { _id } } }`,
        { t: text },
      );
      expect(
        found.employees.employees.map((e: { _id: string }) => e._id),
        text,
      ).toContain(created._id);
    }
    const none = await ok(`{ employees(searchText: "zzzz-none") { totalCount employees { _id } } }`);
    expect(none.employees).toEqual({ totalCount: 0, employees: [] });

    const updated = await ok(
      `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id status givenName } }`,
      {
        input: employeeInput({ _id: created._id, status: 'contract_process', givenName: 'almaz t' }),
      },
    );
    expect(updated.createEmployee).toEqual({
      _id: created._id,
      status: 'contract_process',
      givenName: 'ALMAZ T',
    });
    const byStatus = await ok(`{ employees(status: "contract_process") { totalCount } }`);
    expect(byStatus.employees.totalCount).toBe(1);

    const dashboard = await ok(`{ dashboard { totalCount statusCounts { status count } } }`);
    expect(dashboard.dashboard.statusCounts).toContainEqual({ status: 'contract_process', count: 1 });

    const deleted = await ok(`mutation ($id: ID!) { deleteEmployee(id: $id) { affectedRows } }`, {
      id: created._id,
    });
    expect(deleted.deleteEmployee.affectedRows).toBe(1);
    const again = await ok(`mutation ($id: ID!) { deleteEmployee(id: $id) { affectedRows } }`, {
      id: created._id,
    });
    expect(again.deleteEmployee.affectedRows).toBe(0);
  });

  it('sets the Kuwait placeholders on save', async () => {
    const data = await ok(
      `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { ${EMPLOYEE_FIELDS} } }`,
      {
        input: employeeInput({ passportNumber: 'EP7654321', additionalData: { appliedCountry: 'kuwait' } }),
      },
    );
    expect(data.createEmployee.visa).toMatchObject({
      visaNumber: '1111111111',
      passportNumber: '9999999999',
    });
    expect(data.createEmployee.additionalData).toMatchObject({ currency: 'kuwait_dinar', salary: 120 });
  });

  it('creates visas, lists them de-duplicated by number, attaches one and deletes it', async () => {
    const createVisa = `mutation ($input: VisaInput!) { createVisa(input: $input) { _id visaNumber fullName visaQty address { city } } }`;
    const first = (
      await ok(createVisa, { input: { _id: '0', visaNumber: '5550001111', fullName: 'sponsor one' } })
    ).createVisa;
    expect(first).toMatchObject({
      visaNumber: '5550001111',
      fullName: 'SPONSOR ONE',
      visaQty: 1,
      address: { city: 'Riyadh' },
    });
    await ok(createVisa, { input: { visaNumber: '5550001111', fullName: 'sponsor one again' } });
    await ok(createVisa, { input: { visaNumber: '5550002222', fullName: 'sponsor two' } });
    const list = await ok(
      `{ visas(skip: 0, take: 400, searchText: "55500") { totalCount visas { visaNumber fullName } } }`,
    );
    expect(list.visas.totalCount).toBe(2);
    expect(list.visas.visas.map((v: { visaNumber: string }) => v.visaNumber).sort()).toEqual([
      '5550001111',
      '5550002222',
    ]);

    const got = await ok(`query ($id: ID!) { getVisa(id: $id) { _id owner { _id } } }`, { id: first._id });
    expect(got.getVisa.owner._id).toBe(api.companies.a);
    const updated = await ok(createVisa, {
      input: { _id: first._id, visaNumber: '5550001111', fullName: 'renamed sponsor' },
    });
    expect(updated.createVisa.fullName).toBe('RENAMED SPONSOR');

    const employee = (
      await ok(`mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`, {
        input: employeeInput({ passportNumber: 'EP5550001' }),
      })
    ).createEmployee;
    const assigned = await ok(
      `mutation ($ids: [ID!]!) { assignEmployeeVisa(ids: $ids) { _id visa { _id fullName } } }`,
      {
        ids: [employee._id, first._id],
      },
    );
    expect(assigned.assignEmployeeVisa.visa).toEqual({ _id: first._id, fullName: 'RENAMED SPONSOR' });
    const found = await ok(`{ employees(searchText: "renamed sponsor") { employees { _id } } }`);
    expect(found.employees.employees).toEqual([{ _id: employee._id }]);

    expect(
      (await ok(`mutation ($id: ID!) { deleteVisa(id: $id) { affectedRows } }`, { id: first._id })).deleteVisa
        .affectedRows,
    ).toBe(1);
  });

  it('lists, reads, creates, links and deletes companies', async () => {
    const list = await ok(
      `{ companies(skip: 0, take: 500) { totalCount companies { _id displayName partners { _id } } } }`,
    );
    expect(list.companies.companies.map((c: { _id: string }) => c._id).sort()).toEqual(
      [api.companies.a, api.companies.agent].sort(),
    );
    const agents = await ok(
      `{ companies(type: "ForeignAgent", take: 500) { totalCount companies { _id } } }`,
    );
    expect(agents.companies.companies).toEqual([{ _id: api.companies.agent }]);
    const searched = await ok(`{ companies(searchText: "gulf", take: 10) { totalCount } }`);
    expect(searched.companies.totalCount).toBe(1);

    const own = await ok(
      `query ($id: ID) { getCompany(input: {id: $id}) { _id displayName partners { _id displayName } } }`,
      { id: api.companies.a },
    );
    expect(own.getCompany.partners).toEqual([{ _id: api.companies.agent, displayName: 'GULF AGENT' }]);
    expect(
      (await ok(`query ($id: ID!) { getForeignAgent(id: $id) { _id type } }`, { id: api.companies.agent }))
        .getForeignAgent.type,
    ).toBe('ForeignAgent');

    const saved = await ok(
      `mutation ($input: CompanyInput!) { createCompany(input: $input) { _id displayName email depositAmount address { city } } }`,
      {
        input: {
          id: api.companies.a,
          displayName: 'agency a plc',
          email: 'Office@AgencyA.com',
          depositAmount: 'sudan',
          address: { city: 'Khartoum' },
        },
      },
    );
    // The agency type is the operator's (issue 32): the company's own admin saves everything else.
    expect(saved.createCompany).toMatchObject({
      displayName: 'AGENCY A PLC',
      email: 'office@agencya.com',
      depositAmount: '',
    });

    const agent = await ok(
      `mutation ($input: PartnerCompanyInput!) { createForeignAgent(input: $input) { _id type displayName } }`,
      {
        input: { displayName: 'doha office', email: 'doha@office.qa' },
      },
    );
    expect(agent.createForeignAgent.type).toBe('ForeignAgent');
    const agency = await ok(
      `mutation ($input: PartnerCompanyInput!) { createLocalAgency(input: $input) { _id type } }`,
      {
        input: { displayName: 'bole agency', email: 'bole@agency.et' },
      },
    );
    const local = await ok(`{ localAgencies { totalCount companies { _id } } }`);
    expect(local.localAgencies.companies.map((c: { _id: string }) => c._id)).toContain(
      agency.createLocalAgency._id,
    );
    expect(
      (await ok(`query ($id: ID!) { getLocalAgency(id: $id) { _id } }`, { id: agency.createLocalAgency._id }))
        .getLocalAgency._id,
    ).toBe(agency.createLocalAgency._id);

    const linked = await ok(
      `mutation ($ids: [ID!]!) { linkCompanies(ids: $ids) { _id partners { _id } } }`,
      {
        ids: [api.companies.b, api.companies.agent],
      },
      api.tokens.superUser,
    );
    expect(linked.linkCompanies.partners).toContainEqual({ _id: api.companies.agent });

    const newCompany = await ok(
      `mutation { createCompany(input: {displayName: "fresh agency", email: "fresh@agency.et", type: "LocalAgency"}) { _id } }`,
      {},
      api.tokens.superUser,
    );
    const removed = await ok(
      `mutation ($id: ID!) { deleteCompany(id: $id) { affectedRows } }`,
      { id: newCompany.createCompany._id },
      api.tokens.superUser,
    );
    expect(removed.deleteCompany.affectedRows).toBe(1);
  });

  it('manages users, roles and their company', async () => {
    const roles = (await ok(`{ GetRoles { _id displayName } }`)).GetRoles as Array<{
      _id: string;
      displayName: string;
    }>;
    expect(roles).toHaveLength(40);
    expect(roles.every((r) => /^[0-9a-f]{24}$/.test(r._id))).toBe(true);
    const created = await ok(
      `mutation ($input: UserInput!) { createUser(input: $input) { _id email company { _id } roles { _id } } }`,
      {
        input: { id: 'new0000001', name: 'Sara Clerk', email: 'Sara@Example.com' },
      },
    );
    expect(created.createUser).toMatchObject({
      email: 'sara@example.com',
      company: { _id: api.companies.a },
      roles: [],
    });
    const sub = await ok(
      `mutation { createUser(input: {name: "Sub Agent Kebede", subAgent: true}) { email } }`,
    );
    expect(sub.createUser.email).toMatch(/^subagent\.[0-9a-f]{24}@placement\.invalid$/);

    const id = created.createUser._id;
    const picked = roles
      .filter((r) => ['ViewEmployees', 'AddEmployees'].includes(r.displayName))
      .map((r) => r._id);
    const withRoles = await ok(
      `mutation ($ids: [ID!]!) { addUserRoles(ids: $ids) { roles { displayName } } }`,
      { ids: [id, ...picked] },
    );
    expect(withRoles.addUserRoles.roles).toEqual([
      { displayName: 'AddEmployees' },
      { displayName: 'ViewEmployees' },
    ]);

    const users = await ok(`{ Users(skip: 0, take: 50) { totalCount users { _id email } } }`);
    expect(users.Users.users.map((u: { _id: string }) => u._id)).toContain(id);
    expect((await ok(`query ($id: ID!) { GetUser(input: {_id: $id}) { name } }`, { id })).GetUser.name).toBe(
      'Sara Clerk',
    );

    const moved = await ok(
      `mutation ($ids: [ID!]!) { addUserAgent(ids: $ids) { company { _id } } }`,
      { ids: [id, api.companies.agent] },
      api.tokens.superUser,
    );
    expect(moved.addUserAgent.company._id).toBe(api.companies.agent);
    const back = await ok(
      `mutation ($ids: [ID!]!) { addUserAgency(ids: $ids) { company { _id } } }`,
      { ids: [id, api.companies.a] },
      api.tokens.superUser,
    );
    expect(back.addUserAgency.company._id).toBe(api.companies.a);

    expect(
      (await ok(`mutation ($id: ID!) { deleteUser(id: $id) { affectedRows } }`, { id })).deleteUser
        .affectedRows,
    ).toBe(1);
  });

  it('refuses the tokens of a deactivated user', async () => {
    const token = await api.userWithRoles(['ViewEmployees']);
    const me = await ok(`{ me { _id } }`, {}, token);
    await ok(`mutation ($input: ChangeUserInput!) { changeUser(input: $input) { status } }`, {
      input: { name: 'deactivate', _id: me.me._id },
    });
    const refused = await api.gql(`{ employees { totalCount } }`, {}, token);
    expect(refused.errors?.[0]?.message).toContain('authorized');
  });

  it('records medical payments', async () => {
    const created = await ok(
      `mutation ($input: MedicalPaymentInput!) { createMedicalPayment(input: $input) { _id status totalAmount details { _id byLinkOrName } user { email } } }`,
      {
        input: {
          totalAmount: 1500,
          transferReason: 'medical',
          details: [{ by: 'passport', byLinkOrName: 'EP1234567' }],
        },
      },
    );
    expect(created.createMedicalPayment).toMatchObject({
      status: 'new',
      totalAmount: 1500,
      user: { email: 'admin.a@example.com' },
    });
    const id = created.createMedicalPayment._id;
    expect(
      (await ok(`{ medicalPayments { totalCount medicalPayments { _id } } }`)).medicalPayments.totalCount,
    ).toBe(1);
    expect(
      (await ok(`query ($id: ID!) { getMedicalPayment(input: {_id: $id}) { totalAmount } }`, { id }))
        .getMedicalPayment.totalAmount,
    ).toBe(1500);
    const paid = await ok(
      `mutation ($input: MedicalPaymentInput!) { createMedicalPayment(input: $input) { status } }`,
      { input: { _id: id, status: 'paid' } },
    );
    expect(paid.createMedicalPayment.status).toBe('paid');
    expect(
      (await ok(`mutation ($id: ID!) { deleteMedicalPayment(id: $id) { affectedRows } }`, { id }))
        .deleteMedicalPayment.affectedRows,
    ).toBe(1);
  });

  it('shares employees by link, lists links, and serves partner agents their offered employees', async () => {
    const employee = (
      await ok(`mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`, {
        input: employeeInput({ passportNumber: 'EP4440001', prospects: [api.companies.agent] }),
      })
    ).createEmployee;
    const link = await ok(
      `mutation ($ids: [ID!]!) { generateLink(employeeIds: $ids) { _id link employees { _id givenName } } }`,
      { ids: [employee._id] },
    );
    expect(link.generateLink.link).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(link.generateLink.employees).toEqual([{ _id: employee._id, givenName: 'ALMAZ TESFAYE' }]);
    expect((await ok(`{ shortLinks { link } }`)).shortLinks).toContainEqual({ link: link.generateLink.link });
    const shared = await ok(
      `query ($link: String!) { sharedEmployees(link: $link) { number passportNumber } }`,
      { link: link.generateLink.link },
      undefined,
    );
    expect(shared.sharedEmployees).toEqual([{ number: 1, passportNumber: 'EP4440001' }]);
    // The public list opens once the agency turns it on, with its link's key (issue 37).
    const { key } = (
      await ok(`mutation ($b: ID!) { setPublicPremiumList(agentId: $b, open: true) { key } }`, {
        b: api.companies.agent,
      })
    ).setPublicPremiumList;
    const linked = await ok(
      `query ($a: ID!, $b: ID!, $k: String) { linkedEmployees(agencyId: $a, agentId: $b, key: $k, status: "new") { passportNumber } }`,
      {
        a: api.companies.a,
        b: api.companies.agent,
        k: key,
      },
      undefined,
    );
    expect(linked.linkedEmployees).toContainEqual({ passportNumber: 'EP4440001' });
    // The agent (a prospect) sees it in its own list too.
    const agentList = await ok(
      `{ employees(searchText: "EP4440001") { employees { _id owner { _id } } } }`,
      {},
      api.tokens.agent,
    );
    expect(agentList.employees.employees).toEqual([{ _id: employee._id, owner: { _id: api.companies.a } }]);
  });

  it('keeps totalCount and the dashboard equal to the rows each caller can see, after every kind of change', async () => {
    const save = (input: Record<string, unknown>, token = api.tokens.adminA) =>
      ok(`mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id } }`, { input }, token);
    const one = (await save(employeeInput({ passportNumber: 'EP7000001' }))).createEmployee._id;
    await save(employeeInput({ passportNumber: 'EP7000002', prospects: [api.companies.agent] }));
    await save(employeeInput({ _id: one, passportNumber: 'EP7000001', status: 'traveled' }));
    const agentOwned = (
      await save(employeeInput({ passportNumber: 'EP7000003', owner: api.companies.a }), api.tokens.agent)
    ).createEmployee._id;
    await ok(
      `mutation ($id: ID!) { deleteEmployee(id: $id) { affectedRows } }`,
      { id: agentOwned },
      api.tokens.agent,
    );
    for (const token of [api.tokens.adminA, api.tokens.adminB, api.tokens.agent, api.tokens.superUser]) {
      for (const status of [null, 'traveled', 'new']) {
        const data = await ok(
          `query ($s: String) { employees(take: 3000, status: $s) { totalCount employees { _id status } } dashboard { totalCount statusCounts { status count } } }`,
          { s: status },
          token,
        );
        expect(data.employees.totalCount).toBe(data.employees.employees.length);
        if (!status) {
          expect(data.dashboard.totalCount).toBe(data.employees.employees.length);
          const byStatus: Record<string, number> = {};
          for (const e of data.employees.employees) byStatus[e.status] = (byStatus[e.status] ?? 0) + 1;
          expect(
            Object.fromEntries(
              data.dashboard.statusCounts.map((c: { status: string; count: number }) => [c.status, c.count]),
            ),
          ).toEqual(byStatus);
        }
      }
    }
  });

  it('changes a password (old one checked, new one must differ) and lists tutorials and important links', async () => {
    const token = await api.userWithRoles(['ViewEmployees']);
    const me = (await ok(`{ me { _id email } }`, {}, token)).me;
    await api.db.query(
      'UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE id = $2) WHERE id = $1',
      [me._id, api.users.plainA],
    );
    const same = await api.gql(
      `mutation { changePassword(input: {oldPassword: "${PASSWORD}", password: "${PASSWORD}", confirmPassword: "${PASSWORD}"}) { message } }`,
      {},
      token,
    );
    expect(same.errors?.[0]).toMatchObject({
      message: 'Passwords must be different',
      extensions: { field: 'password' },
    });
    const changed = await ok(
      `mutation { changePassword(input: {oldPassword: "${PASSWORD}", password: "newpass1", confirmPassword: "newpass1"}) { message } }`,
      {},
      token,
    );
    expect(changed.changePassword.message).toBe('Password changed successfully');
    const signIn = await ok(
      `mutation ($input: AuthInput!) { authUser(input: $input) { _id } }`,
      { input: { email: me.email, password: 'newpass1' } },
      undefined,
    );
    expect(signIn.authUser._id).toBe(me._id);

    await api.db.query(
      `INSERT INTO tutorials (id, title, url, position) VALUES ('aaaaaaaaaaaaaaaaaaaaaaa1', 'Add an employee', 'https://example.com/v1', 0) ON CONFLICT DO NOTHING`,
    );
    await api.db.query(
      `INSERT INTO important_links (id, title, url, position) VALUES ('aaaaaaaaaaaaaaaaaaaaaaa2', 'Musaned', 'https://musaned.com.sa', 0) ON CONFLICT DO NOTHING`,
    );
    const content = await ok(`{ tutorials { title url } importantLinks { title url } }`, {}, token);
    expect(content.tutorials).toEqual([{ title: 'Add an employee', url: 'https://example.com/v1' }]);
    expect(content.importantLinks).toEqual([{ title: 'Musaned', url: 'https://musaned.com.sa' }]);
  });
});
