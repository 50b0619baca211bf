import { describe, expect, it } from 'vitest';
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
});
