import { describe, expect, it } from 'vitest';
import { newVisaDefaults } from './newVisaDefaults';

describe('newVisaDefaults', () => {
  it('starts a new visa as the spec lists', () => {
    expect(newVisaDefaults()).toEqual({
      status: 'new',
      visaQty: 1,
      profession: 'housemaid',
      religion: 'muslim',
      ageCategory: 'bet2125',
      salary: 1000,
      currency: 'saudi_riyal',
      address: { city: 'Riyadh', country: 'saudi_arabia' },
    });
  });
});
