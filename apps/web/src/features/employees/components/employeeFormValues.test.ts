import { describe, expect, it } from 'vitest';
import type { EmployeeValues } from '@placement/domain';
import { employeeFormValues, employeeSaveInput } from './employeeFormValues';
import { employeeTestRecord } from './employeeTestRecord';

const today = new Date('2026-12-07T10:00:00Z');
const context = { id: null, companyVariant: null, userCompanyId: 'company-1', chosenCompanyId: null };

describe('employeeFormValues', () => {
  it('gives a new employee the domain defaults and empty boxes', () => {
    const values = employeeFormValues(null, today);
    expect(values).toMatchObject({
      status: 'new',
      sex: 'female',
      passportNumber: '',
      givenName: '',
      surName: '',
      passportIssueDate: '',
      passportExpiryDate: '2031-12-07',
      prospects: [],
      visa: { visaNumber: '', visaType: 'work', fullName: '', passportNumber: '', address: {} },
    });
    expect(values._id).toBeUndefined();
  });

  it("holds a stored employee's days as calendar days, its empty values as empty boxes and its relations as ids", () => {
    const values = employeeFormValues(employeeTestRecord(), today);
    expect(values).toMatchObject({
      _id: '64b7f0c2a1b2c3d4e5f60718',
      passportNumber: 'EP1234567',
      dateOfBirth: '1998-03-04',
      passportIssueDate: '2024-01-10',
      owner: '64b7f0c2a1b2c3d4e5f60001',
      prospects: ['64b7f0c2a1b2c3d4e5f60002'],
      visa: {
        visaNumber: '1234567890',
        fullName: 'SAAD ALI',
        address: { telephone: '0500000000', city: 'Riyadh', country: 'saudi_arabia' },
      },
      embassyProcess: { enjazNumber: 'E123', stampedDate: '' },
      firstTestimonialName: '',
      additionalData: { notes: '', height: '', maritalStatus: undefined },
    });
  });
});

describe('employeeSaveInput', () => {
  const typed = (changes: Partial<EmployeeValues> = {}) =>
    ({ ...employeeFormValues(employeeTestRecord(), today), ...changes }) as EmployeeValues;

  it('sends the id being edited, empty days as null and the owner chosen or the user’s company', () => {
    const input = employeeSaveInput(typed({ passportIssueDate: '' }), {
      ...context,
      id: '64b7f0c2a1b2c3d4e5f60718',
    });
    expect(input._id).toBe('64b7f0c2a1b2c3d4e5f60718');
    expect(input.passportIssueDate).toBeNull();
    expect(input.owner).toBe('company-1');
    expect(employeeSaveInput(typed(), { ...context, chosenCompanyId: 'agency-2' }).owner).toBe('agency-2');
    expect(employeeSaveInput(typed(), context)._id).toBeUndefined();
  });

  it('sends the visa only once its number is long enough to be one', () => {
    expect(employeeSaveInput(typed(), context).visa).toMatchObject({ visaNumber: '1234567890' });
    const short = typed({ visa: { visaNumber: '1234', visaType: 'work' } } as Partial<EmployeeValues>);
    expect(employeeSaveInput(short, context).visa).toBeNull();
  });
});
