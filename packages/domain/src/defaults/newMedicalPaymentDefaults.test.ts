import { describe, expect, it } from 'vitest';
import { newMedicalPaymentDefaults } from './newMedicalPaymentDefaults';

describe('newMedicalPaymentDefaults', () => {
  it('starts with status new, ordered now, nothing paid', () => {
    expect(newMedicalPaymentDefaults(new Date('2026-11-21T10:00:00Z'))).toEqual({
      status: 'new',
      orderedAt: '2026-11-21T10:00:00.000Z',
      totalAmount: 0,
      details: [],
    });
  });
});
