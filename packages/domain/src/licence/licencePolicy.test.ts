import { describe, expect, it } from 'vitest';
import {
  LICENCE_EXPIRED_MESSAGE,
  LICENCE_QUOTA_FULL_MESSAGE,
  LICENCE_RENEW_EXPIRED_MESSAGE,
  LICENCE_RENEWAL_MESSAGE,
} from './licenceMessages';
import { licencePolicy, licenceState } from './licencePolicy';

describe('licencePolicy matrix', () => {
  it.each([
    ['expired', 'add', true, true, LICENCE_EXPIRED_MESSAGE.en, 'error'],
    ['expired', 'print', true, false, LICENCE_EXPIRED_MESSAGE.en, 'error'],
    ['quota', 'add', true, true, LICENCE_QUOTA_FULL_MESSAGE.en, 'error'],
    ['quota', 'print', true, true, LICENCE_QUOTA_FULL_MESSAGE.en, 'error'],
    ['renewExpired', 'add', true, true, LICENCE_RENEW_EXPIRED_MESSAGE, 'error'],
    ['renewExpired', 'print', true, true, LICENCE_RENEW_EXPIRED_MESSAGE, 'error'],
    ['renewal', 'add', false, false, LICENCE_RENEWAL_MESSAGE, 'warning'],
    ['renewal', 'print', false, false, LICENCE_RENEWAL_MESSAGE, 'warning'],
    ['active', 'add', false, false, null, null],
    ['active', 'print', false, false, null, null],
  ] as const)(
    '%s on %s: blocked %s, redirect %s',
    (state, action, blocked, redirectToList, message, severity) => {
      expect(licencePolicy(state, action)).toEqual({ state, blocked, redirectToList, message, severity });
    },
  );

  it.each([undefined, null, '', 'Active', 'EXPIRED', 'renew', '2026-12-31', 3])(
    'treats %j as an active licence',
    (value) => {
      expect(licenceState(value)).toBe('active');
      expect(licencePolicy(value, 'add').blocked).toBe(false);
    },
  );

  it('gives the expired and full-quota messages in the chosen language', () => {
    expect(licencePolicy('expired', 'add', 'ar').message).toBe(
      'انتهت صلاحية الترخيص. يرجى تجديد الترخيص للمتابعة.',
    );
    expect(licencePolicy('expired', 'print', 'am').message).toBe('የፈቃድዎ ጊዜ አብቅቷል። ለመቀጠል እባክዎ ፈቃድዎን ያድሱ።');
    expect(licencePolicy('quota', 'add', 'en').message).toBe(
      'You have used up your registration quota. Please upgrade your licence to register more employees.',
    );
    expect(licencePolicy('quota', 'add', 'am').message).toBe(LICENCE_QUOTA_FULL_MESSAGE.am);
  });

  it('shows the two payment notices in Amharic whatever the interface language', () => {
    for (const lang of ['en', 'ar', 'am'] as const) {
      expect(licencePolicy('renewExpired', 'add', lang).message).toBe(LICENCE_RENEW_EXPIRED_MESSAGE);
      expect(licencePolicy('renewal', 'add', lang).message).toBe(LICENCE_RENEWAL_MESSAGE);
    }
    expect(LICENCE_RENEW_EXPIRED_MESSAGE).toMatch(/^[\u1200-\u137F\s።፤]+$/);
    // The notices must name what the user needs to know: the contract, payment, registration and printing.
    expect(LICENCE_RENEW_EXPIRED_MESSAGE).toContain('ውል');
    expect(LICENCE_RENEW_EXPIRED_MESSAGE).toContain('ክፍያ');
    expect(LICENCE_RENEW_EXPIRED_MESSAGE).toContain('ምዝገባ');
    expect(LICENCE_RENEW_EXPIRED_MESSAGE).toContain('ማተም');
    expect(LICENCE_RENEWAL_MESSAGE).toContain('ክፍያ');
    expect(LICENCE_RENEWAL_MESSAGE).toContain('አገልግሎቱ ይቋረጣል');
  });
});
