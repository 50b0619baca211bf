import { describe, expect, it } from 'vitest';
import { visaInputSchema, visaRecordSchema } from './visaInputSchema';

const issuesOf = (schema: { safeParse: (value: unknown) => unknown }, value: unknown) => {
  const result = schema.safeParse(value) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  return result.success
    ? {}
    : Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('visaInputSchema', () => {
  it('accepts a sponsor visa and reads numbers typed as text', () => {
    const visa = visaInputSchema.parse({
      visaNumber: '1234567890',
      passportNumber: '7',
      visaQty: '1',
      salary: '',
    });
    expect(visa.visaQty).toBe(1);
    expect(visa.salary).toBeUndefined();
  });

  it('uses the visa-number and employer-id rules', () => {
    expect(
      issuesOf(visaInputSchema, { visaNumber: '12345678', passportNumber: '12345678901', visaQty: 0 }),
    ).toEqual({
      visaNumber: 'Incorrect Visa Number',
      passportNumber: 'Incorrect Employer Id Number',
      visaQty: 'Must be 1 or more',
    });
  });
});

describe('visaRecordSchema', () => {
  it('refuses a visa with neither a visa number nor a sponsor name', () => {
    const result = visaRecordSchema.safeParse({ visaNumber: '', fullName: '  ', salary: 1000 });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['visaNumber', "Enter the visa number or the sponsor's name"],
    ]);
  });

  it('takes a visa with either of them', () => {
    expect(visaRecordSchema.safeParse({ visaNumber: '1234567890' }).success).toBe(true);
    expect(visaRecordSchema.safeParse({ fullName: 'SPONSOR' }).success).toBe(true);
  });
});
