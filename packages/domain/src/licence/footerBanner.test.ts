import { describe, expect, it } from 'vitest';
import { TIME_ZONE_NOTICE } from '../dates';
import { footerBanner } from './footerBanner';
import {
  LICENCE_EXPIRED_MESSAGE,
  LICENCE_QUOTA_FULL_MESSAGE,
  LICENCE_RENEW_EXPIRED_MESSAGE,
  LICENCE_RENEWAL_MESSAGE,
} from './licenceMessages';

describe('footerBanner', () => {
  it.each([
    ['expired', LICENCE_EXPIRED_MESSAGE.en, 'error'],
    ['renew', LICENCE_RENEWAL_MESSAGE, 'warning'],
    ['renewal', LICENCE_RENEWAL_MESSAGE, 'warning'],
    ['renewExpired', LICENCE_RENEW_EXPIRED_MESSAGE, 'error'],
    ['quota', LICENCE_QUOTA_FULL_MESSAGE.en, 'error'],
  ])('%s shows its licence message', (state, text, severity) => {
    expect(footerBanner(state)).toEqual({ text, severity });
  });

  it('shows registrations as used/total', () => {
    expect(footerBanner('usage', { used: 45, total: 50 })).toEqual({
      text: 'Employees registered: 45/50',
      severity: 'info',
    });
    expect(footerBanner('usage', { used: 0, total: 0 }, 'ar')?.text).toBe('العمال المسجلون: 0/0');
  });

  it('puts the days left between the prefix and suffix', () => {
    expect(footerBanner('daysLeft', { daysLeft: 12 })?.text).toBe(
      'Your licence expires in 12 days. Please renew it in time.',
    );
    expect(footerBanner('daysLeft', { daysLeft: 1 })?.text).toBe(
      'Your licence expires in 1 day. Please renew it in time.',
    );
    expect(footerBanner('daysLeft', { daysLeft: 3 }, 'am')?.text).toBe(
      'ፈቃድዎ ለማብቃት 3 ቀን ቀርቶታል። እባክዎ በጊዜ ያድሱ።',
    );
  });

  it.each([-3, -4, '-3', '-4'])('shows nothing when the computer is on a supported zone (%j)', (value) => {
    expect(footerBanner(value)).toBeNull();
  });

  it.each([0, -2, -5, 3, 'active', '', null, undefined])('asks to fix the time zone for %j', (value) => {
    expect(footerBanner(value)).toEqual({ text: TIME_ZONE_NOTICE.en, severity: 'warning' });
  });

  it('gives the time-zone instruction in the chosen language', () => {
    expect(footerBanner(0, {}, 'am')?.text).toBe(TIME_ZONE_NOTICE.am);
  });
});
