import { describe, expect, it } from 'vitest';
import { companyInputSchema, linkCompaniesInputSchema, subAgentInputSchema } from './companyInputSchema';

const issuesOf = (schema: { safeParse: (value: unknown) => unknown }, value: unknown) => {
  const result = schema.safeParse(value) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  return result.success
    ? {}
    : Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('companyInputSchema', () => {
  it('needs type, name and email', () => {
    expect(issuesOf(companyInputSchema, { type: '', displayName: 'ab', email: 'x' })).toEqual({
      type: 'Required',
      displayName: 'Must be 3 characters at minimum',
      email: 'Invalid email address',
    });
    expect(
      companyInputSchema.parse({ type: 'LocalAgency', displayName: 'Selam', email: 'A@Selam.com' }).email,
    ).toBe('a@selam.com');
  });

  it('checks telephones only when given', () => {
    expect(
      issuesOf(companyInputSchema, {
        type: 'ForeignAgent',
        displayName: 'Gulf Office',
        email: 'office@gulf.com',
        address: { telephone: '', mobile: '123' },
      }),
    ).toEqual({ 'address.mobile': 'Must be 8 characters at minimum' });
  });

  it('checks sub agents and partner links', () => {
    expect(issuesOf(subAgentInputSchema, { displayName: 'Omer', telephone: '0912345678' })).toEqual({});
    expect(issuesOf(subAgentInputSchema, { displayName: '', telephone: '' })).toEqual({
      displayName: 'Required',
      telephone: 'Required',
    });
    expect(linkCompaniesInputSchema.safeParse({ ids: ['a', ''] }).success).toBe(false);
  });
});
