import { describe, expect, it } from 'vitest';
import type { VisaValues } from '@placement/domain';
import type { VisaRecord } from '../api/VISA';
import { isNewVisa, visaFormValues, visaSaveInput } from './visaFormValues';

const stored = {
  _id: '64b7f0c2a1b2c3d4e5f60003',
  visaNumber: '1234567890',
  fullName: 'SAAD ALI',
  passportNumber: '1088776655',
  visaType: 'work',
  visaQty: 3,
  address: { telephone: '0500000000', city: 'Jeddah', country: 'SAUDI ARABIA' },
} as unknown as VisaRecord;

describe('isNewVisa', () => {
  it('takes no id, 0 and a 10-character id for a new visa, and a stored id for a stored one', () => {
    expect([undefined, '', '0', 'a1b2c3d4e5'].map(isNewVisa)).toEqual([true, true, true, true]);
    expect(isNewVisa('64b7f0c2a1b2c3d4e5f60003')).toBe(false);
  });
});

describe('visaFormValues', () => {
  it("gives a new visa the domain's defaults and empty boxes", () => {
    expect(visaFormValues(null)).toMatchObject({
      visaNumber: '',
      fullName: '',
      visaType: 'work',
      visaQty: 1,
      status: 'new',
      firstTime: false,
      address: { telephone: '', city: 'Riyadh', country: 'saudi_arabia' },
    });
  });

  it("holds a stored visa's values, a country typed in older visas as it is", () => {
    expect(visaFormValues(stored)).toMatchObject({
      visaNumber: '1234567890',
      fullName: 'SAAD ALI',
      visaQty: 3,
      remarks: '',
      address: { telephone: '0500000000', city: 'Jeddah', country: 'SAUDI ARABIA' },
    });
  });
});

describe('visaSaveInput', () => {
  const values = { ...visaFormValues(stored), owner: 'someone' } as unknown as VisaValues;

  it('names the visa being edited and never sends an owner', () => {
    const input = visaSaveInput(values, stored._id, 'agent-1');
    expect(input).toMatchObject({ _id: stored._id, agentId: 'agent-1', visaNumber: '1234567890' });
    expect(input).not.toHaveProperty('owner');
  });

  it('sends a new visa without an id, and no agent as null', () => {
    const input = visaSaveInput(values, null, '');
    expect(input).not.toHaveProperty('_id');
    expect(input.agentId).toBeNull();
  });
});
