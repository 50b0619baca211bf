import { type Lang, type LicenceState } from '../enums';
import {
  LICENCE_EXPIRED_MESSAGE,
  LICENCE_QUOTA_FULL_MESSAGE,
  LICENCE_RENEW_EXPIRED_MESSAGE,
  LICENCE_RENEWAL_MESSAGE,
} from './licenceMessages';

export function licenceState(value: unknown): LicenceState {
  return value === 'expired' || value === 'quota' || value === 'renewExpired' || value === 'renewal'
    ? value
    : 'active';
}

// Adding means opening the entry page for a new employee; printing covers print and download.
export type LicencedAction = 'add' | 'print';

export interface LicenceDecision {
  state: LicenceState;
  // The action must not go ahead.
  blocked: boolean;
  // Leave the entry page for the employee list (only ever together with blocked).
  redirectToList: boolean;
  // What the alert says, or null when no alert is shown.
  message: string | null;
  severity: 'error' | 'warning' | null;
}

export function licencePolicy(value: unknown, action: LicencedAction, lang: Lang = 'en'): LicenceDecision {
  const state = licenceState(value);
  switch (state) {
    case 'expired':
      // An expired licence still lets the user look at the employee: only a new entry page is left.
      return {
        state,
        blocked: true,
        redirectToList: action === 'add',
        message: LICENCE_EXPIRED_MESSAGE[lang],
        severity: 'error',
      };
    case 'quota':
      return {
        state,
        blocked: true,
        redirectToList: true,
        message: LICENCE_QUOTA_FULL_MESSAGE[lang],
        severity: 'error',
      };
    case 'renewExpired':
      return {
        state,
        blocked: true,
        redirectToList: true,
        message: LICENCE_RENEW_EXPIRED_MESSAGE,
        severity: 'error',
      };
    case 'renewal':
      return {
        state,
        blocked: false,
        redirectToList: false,
        message: LICENCE_RENEWAL_MESSAGE,
        severity: 'warning',
      };
    case 'active':
      return { state, blocked: false, redirectToList: false, message: null, severity: null };
  }
}
