import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeInput } from './fixtures';
import { ENGINES, startTestApi, type TestApi } from './support/testApi';

/** Issue 16's server side: the dashboard's morning checks, the audit log, stage-change e-mails, medical totals. */
describe.each(ENGINES)('morning checks, audit log and notifications, on %s', (engine) => {
  let api: TestApi;
  const CREATE = `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { _id status } }`;
  const create = async (overrides: Record<string, unknown>, token = api.tokens.adminA) => {
    const result = await api.gql(CREATE, { input: employeeInput(overrides) }, token);
    expect(result.errors).toBeUndefined();
    return result.data!.createEmployee._id as string;
  };
  const day = (offsetDays: number) =>
    new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    api = await startTestApi(engine);
  });
  afterAll(() => api.close());

  it('counts passports expiring within six months and opens exactly those as a list', async () => {
    const soon = await create({
      _id: 'new0000001',
      passportNumber: 'EP1000001',
      passportExpiryDate: day(60),
    });
    await create({ _id: 'new0000002', passportNumber: 'EP1000002', passportExpiryDate: day(400) });
    const other = await create(
      { _id: 'new0000003', passportNumber: 'EP1000003', passportExpiryDate: day(30) },
      api.tokens.adminB,
    );
    const checks = await api.gql(
      `{ morningChecks { passportsExpiringSoon expiringBefore stuckForDays } }`,
      {},
      api.tokens.adminA,
    );
    expect(checks.errors).toBeUndefined();
    expect(checks.data!.morningChecks.passportsExpiringSoon).toBe(1);
    const list = await api.gql(
      `query ($before: String) { employees(passportExpiresBefore: $before, take: 50) { totalCount employees { _id } } }`,
      { before: checks.data!.morningChecks.expiringBefore },
      api.tokens.adminA,
    );
    expect(list.data!.employees.totalCount).toBe(1);
    expect(list.data!.employees.employees.map((e: { _id: string }) => e._id)).toEqual([soon]);
    expect(JSON.stringify(list.data)).not.toContain(other);
  });

  it('counts employees stuck in a stage and opens them as a list', async () => {
    const stuck = await create({ _id: 'new0000004', passportNumber: 'EP1000004', status: 'medical_process' });
    await create({ _id: 'new0000005', passportNumber: 'EP1000005', status: 'medical_process' });
    await api.db.query(`UPDATE employees SET status_changed_at = now() - interval '45 days' WHERE id = $1`, [
      stuck,
    ]);
    const checks = await api.gql(
      `{ morningChecks(stuckForDays: 40) { stuckEmployees } }`,
      {},
      api.tokens.adminA,
    );
    expect(checks.data!.morningChecks.stuckEmployees).toBe(1);
    const list = await api.gql(
      `{ employees(stuckForDays: 40) { totalCount employees { _id } } }`,
      {},
      api.tokens.adminA,
    );
    expect(list.data!.employees.employees.map((e: { _id: string }) => e._id)).toEqual([stuck]);
    const refused = await api.gql(
      `{ morningChecks(stuckForDays: -3) { stuckEmployees } }`,
      {},
      api.tokens.adminA,
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'stuckForDays' });
  });

  it("keeps the user's interface language for the next sign-in, and only a language the app speaks", async () => {
    const before = await api.gql(`{ me { language } }`, {}, api.tokens.adminA);
    expect(before.data!.me.language).toBeNull();
    const chosen = await api.gql(
      `mutation { setLanguage(language: "ar") { language } }`,
      {},
      api.tokens.adminA,
    );
    expect(chosen.data!.setLanguage.language).toBe('ar');
    expect((await api.gql(`{ me { language } }`, {}, api.tokens.adminA)).data!.me.language).toBe('ar');
    const refused = await api.gql(
      `mutation { setLanguage(language: "fr") { language } }`,
      {},
      api.tokens.adminA,
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'language' });
    expect((await api.gql(`{ me { language } }`, {}, api.tokens.adminA)).data!.me.language).toBe('ar');
    expect(
      (await api.gql(`mutation { setLanguage(language: "ar") { language } }`)).errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
  });

  it('restarts the stage clock when the stage changes and e-mails the users who opted in, once', async () => {
    const id = await create({ _id: 'new0000006', passportNumber: 'EP1000006', givenName: 'hanna' });
    await api.db.query(`UPDATE employees SET status_changed_at = now() - interval '90 days' WHERE id = $1`, [
      id,
    ]);
    const optIn = await api.gql(
      `mutation { setStageChangeNotifications(enabled: true) { notifyStageChanges } }`,
      {},
      api.tokens.adminA,
    );
    expect(optIn.data!.setStageChangeNotifications.notifyStageChanges).toBe(true);
    const before = (await api.outbox()).length;
    await create({ _id: id, passportNumber: 'EP1000006', givenName: 'hanna', status: 'selected' });
    const { rows } = await api.db.query<{ fresh: boolean }>(
      `SELECT status_changed_at > now() - interval '1 minute' AS fresh FROM employees WHERE id = $1`,
      [id],
    );
    expect(rows[0]!.fresh).toBe(true);
    let mails: string[] = [];
    for (let attempt = 0; attempt < 50 && mails.length === 0; attempt += 1) {
      mails = (await api.outbox()).slice(before);
      if (mails.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('admin.a@example.com');
    expect(mails[0]).toContain('HANNA');
    // Saving again without a stage change sends nothing more.
    await create({ _id: id, passportNumber: 'EP1000006', givenName: 'hanna', status: 'selected' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await api.outbox()).slice(before)).toHaveLength(1);
  });

  it("keeps an audit log of the company's mutations without their values, for its admins only", async () => {
    await create({ _id: 'new0000007', passportNumber: 'EP7777777' });
    const clerk = await api.userWithRoles(['ViewEmployees']);
    await api.gql(`mutation { deleteEmployee(id: "0123456789abcdef01234567") { affectedRows } }`, {}, clerk);
    const log = await api.gql(
      `{ auditLog(take: 100) { totalCount entries { at userName operation recordId result } } }`,
      {},
      api.tokens.adminA,
    );
    expect(log.errors).toBeUndefined();
    const entries = log.data!.auditLog.entries as Array<Record<string, string>>;
    expect(entries.some((e) => e.operation === 'createEmployee' && e.result === 'ok')).toBe(true);
    expect(
      entries.some(
        (e) =>
          e.operation === 'deleteEmployee' &&
          e.result === 'FORBIDDEN' &&
          e.recordId === '0123456789abcdef01234567',
      ),
    ).toBe(true);
    expect(JSON.stringify(log.data)).not.toContain('EP7777777');
    const today = new Date().toISOString().slice(0, 10);
    const filtered = await api.gql(
      `query ($d: String) { auditLog(from: $d, to: $d, take: 100) { totalCount } }`,
      { d: today },
      api.tokens.adminA,
    );
    expect(filtered.data!.auditLog.totalCount).toBe(log.data!.auditLog.totalCount);
    // Another company's admin sees none of it.
    const seenByB = await api.gql(`{ auditLog(take: 100) { entries { recordId } } }`, {}, api.tokens.adminB);
    expect(JSON.stringify(seenByB.data)).not.toContain('0123456789abcdef01234567');
    expect((await api.gql(`{ auditLog { totalCount } }`, {}, clerk)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });

  it('totals medical payments by status and by month', async () => {
    for (const [status, amount, orderedAt] of [
      ['new', 100, '2026-10-03'],
      ['new', 50, '2026-11-02'],
      ['canceled', 70, '2026-11-09'],
    ] as const) {
      const result = await api.gql(
        `mutation ($input: MedicalPaymentInput!) { createMedicalPayment(input: $input) { _id } }`,
        { input: { _id: 'new0000000', status, totalAmount: amount, orderedAt, transferReason: 'medical' } },
        api.tokens.adminA,
      );
      expect(result.errors).toBeUndefined();
    }
    const summary = await api.gql(
      `{ medicalPaymentSummary { byStatus { status count totalAmount } byMonth { month status count totalAmount } } }`,
      {},
      api.tokens.adminA,
    );
    expect(summary.data!.medicalPaymentSummary.byStatus).toEqual([
      { status: 'canceled', count: 1, totalAmount: 70 },
      { status: 'new', count: 2, totalAmount: 150 },
    ]);
    expect(summary.data!.medicalPaymentSummary.byMonth).toEqual([
      { month: '2026-10', status: 'new', count: 1, totalAmount: 100 },
      { month: '2026-11', status: 'canceled', count: 1, totalAmount: 70 },
      { month: '2026-11', status: 'new', count: 1, totalAmount: 50 },
    ]);
    const seenByB = await api.gql(`{ medicalPaymentSummary { byStatus { count } } }`, {}, api.tokens.adminB);
    expect(seenByB.data!.medicalPaymentSummary.byStatus).toEqual([]);
  });
});
