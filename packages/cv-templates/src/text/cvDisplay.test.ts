import { describe, expect, it } from 'vitest';
import { contractPeriodOf, yearsText } from './cvDisplay';

describe('yearsText', () => {
  it('reads a stored code and a stored number the same way', () => {
    expect(yearsText('two', 'en')).toBe('2 years');
    expect(yearsText(2, 'en')).toBe('2 years');
    expect(yearsText(' Two ', 'en')).toBe('2 years');
    expect(yearsText('1', 'en')).toBe('1 year');
    expect(yearsText('ten', 'en')).toBe('10 years');
    expect(yearsText(12, 'en')).toBe('12 years');
  });

  it('uses the Arabic contract-period wording, with Arabic digits beyond ten', () => {
    expect(yearsText('two', 'ar')).toBe('سنتان');
    expect(yearsText(2, 'ar')).toBe('سنتان');
    expect(yearsText('1', 'ar')).toBe('سنة واحدة');
    expect(yearsText(12, 'ar')).toBe('١٢ سنة');
  });

  it('shows - when empty and unknown text as written', () => {
    expect(yearsText('', 'en')).toBe('-');
    expect(yearsText(null, 'ar')).toBe('-');
    expect(yearsText('several', 'en')).toBe('Several');
  });

  it('finds the contract-period code of a number of years', () => {
    expect(contractPeriodOf(3)).toBe('three');
    expect(contractPeriodOf('three')).toBe('three');
    expect(contractPeriodOf(0)).toBeUndefined();
    expect(contractPeriodOf(11)).toBeUndefined();
  });
});
