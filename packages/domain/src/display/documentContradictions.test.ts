import { describe, expect, it } from 'vitest';
import { APPLIED_COUNTRIES } from '../enums/appliedCountry';
import { countryOfCity } from './cityCountry';
import { contradictionMessage, documentContradictions } from './documentContradictions';

const kuwaitApplicant = {
  dateOfBirth: '1996-03-01',
  passportIssueDate: '2022-01-10',
  passportExpiryDate: '2027-01-09',
  additionalData: { appliedCountry: 'kuwait' },
  visa: { address: { city: 'Hawalli', country: 'kuwait' } },
};

describe('contradictions a printed document would state (issue 35)', () => {
  it('knows the cities of the destinations in English spellings and Arabic, and leaves others unjudged', () => {
    expect(countryOfCity('RIYADH')).toBe('saudi_arabia');
    expect(countryOfCity(' Al-Khobar ')).toBe('saudi_arabia');
    expect(countryOfCity('Kuwait City')).toBe('kuwait');
    expect(countryOfCity('الرياض')).toBe('saudi_arabia');
    expect(countryOfCity('Addis Ababa')).toBeUndefined();
    expect(countryOfCity('')).toBeUndefined();
  });

  it('a Kuwait contract for a visa in Riyadh: the city and the visa country contradict the contract', () => {
    const found = documentContradictions('kuwaitContract', {
      ...kuwaitApplicant,
      visa: { address: { city: 'RIYADH', country: 'saudi_arabia' } },
    });
    expect(found).toEqual([
      { code: 'cityNotDocumentCountry', city: 'RIYADH', cityCountry: 'saudi_arabia', document: 'kuwait' },
      { code: 'visaCountryNotDocumentCountry', visaCountry: 'saudi_arabia', document: 'kuwait' },
    ]);
    expect(contradictionMessage(found[0]!, 'en')).toBe(
      'The visa city RIYADH is in Saudi Arabia, but the document places the work in Kuwait.',
    );
    expect(contradictionMessage(found[0]!, 'ar')).toContain('المملكة العربية السعودية');
    expect(contradictionMessage(found[0]!, 'am')).toContain('ሳዑዲ ዓረቢያ');
  });

  it('a consistent Kuwait applicant, an unknown or empty city (Kuwait City is printed) give nothing', () => {
    expect(documentContradictions('kuwaitContract', kuwaitApplicant)).toEqual([]);
    expect(
      documentContradictions('kuwaitContract', { ...kuwaitApplicant, visa: { address: { city: 'Qurain' } } }),
    ).toEqual([]);
    expect(documentContradictions('kuwaitContract', { ...kuwaitApplicant, visa: null })).toEqual([]);
    expect(
      documentContradictions('kuwaitContract', {
        ...kuwaitApplicant,
        visa: { address: { country: 'Saudi Arabia' } },
      }),
    ).toEqual([{ code: 'visaCountryNotDocumentCountry', visaCountry: 'saudi_arabia', document: 'kuwait' }]);
  });

  it('a Kuwait contract for an applicant to Saudi Arabia', () => {
    expect(
      documentContradictions('kuwaitContract', {
        ...kuwaitApplicant,
        additionalData: { appliedCountry: 'saudi_arabia' },
      }),
    ).toEqual([{ code: 'appliedCountryNotDocumentCountry', applied: 'saudi_arabia', document: 'kuwait' }]);
  });

  it("the application and translation compare the record's own facts: city, visa country, applied country", () => {
    const saudi = {
      ...kuwaitApplicant,
      additionalData: { appliedCountry: 'saudi_arabia' },
      visa: { address: { city: 'Jeddah', country: 'saudi_arabia' } },
    };
    expect(documentContradictions('enjaz', saudi)).toEqual([]);
    // The application is offered to Kuwait applicants too: a consistent Kuwait record is no contradiction.
    expect(documentContradictions('enjaz', kuwaitApplicant)).toEqual([]);
    expect(
      documentContradictions('contract', {
        ...saudi,
        visa: { address: { city: 'Dubai', country: 'saudi_arabia' } },
      }),
    ).toEqual([
      { code: 'cityNotVisaCountry', city: 'Dubai', cityCountry: 'uae', visaCountry: 'saudi_arabia' },
    ]);
    expect(documentContradictions('enjaz', { ...saudi, visa: { address: { city: 'Doha' } } })).toEqual([
      { code: 'cityNotAppliedCountry', city: 'Doha', cityCountry: 'qatar', applied: 'saudi_arabia' },
    ]);
    expect(
      documentContradictions('enjaz', { ...saudi, additionalData: { appliedCountry: 'qatar' } }),
    ).toEqual([
      { code: 'cityNotAppliedCountry', city: 'Jeddah', cityCountry: 'saudi_arabia', applied: 'qatar' },
      { code: 'visaCountryNotAppliedCountry', visaCountry: 'saudi_arabia', applied: 'qatar' },
    ]);
  });

  it('passport dates in an impossible order', () => {
    const found = documentContradictions('enjaz', {
      dateOfBirth: '2023-01-01',
      passportIssueDate: '2022-01-10',
      passportExpiryDate: '2021-01-09',
    });
    expect(found.map((c) => c.code)).toEqual(['passportExpiresBeforeIssue', 'bornAfterPassportIssue']);
    expect(contradictionMessage(found[0]!)).toBe(
      'The passport expires (09-JAN-2021) before it was issued (10-JAN-2022).',
    );
  });

  it('every destination: a Kuwait contract contradicts exactly the records that name another country', () => {
    for (const applied of APPLIED_COUNTRIES)
      for (const visa of APPLIED_COUNTRIES) {
        const found = documentContradictions('kuwaitContract', {
          additionalData: { appliedCountry: applied },
          visa: { address: { country: visa } },
        });
        const codes = found.map((c) => c.code);
        expect(codes.includes('appliedCountryNotDocumentCountry')).toBe(applied !== 'kuwait');
        expect(codes.includes('visaCountryNotDocumentCountry')).toBe(visa !== 'kuwait');
        for (const c of found) expect(contradictionMessage(c, 'ar')).not.toMatch(/undefined/u);
      }
  });
});
