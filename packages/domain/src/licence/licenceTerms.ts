import type { FooterBannerCounts, FooterBannerState } from './footerBanner';
import { licenceState } from './licencePolicy';

// The days before a licence's end date from which the footer counts them down.
export const DAYS_LEFT_WARNING = 30;

/** What the operator set on a company's licence beside its state, and how much of the quota is used. */
export interface LicenceTerms {
  /** Registrations the licence allows; none means no quota. */
  quota?: number | null;
  /** Employees registered since the licence started. */
  used?: number | null;
  /** The licence's last day, YYYY-MM-DD. */
  endsOn?: string | null;
}

const DAY = 24 * 60 * 60 * 1000;

/** Whole days from `today` to the licence's last day (0 on the day itself; negative once it has passed). */
export function licenceDaysLeft(endsOn: string, today: Date): number {
  const end = Date.UTC(
    Number(endsOn.slice(0, 4)),
    Number(endsOn.slice(5, 7)) - 1,
    Number(endsOn.slice(8, 10)),
  );
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((end - start) / DAY);
}

/**
 * What the footer banner shows (spec 02 §4), in its order: a licence state the operator set; then the days left
 * once the end is near; then the quota used out of the total; otherwise the time-zone check (`timeZoneOffset` in
 * hours as browsers give it, so UTC+3 is -3).
 */
export function licenceBannerState(
  licence: string | null | undefined,
  terms: LicenceTerms,
  today: Date,
  timeZoneOffset: number,
): { state: FooterBannerState; counts: FooterBannerCounts } {
  const state = licenceState(licence);
  if (state !== 'active') return { state, counts: {} };
  if (terms.endsOn && /^\d{4}-\d{2}-\d{2}$/.test(terms.endsOn)) {
    const daysLeft = licenceDaysLeft(terms.endsOn, today);
    if (daysLeft >= 0 && daysLeft <= DAYS_LEFT_WARNING) return { state: 'daysLeft', counts: { daysLeft } };
  }
  if (terms.quota && terms.quota > 0) {
    return { state: 'usage', counts: { used: terms.used ?? 0, total: terms.quota } };
  }
  return { state: timeZoneOffset, counts: {} };
}
