import type { Country } from './country';

export interface CountryDialCode {
  country: Country;
  /** The label shown in the register form's country picker; also the country value sent. */
  label: string;
  /** International dial code without '+'. */
  dialCode: string;
}

// The register form's country picker, in the spec's order (spec 01 §2).
export const COUNTRY_DIAL_CODES: readonly CountryDialCode[] = [
  { country: 'ethiopia', label: 'Ethiopia', dialCode: '251' },
  { country: 'saudi_arabia', label: 'Saudi Arabia', dialCode: '966' },
  { country: 'sudan', label: 'Sudan', dialCode: '249' },
  { country: 'uae', label: 'UAE', dialCode: '971' },
  { country: 'jordan', label: 'Jordan', dialCode: '962' },
  { country: 'qatar', label: 'Qatar', dialCode: '974' },
  { country: 'bahrain', label: 'Bahrain', dialCode: '973' },
  { country: 'kuwait', label: 'Kuwait', dialCode: '965' },
  { country: 'lebanon', label: 'Lebanon', dialCode: '961' },
  { country: 'oman', label: 'Oman', dialCode: '968' },
  { country: 'yemen', label: 'Yemen', dialCode: '967' },
];

// The phone the register form sends: the dial code followed by the number typed.
export function registrationPhone(dialCode: string, phone: string): string {
  return `${dialCode}${phone.trim()}`;
}
