import { describe, expect, it } from 'vitest';
import { passportExpiryFromIssue } from './passportExpiryFromIssue';

describe('passportExpiryFromIssue', () => {
  it.each([
    ['2024-01-01', '2028-12-30'],
    ['2023-03-05', '2028-03-03'],
    ['2020-02-29', '2025-02-27'],
    ['2021-06-15', '2026-06-14'],
  ])('issued %s expires %s (1825 days later)', (issue, expiry) => {
    expect(passportExpiryFromIssue(issue)).toBe(expiry);
    expect(passportExpiryFromIssue(issue, { variant: 'sudan2' })).toBe(expiry);
  });

  it('reads a stored instant by its day in the working zone', () => {
    expect(passportExpiryFromIssue(new Date('2023-12-31T22:00:00Z'))).toBe('2028-12-30');
  });

  describe('sudan companies', () => {
    const today = '2025-06-01';
    it.each([
      ['1990-05-01', '2024-05-10', '2034-05-09'],
      ['2010-01-01', '2024-05-10', '2034-05-09'],
      ['2011-12-31', '2024-05-10', '2029-05-09'],
      ['2024-01-01', '2024-05-10', '2029-05-09'],
    ])('born %s, issued %s: expires %s', (dateOfBirth, issue, expiry) => {
      expect(passportExpiryFromIssue(issue, { variant: 'sudan', dateOfBirth, today })).toBe(expiry);
    });

    it.each([
      ['2011-01-01', 14, '2030-05-09'],
      ['2010-12-31', 15, '2035-05-09'],
    ])('born %s (age %i by year count on 2025-06-01)', (dateOfBirth, _age, expiry) => {
      expect(passportExpiryFromIssue('2025-05-10', { variant: 'sudan', dateOfBirth, today })).toBe(expiry);
    });

    it('counts age as current year minus birth year, ignoring the birthday', () => {
      // Born late December 2010: 14 by the calendar on 1 June 2025, but 15 by year count: adult rule.
      expect(
        passportExpiryFromIssue('2025-05-10', {
          variant: 'sudan',
          dateOfBirth: '2010-12-31',
          today: '2025-01-01',
        }),
      ).toBe('2035-05-09');
    });

    it('handles a 29 February issue date', () => {
      expect(
        passportExpiryFromIssue('2024-02-29', { variant: 'sudan', dateOfBirth: '2020-01-01', today }),
      ).toBe('2029-02-27');
      expect(
        passportExpiryFromIssue('2024-02-29', { variant: 'sudan', dateOfBirth: '1990-01-01', today }),
      ).toBe('2034-02-27');
    });

    it('uses the adult rule when the birth date is not known yet', () => {
      expect(passportExpiryFromIssue('2024-05-10', { variant: 'sudan', today })).toBe('2034-05-09');
    });
  });
});
