import { describe, expect, it } from 'vitest';
import { companyKind, companyVariant, isSudan, isSudan2 } from './companyVariant';

describe('company kind and variant from depositAmount', () => {
  it.each([
    [undefined, 'employment', 'standard'],
    [null, 'employment', 'standard'],
    ['', 'employment', 'standard'],
    ['   ', 'employment', 'standard'],
    ['5000', 'commission', 'standard'],
    ['sudan', 'commission', 'sudan'],
    ['sudan2', 'commission', 'sudan2'],
    ['Sudan', 'commission', 'standard'],
    ['sudan3', 'commission', 'standard'],
  ] as const)('%j -> %s, %s', (depositAmount, kind, variant) => {
    expect(companyKind(depositAmount)).toBe(kind);
    expect(companyVariant({ depositAmount })).toBe(variant);
  });

  it('tells sudan and sudan2 apart', () => {
    expect(isSudan({ depositAmount: 'sudan' })).toBe(true);
    expect(isSudan({ depositAmount: 'sudan2' })).toBe(false);
    expect(isSudan2({ depositAmount: 'sudan2' })).toBe(true);
    expect(isSudan2({ depositAmount: 'sudan' })).toBe(false);
    expect(isSudan(null)).toBe(false);
  });
});
