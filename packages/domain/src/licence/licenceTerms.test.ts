import { describe, expect, it } from 'vitest';
import { footerBanner } from './footerBanner';
import { licenceBannerState, licenceDaysLeft } from './licenceTerms';

const today = new Date(2026, 11, 7, 15, 0);

describe('licence banner state', () => {
  it('counts whole days to the last day', () => {
    expect(licenceDaysLeft('2026-12-07', today)).toBe(0);
    expect(licenceDaysLeft('2026-12-17', today)).toBe(10);
    expect(licenceDaysLeft('2026-12-01', today)).toBe(-6);
  });

  it('shows a state the operator set before anything else', () => {
    expect(licenceBannerState('expired', { quota: 10, used: 2, endsOn: '2026-12-10' }, today, 0).state).toBe(
      'expired',
    );
  });

  it('counts the days down once the end is within 30 days, in every language', () => {
    const { state, counts } = licenceBannerState('', { quota: 10, used: 2, endsOn: '2026-12-17' }, today, 0);
    expect(state).toBe('daysLeft');
    expect(footerBanner(state, counts, 'en')?.text).toBe(
      'Your licence expires in 10 days. Please renew it in time.',
    );
    expect(footerBanner(state, counts, 'ar')?.text).toContain('10');
  });

  it('shows the quota used out of the total while the end is far', () => {
    const { state, counts } = licenceBannerState('', { quota: 50, used: 3, endsOn: '2027-12-31' }, today, 0);
    expect(footerBanner(state, counts, 'en')?.text).toBe('Employees registered: 3/50');
  });

  it('leaves the banner to the time-zone check without terms', () => {
    expect(licenceBannerState('', {}, today, -3).state).toBe(-3);
    expect(footerBanner(licenceBannerState('', {}, today, -3).state)).toBeNull();
    expect(footerBanner(licenceBannerState('', {}, today, 0).state)?.severity).toBe('warning');
  });
});
