import { describe, expect, it } from 'vitest';
import { passportExpiryOnIssueChange } from './passportExpiryOnIssueChange';

describe('passportExpiryOnIssueChange', () => {
  it('derives the expiry from the issue date over a default or an earlier derived value', () => {
    expect(passportExpiryOnIssueChange('2020-06-20', 'default')).toBe('2025-06-19');
    expect(passportExpiryOnIssueChange('2020-06-20', 'derived')).toBe('2025-06-19');
  });

  it('keeps an expiry the clerk or a passport scan entered', () => {
    expect(passportExpiryOnIssueChange('2020-06-20', 'entered')).toBeNull();
  });

  it('applies the sudan rule through the same options', () => {
    expect(
      passportExpiryOnIssueChange('2020-06-20', 'default', { variant: 'sudan', dateOfBirth: '1990-01-01' }),
    ).toBe('2030-06-19');
  });

  it('changes nothing without an issue date', () => {
    expect(passportExpiryOnIssueChange('', 'default')).toBeNull();
  });
});
