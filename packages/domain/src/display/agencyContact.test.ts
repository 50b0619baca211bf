import { describe, expect, it } from 'vitest';
import { agencyPhones, agencyQrText } from './agencyContact';

describe('agency contact on documents', () => {
  const agency = {
    displayName: 'Addis Bright Future Agency',
    nameAmharic: 'አዲስ ብራይት',
    licenseNumber: 'LIC/1234/15',
    address: {
      telephone: '+251 11 661 2345',
      alternateTelephone: ' ',
      mobile: '+251 911 223 344',
      alternateMobile: '+251 11 661 2345',
    },
  };

  it('lists each filled phone once, in the record order', () => {
    expect(agencyPhones(agency)).toEqual(['+251 11 661 2345', '+251 911 223 344']);
    expect(agencyPhones(null)).toEqual([]);
  });

  it('puts name, licence and phones in the QR text, one per line', () => {
    expect(agencyQrText(agency)).toBe(
      'Addis Bright Future Agency\nLicence No: LIC/1234/15\nTel: +251 11 661 2345, +251 911 223 344',
    );
  });

  it('leaves out what is missing and falls back to the Amharic name', () => {
    expect(agencyQrText({ nameAmharic: 'አዲስ ብራይት' })).toBe('አዲስ ብራይት');
    expect(agencyQrText({ displayName: 'A', address: { mobile: '0911' } })).toBe('A\nTel: 0911');
  });
});
