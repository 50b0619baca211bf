import { describe, expect, it } from 'vitest';
import { companyInputSchema, linkCompaniesInputSchema, subAgentInputSchema } from './companyInputSchema';
import { medicalPaymentInputSchema } from './medicalPaymentInputSchema';
import { generateLinkInputSchema, shareLinkByEmailInputSchema } from './shareLinkInputSchema';
import {
  userChangeInputSchema,
  userInputSchema,
  userRolesIds,
  userRolesInputSchema,
  userStatusChange,
} from './userInputSchema';
import { visaInputSchema } from './visaInputSchema';

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

describe('user inputs', () => {
  it('adds a user with name and email', () => {
    expect(issuesOf(userInputSchema, { name: 'Abebe', email: 'abebe@agency.com' })).toEqual({});
    expect(issuesOf(userInputSchema, { name: 'A'.repeat(129), email: '' })).toEqual({
      name: 'Must be 128 characters or less',
      email: 'Required',
    });
  });

  it('offers Activate only to disabled users', () => {
    expect(userStatusChange('Disabled')).toBe('activate');
    expect(userStatusChange('Active')).toBe('deactivate');
    expect(userStatusChange('Waiting')).toBe('deactivate');
  });

  it('checks user changes and sends the user id before the role ids', () => {
    expect(userChangeInputSchema.safeParse({ name: 'changeEmail', _id: 'u1', email: 'bad' }).success).toBe(
      false,
    );
    expect(userChangeInputSchema.safeParse({ name: 'reset', _id: 'u1' }).success).toBe(true);
    expect(userRolesIds('u1', ['r1', 'r2'])).toEqual(['u1', 'r1', 'r2']);
    expect(userRolesInputSchema.safeParse({ ids: [] }).success).toBe(false);
    expect(userRolesInputSchema.safeParse({ ids: ['u1'] }).success).toBe(true);
  });
});

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

describe('share links', () => {
  it('needs employees to share and a valid address to mail', () => {
    expect(generateLinkInputSchema.safeParse({ employeeIds: [] }).success).toBe(false);
    expect(shareLinkByEmailInputSchema.safeParse({ email: '', link: 'aB3dE9' }).success).toBe(false);
    expect(
      shareLinkByEmailInputSchema.safeParse({ email: 'sponsor@example.com', link: 'aB3dE9' }).success,
    ).toBe(true);
    expect(shareLinkByEmailInputSchema.safeParse({ email: 'sponsor@example.com', link: 'aB3' }).success).toBe(
      false,
    );
  });
});
