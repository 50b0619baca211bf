import { describe, expect, it } from 'vitest';
import { employeeInputSchema, employeeInputSchemaFor } from './employeeInputSchema';

const valid = {
  _id: 'k3j5h2g7f1',
  passportNumber: 'ep1234567',
  givenName: 'ALMAZ TESFAYE',
  surName: 'KEBEDE',
  placeOfBirth: 'Addis Ababa',
  placeOfIssue: 'Addis Ababa',
  sex: 'female',
  dateOfBirth: '1998-03-14',
  passportIssueDate: '2024-02-01',
  passportExpiryDate: '2029-01-31',
  additionalData: {
    nationality: 'ethiopian',
    appliedCountry: 'saudi_arabia',
    appliedProfession: 'housemaid',
    contractPeriod: 'two',
    salary: '1000',
    currency: 'saudi_riyal',
    maritalStatus: '',
  },
  education: { arabicLanguage: 'average', skills: ['cooking', 'washing_dishes'] },
  embassyProcess: { enjazNumber: ' E123456789 ' },
  visa: { visaNumber: '1234567890', passportNumber: '1012345678' },
  workExperience: [{ country: 'saudi_arabia', profession: 'housemaid', years: 'two' }],
};

const issuesOf = (value: unknown, schema = employeeInputSchema) => {
  const result = schema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('employeeInputSchema', () => {
  it('accepts a complete employee and normalises what it reads', () => {
    const employee = employeeInputSchema.parse(valid);
    expect(employee.passportNumber).toBe('EP1234567');
    expect(employee.additionalData?.salary).toBe(1000);
    expect(employee.additionalData?.maritalStatus).toBeUndefined();
    expect(employee.embassyProcess?.enjazNumber).toBe('E123456789');
  });

  it('reports each broken rule on its field with the exact message', () => {
    expect(
      issuesOf({
        ...valid,
        passportNumber: 'E',
        givenName: 'A',
        surName: '',
        placeOfBirth: 'X',
        sex: '',
        dateOfBirth: '1919-12-31',
        passportIssueDate: '2027-01-01',
        embassyProcess: { enjazNumber: '123456789' },
        visa: { visaNumber: '12345' },
        additionalData: { religion: 'pastafarian' },
      }),
    ).toEqual({
      passportNumber: 'Incorrect Passport Number',
      givenName: 'Incorrect Given Name',
      surName: 'Required',
      placeOfBirth: 'Must be 2 characters at minimum',
      sex: 'Required',
      dateOfBirth: 'Must be on or after 1920-01-01',
      passportIssueDate: 'Must be on or before 2026-12-31',
      'embassyProcess.enjazNumber': "Incorrect Application Number: add 'E' before the number",
      'visa.visaNumber': 'Incorrect Visa Number',
      'additionalData.religion': 'Choose a value from the list',
    });
  });

  it('applies the chosen reading of each two-reading rule', () => {
    const strict = employeeInputSchemaFor({
      passportNumber: 'strict',
      givenName: 'twoWords',
      surName: 'letters',
    });
    expect(
      issuesOf({ ...valid, passportNumber: 'X1234567', givenName: 'ALMAZ', surName: 'ABU BAKR' }, strict),
    ).toEqual({
      passportNumber: 'Incorrect Passport Number',
      givenName: 'Incorrect Given Name',
      surName: 'Incorrect Sur Name',
    });
    expect(issuesOf({ ...valid, passportIssueDate: '2030-12-31' })).toEqual({
      passportIssueDate: 'Must be on or before 2026-12-31',
    });
    expect(
      issuesOf(
        { ...valid, passportIssueDate: '2030-12-31', passportExpiryDate: '2035-12-30' },
        employeeInputSchemaFor({ dateLimits: 'alternate' }),
      ),
    ).toEqual({});
  });

  it('takes the date-limit boundaries as allowed', () => {
    expect(
      issuesOf({
        ...valid,
        dateOfBirth: '1920-01-01',
        passportIssueDate: '2012-01-01',
        passportExpiryDate: '2036-12-31',
      }),
    ).toEqual({});
    expect(issuesOf({ ...valid, passportExpiryDate: '2023-12-31' })).toEqual({
      passportExpiryDate: 'Must be on or after 2024-01-01',
    });
    expect(issuesOf({ ...valid, dateOfBirth: 'yesterday' })).toEqual({ dateOfBirth: 'Invalid date' });
    expect(issuesOf({ ...valid, dateOfBirth: '1998-02-30' })).toEqual({ dateOfBirth: 'Invalid date' });
    expect(issuesOf({ ...valid, dateOfBirth: '1996-02-29T11:00:00.000Z' })).toEqual({});
  });

  it('refuses an expiry on or before the issue date, also beside another field with an error', () => {
    expect(issuesOf({ ...valid, passportIssueDate: '2024-06-20', passportExpiryDate: '2024-06-20' })).toEqual(
      {
        passportExpiryDate: 'Must be after the passport issue date',
      },
    );
    expect(
      issuesOf({
        ...valid,
        additionalData: { salary: -1 },
        passportIssueDate: '2025-06-20',
        passportExpiryDate: '2024-06-20',
      }),
    ).toEqual({
      'additionalData.salary': 'Must be 0 or more',
      passportExpiryDate: 'Must be after the passport issue date',
    });
    expect(issuesOf({ ...valid, passportIssueDate: '2020-06-20', passportExpiryDate: '2030-06-20' })).toEqual(
      {},
    );
  });
});
