import { describe, expect, it } from 'vitest';
import { experienceSummary } from './experienceSummary';

describe('experienceSummary', () => {
  it('says first timer when there is no experience', () => {
    expect(experienceSummary([])).toBe('first timer');
    expect(experienceSummary(undefined)).toBe('first timer');
    expect(experienceSummary(null, 'ar')).toBe('أول مرة');
  });

  it('shows the first experience as country-profession-years', () => {
    expect(
      experienceSummary([
        { country: 'saudi_arabia', profession: 'housemaid', years: 'two' },
        { country: 'kuwait', profession: 'driver', years: 'one' },
      ]),
    ).toBe('Saudi Arabia-Housemaid-Two');
  });

  it('shows labels in the chosen language and unknown values as stored', () => {
    expect(
      experienceSummary([{ country: 'saudi_arabia', profession: 'housemaid', years: 'two' }], 'am'),
    ).toMatch(/^ሳዑዲ ዓረቢያ-የቤት ሠራተኛ-/);
    expect(experienceSummary([{ country: 'atlantis', profession: 'housemaid', years: null }])).toBe(
      'atlantis-Housemaid-',
    );
  });

  it("reads old spellings and gives the profession in the form of the candidate's sex", () => {
    const cook = [{ country: 'United Arab Emirates', profession: 'cook', years: 'two' }];
    expect(experienceSummary(cook, 'ar', 'female')).toBe('الإمارات العربية المتحدة-طباخة-سنتان');
    expect(experienceSummary(cook, 'ar', 'male')).toBe('الإمارات العربية المتحدة-طباخ-سنتان');
  });
});
