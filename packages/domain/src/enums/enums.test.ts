import { describe, expect, it } from 'vitest';
import { AGE_CATEGORY_RANGES } from './ageCategory';
import { APPLIED_COUNTRIES } from './appliedCountry';
import { CONTRACT_PERIOD_YEARS, CONTRACT_PERIODS } from './contractPeriod';
import { COUNTRIES } from './country';
import { COUNTRY_DIAL_CODES, registrationPhone } from './countryDialCode';
import { CURRENCY_CODES, CURRENCIES, CV_CURRENCIES } from './currency';
import { BASIC_LANGUAGE_LEVELS, LANGUAGE_LEVELS } from './languageLevel';
import { MEDICAL_PAYMENT_STATUS_SETS, MEDICAL_PAYMENT_STATUSES } from './medicalPaymentStatus';
import { NATIONALITIES, NATIONALITY_COUNTRIES } from './nationality';
import { CV_SKILLS, SKILLS } from './skill';

describe('enumerations', () => {
  it('gives each currency its ISO code', () => {
    expect(CURRENCIES.map((currency) => CURRENCY_CODES[currency])).toEqual([
      'SAR',
      'QAR',
      'KWD',
      'AED',
      'JOD',
      'LBP',
      'ETB',
      'USD',
    ]);
    expect(CV_CURRENCIES.map((currency) => CURRENCY_CODES[currency])).toEqual([
      'SAR',
      'QAR',
      'KWD',
      'AED',
      'JOD',
      'LBP',
    ]);
  });

  it('keeps both language-level readings', () => {
    expect(LANGUAGE_LEVELS).toEqual(['poor', 'fair', 'average', 'good', 'fluent']);
    expect(BASIC_LANGUAGE_LEVELS).toEqual(['poor', 'fair', 'good', 'fluent']);
  });

  it('counts contract periods one to ten years', () => {
    expect(CONTRACT_PERIODS.map((period) => CONTRACT_PERIOD_YEARS[period])).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(AGE_CATEGORY_RANGES.bet2630).toEqual([26, 30]);
  });

  it('has the 13 form skills, of which the CV grid shows nine', () => {
    expect(SKILLS).toHaveLength(13);
    expect(CV_SKILLS).toHaveLength(9);
  });

  it('keeps both medical-payment status sets', () => {
    expect(MEDICAL_PAYMENT_STATUS_SETS.payment).toEqual(['new', 'paid', 'canceled']);
    expect(MEDICAL_PAYMENT_STATUS_SETS.verification).toEqual(['new', 'screenshotAttached', 'verified']);
    const union = new Set([
      ...MEDICAL_PAYMENT_STATUS_SETS.payment,
      ...MEDICAL_PAYMENT_STATUS_SETS.verification,
    ]);
    expect([...MEDICAL_PAYMENT_STATUSES].sort()).toEqual([...union].sort());
  });

  it('covers the sending and receiving countries, each with its nationality', () => {
    for (const country of [
      'ethiopia',
      'sudan',
      'eritrea',
      'kenya',
      'uganda',
      'somalia',
      'djibouti',
      'saudi_arabia',
      'kuwait',
      'uae',
      'qatar',
      'bahrain',
      'oman',
      'jordan',
      'lebanon',
      'yemen',
      'egypt',
    ] as const) {
      expect(COUNTRIES).toContain(country);
      expect(Object.values(NATIONALITY_COUNTRIES)).toContain(country);
    }
    expect(NATIONALITIES).toHaveLength(COUNTRIES.length);
    expect(NATIONALITY_COUNTRIES.ethiopian).toBe('ethiopia');
    for (const applied of APPLIED_COUNTRIES) expect(COUNTRIES).toContain(applied);
  });

  it('lists the register dial codes in the spec order', () => {
    expect(COUNTRY_DIAL_CODES.map((entry) => `${entry.label} ${entry.dialCode}`)).toEqual([
      'Ethiopia 251',
      'Saudi Arabia 966',
      'Sudan 249',
      'UAE 971',
      'Jordan 962',
      'Qatar 974',
      'Bahrain 973',
      'Kuwait 965',
      'Lebanon 961',
      'Oman 968',
      'Yemen 967',
    ]);
    expect(registrationPhone('251', ' 911223344 ')).toBe('251911223344');
  });
});
