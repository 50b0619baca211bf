import { MAX_PAYMENT_AMOUNT, medicalPaymentInputSchema } from '@placement/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from './support/snapshot';
import { ENGINES, startTestApi, type TestApi } from './support/testApi';

// createMedicalPayment is checked by the domain's medicalPaymentInputSchema, nothing written by hand: each
// refused input gets the domain's own first issue (field and message), read from the domain here.
const SAVE = `mutation ($input: MedicalPaymentInput!) {
  createMedicalPayment(input: $input) { _id status totalAmount remarks orderedAt details { byLinkOrName status } } }`;

const domainIssue = (input: Record<string, unknown>) => {
  const result = medicalPaymentInputSchema.safeParse(input);
  if (result.success) throw new Error(`the domain accepts ${JSON.stringify(input)}`);
  const issue = result.error.issues[0]!;
  return { field: issue.path.join('.'), message: issue.message };
};

describe.each(ENGINES)('medical payments by the domain rules, on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine);
  }, 60_000);
  afterAll(() => api?.close());

  it.each<[string, Record<string, unknown>]>([
    ['an unknown status', { status: 'stolen' }],
    ['a negative amount', { totalAmount: -1 }],
    ['an astronomical amount', { totalAmount: MAX_PAYMENT_AMOUNT * 10 }],
    ['an order date that is not a date', { orderedAt: 'not a date' }],
    ['an impossible order date', { orderedAt: '2024-02-30' }],
    ['a script for a screenshot', { screenshotLink: 'javascript:alert(1)' }],
    ['a remark longer than a document holds', { remarks: 'x'.repeat(501) }],
    ['an entry without a name', { details: [{ byLinkOrName: ' ' }] }],
    ['an entry by a passport that is not one', { details: [{ by: 'passport', byLinkOrName: 'EP-12' }] }],
    ['an entry by an unknown method', { details: [{ by: 'guess', byLinkOrName: 'EP1234567' }] }],
    [
      'a slip that is no upload',
      { details: [{ byLinkOrName: 'EP1234567', slipLink: 'https://evil.example/x' }] },
    ],
  ])('refuses %s with the domain’s field and message, and stores nothing', async (_what, fields) => {
    const input = { totalAmount: 10, ...fields };
    const before = await snapshot(api.db);
    const result = await api.gql(SAVE, { input }, api.tokens.adminA);
    const { field, message } = domainIssue(input);
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(await snapshot(api.db)).toBe(before);
  });

  it('saves what the domain accepts, and an update keeps the fields it was not given', async () => {
    const created = await api.gql(
      SAVE,
      {
        input: {
          _id: 'new0000001',
          totalAmount: 1500,
          orderedAt: '2026-03-01',
          remarks: '  first batch ',
          details: [{ by: 'passport', byLinkOrName: 'ep1234567' }, { byLinkOrName: 'Almaz Bekele' }],
        },
      },
      api.tokens.adminA,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createMedicalPayment).toMatchObject({
      status: 'new',
      totalAmount: 1500,
      remarks: 'first batch',
      orderedAt: '2026-03-01',
      details: [
        { byLinkOrName: 'ep1234567', status: 'new' },
        { byLinkOrName: 'Almaz Bekele', status: 'new' },
      ],
    });
    const id = created.data!.createMedicalPayment._id as string;
    const paid = await api.gql(SAVE, { input: { _id: id, status: 'paid' } }, api.tokens.adminA);
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.createMedicalPayment).toMatchObject({
      status: 'paid',
      totalAmount: 1500,
      remarks: 'first batch',
      orderedAt: '2026-03-01',
    });
    expect(paid.data!.createMedicalPayment.details).toHaveLength(2);
  });
});
