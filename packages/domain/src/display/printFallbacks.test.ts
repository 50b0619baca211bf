import { describe, expect, it } from 'vitest';
import {
  agencyName,
  kuwaitEmploymentSite,
  sponsorCity,
  sponsorNameAmharic,
  workerName,
} from './printFallbacks';

describe('print-content fallbacks', () => {
  it('sponsor name: Amharic, else the full name', () => {
    expect(sponsorNameAmharic({ fullNameAmharic: 'መሐመድ አሊ', fullName: 'MOHAMMED ALI' })).toBe('መሐመድ አሊ');
    expect(sponsorNameAmharic({ fullNameAmharic: ' ', fullName: 'MOHAMMED ALI' })).toBe('MOHAMMED ALI');
    expect(sponsorNameAmharic(undefined)).toBe('');
  });

  it('city: Amharic, else the visa address city', () => {
    expect(sponsorCity({ cityAmharic: 'ሪያድ', address: { city: 'RIYADH' } })).toBe('ሪያድ');
    expect(sponsorCity({ address: { city: 'RIYADH' } })).toBe('RIYADH');
  });

  it('worker name: Amharic full name, else given name plus surname', () => {
    expect(
      workerName({ givenName: 'ALMAZ', surName: 'TESFAYE', additionalData: { fullNameAmharic: 'አልማዝ' } }),
    ).toBe('አልማዝ');
    expect(workerName({ givenName: 'ALMAZ', surName: 'TESFAYE', additionalData: {} })).toBe('ALMAZ TESFAYE');
  });

  it('agency name: Amharic, else the owner display name', () => {
    expect(agencyName({ nameAmharic: 'ሀበሻ ኤጀንሲ', displayName: 'HABESHA AGENCY' })).toBe('ሀበሻ ኤጀንሲ');
    expect(agencyName({ displayName: 'HABESHA AGENCY' })).toBe('HABESHA AGENCY');
  });

  it('Kuwait employment site: the visa city, else Kuwait City', () => {
    expect(kuwaitEmploymentSite({ address: { city: 'HAWALLI' } })).toBe('HAWALLI');
    expect(kuwaitEmploymentSite({ address: { city: '' } })).toBe('Kuwait City');
    expect(kuwaitEmploymentSite(null)).toBe('Kuwait City');
  });
});
