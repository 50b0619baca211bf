import { describe, expect, it } from 'vitest';
import { AGENCY_TYPES } from '../enums';
import { agencyTypeOf, depositAmountFor } from './agencyType';
import { companyVariant, companyKind } from './companyVariant';

describe('agency type (depositAmount)', () => {
  it('reads empty as employment, the two Sudan markers exactly, anything else as commission', () => {
    expect(agencyTypeOf('')).toBe('employment');
    expect(agencyTypeOf(null)).toBe('employment');
    expect(agencyTypeOf('  ')).toBe('employment');
    expect(agencyTypeOf('sudan')).toBe('sudan');
    expect(agencyTypeOf('sudan2')).toBe('sudan2');
    expect(agencyTypeOf('5000')).toBe('commission');
    expect(agencyTypeOf('commission')).toBe('commission');
  });

  it('stores a value that reads back as the chosen type and switches the same variant on', () => {
    for (const type of AGENCY_TYPES) {
      const stored = depositAmountFor(type, '5000');
      expect(agencyTypeOf(stored)).toBe(type);
      expect(companyKind(stored)).toBe(type === 'employment' ? 'employment' : 'commission');
      expect(companyVariant({ depositAmount: stored })).toBe(
        type === 'sudan' || type === 'sudan2' ? type : 'standard',
      );
    }
  });

  it("keeps a commission company's stored amount when it stays commission", () => {
    expect(depositAmountFor('commission', '5000')).toBe('5000');
    expect(depositAmountFor('commission', 'sudan')).toBe('commission');
  });
});
