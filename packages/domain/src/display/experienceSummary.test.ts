import { describe, expect, it } from 'vitest';
import { experienceSummary } from './experienceSummary';

describe('experienceSummary', () => {
  it('says first timer when there is no experience', () => {
    expect(experienceSummary([])).toBe('first timer');
    expect(experienceSummary(undefined)).toBe('first timer');
  });

  it('shows the first experience as country-profession-years', () => {
    expect(
      experienceSummary([
        { country: 'saudi_arabia', profession: 'housemaid', years: 'two' },
        { country: 'kuwait', profession: 'driver', years: 'one' },
      ]),
    ).toBe('saudi_arabia-housemaid-two');
  });

  it('shows values through the given labels', () => {
    const labels: Record<string, string> = { kuwait: 'Kuwait', nanny: 'Nanny', three: 'Three' };
    expect(
      experienceSummary([{ country: 'kuwait', profession: 'nanny', years: 'three' }], (v) => labels[v] ?? v),
    ).toBe('Kuwait-Nanny-Three');
  });
});
