import { describe, expect, it } from 'vitest';
import { MAX_PAYMENT_DETAILS } from './apiLimits';
import { medicalPaymentInputSchema } from './medicalPaymentInputSchema';

const issuesOf = (schema: { safeParse: (value: unknown) => unknown }, value: unknown) => {
  const result = schema.safeParse(value) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  return result.success
    ? {}
    : Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('medicalPaymentInputSchema', () => {
  it('starts a payment and its entries as new', () => {
    const payment = medicalPaymentInputSchema.parse({
      totalAmount: '1500',
      details: [{ by: 'passport', byLinkOrName: 'ep1234567' }],
    });
    expect(payment.status).toBe('new');
    expect(payment.details[0]?.status).toBe('new');
    expect(payment.totalAmount).toBe(1500);
  });

  it('accepts both status sets and checks passport entries', () => {
    expect(medicalPaymentInputSchema.safeParse({ status: 'screenshotAttached' }).success).toBe(true);
    expect(medicalPaymentInputSchema.safeParse({ status: 'paid' }).success).toBe(true);
    expect(
      issuesOf(medicalPaymentInputSchema, {
        details: [
          { by: 'passport', byLinkOrName: 'EP-12' },
          { by: 'wafidLink', byLinkOrName: '' },
        ],
      }),
    ).toEqual({
      'details.0.byLinkOrName': 'Incorrect Passport Number',
      'details.1.byLinkOrName': 'Required',
    });
  });

  it('takes an order day that exists and names uploads only, never a script or another site', () => {
    const name = 'medical-0123456789abcdef01234567.jpg';
    for (const screenshotLink of [
      name,
      `/api/files/${name}`,
      `https://placement.example/api/files/${name}`,
      '',
    ]) {
      expect(issuesOf(medicalPaymentInputSchema, { screenshotLink })).toEqual({});
    }
    expect(issuesOf(medicalPaymentInputSchema, { screenshotLink: 'javascript:alert(1)' })).toEqual({
      screenshotLink: 'File not found',
    });
    expect(issuesOf(medicalPaymentInputSchema, { screenshotLink: `javascript:/${name}` })).toEqual({
      screenshotLink: 'File not found',
    });
    expect(issuesOf(medicalPaymentInputSchema, { orderedAt: '2024-02-30' })).toEqual({
      orderedAt: 'Invalid date',
    });
    expect(issuesOf(medicalPaymentInputSchema, { orderedAt: '2024-02-29' })).toEqual({});
  });

  it('takes at most MAX_PAYMENT_DETAILS entries', () => {
    const entries = (count: number) => Array.from({ length: count }, () => ({ byLinkOrName: 'Almaz' }));
    expect(issuesOf(medicalPaymentInputSchema, { details: entries(MAX_PAYMENT_DETAILS) })).toEqual({});
    expect(issuesOf(medicalPaymentInputSchema, { details: entries(MAX_PAYMENT_DETAILS + 1) })).toEqual({
      details: `At most ${MAX_PAYMENT_DETAILS} items`,
    });
  });
});
