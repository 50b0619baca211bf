import { describe, expect, it } from 'vitest';
import { dateLimits, isWithinDateLimits } from './dateLimits';

describe('date limits', () => {
  it.each([
    ['dateOfBirth', { min: '1920-01-01' }],
    ['applicationDate', { min: '1920-01-01' }],
    ['visaIssued', { min: '2020-01-01' }],
    ['flight', { min: '2023-01-01' }],
    ['onDate', { min: '2023-01-01' }],
    ['discontinued', { min: '2023-01-01' }],
    ['letter', { min: '2023-01-01' }],
    ['report', { min: '2023-01-01' }],
  ] as const)('%s: %j on every screen', (field, limits) => {
    expect(dateLimits(field)).toEqual(limits);
    expect(dateLimits(field, 'alternate')).toEqual(limits);
  });

  it('keeps both readings of the passport issue limits', () => {
    expect(dateLimits('passportIssue', 'entry')).toEqual({ min: '2012-01-01', max: '2026-12-31' });
    expect(dateLimits('passportIssue', 'alternate')).toEqual({ min: '2012-01-01', max: '2030-12-31' });
  });

  it('keeps both readings of the passport expiry limits', () => {
    expect(dateLimits('passportExpiry')).toEqual({ min: '2024-01-01', max: '2036-12-31' });
    expect(dateLimits('passportExpiry', 'alternate')).toEqual({ min: '2023-01-01', max: '2040-01-01' });
  });

  it.each([
    ['2011-12-31', 'entry', false],
    ['2012-01-01', 'entry', true],
    ['2026-12-31', 'entry', true],
    ['2027-01-01', 'entry', false],
    ['2027-01-01', 'alternate', true],
    ['2030-12-31', 'alternate', true],
    ['2031-01-01', 'alternate', false],
  ] as const)('passport issued %s is allowed on the %s screen: %s', (day, reading, allowed) => {
    expect(isWithinDateLimits(day, dateLimits('passportIssue', reading))).toBe(allowed);
  });

  it('has no upper limit where the spec gives none', () => {
    expect(isWithinDateLimits('1919-12-31', dateLimits('dateOfBirth'))).toBe(false);
    expect(isWithinDateLimits('1920-01-01', dateLimits('dateOfBirth'))).toBe(true);
    expect(isWithinDateLimits('2099-12-31', dateLimits('report'))).toBe(true);
  });

  it('checks a stored instant by its day in the working zone', () => {
    // 31 Dec 2022 22:00 UTC is already 1 Jan 2023 in Riyadh.
    expect(isWithinDateLimits(new Date('2022-12-31T22:00:00Z'), dateLimits('letter'))).toBe(true);
    expect(isWithinDateLimits(new Date('2022-12-31T20:00:00Z'), dateLimits('letter'))).toBe(false);
  });
});
