import { TIME_ZONE_NOTICE } from '../dates';
import type { Lang } from '../enums';
import {
  LICENCE_EXPIRED_MESSAGE,
  LICENCE_QUOTA_FULL_MESSAGE,
  LICENCE_RENEW_EXPIRED_MESSAGE,
  LICENCE_RENEWAL_MESSAGE,
} from './licenceMessages';

// The shell's footer banner (spec 02 §4). Its one input carries either an account state or, when the account
// is in good standing, the computer's time-zone offset in hours as browsers give it (getTimezoneOffset() / 60,
// so UTC+3 is -3). That is why -3 and -4 mean "all is well, show nothing", and any other value shows the
// time-zone instruction.
//   expired, renew, renewal, renewExpired, quota   the licence messages
//   'usage'                                        registrations used out of the quota, "used/total"
//   'daysLeft'                                     days left before the licence ends, between a prefix and suffix
export type FooterBannerState =
  | 'expired'
  | 'renew'
  | 'renewal'
  | 'renewExpired'
  | 'quota'
  | 'usage'
  | 'daysLeft'
  | number
  | string
  | null
  | undefined;

export interface FooterBannerCounts {
  daysLeft?: number;
  used?: number;
  total?: number;
}

export interface FooterBanner {
  text: string;
  severity: 'error' | 'warning' | 'info';
}

export const DAYS_LEFT_TEXT: Readonly<Record<Lang, { prefix: string; suffix: (days: number) => string }>> = {
  en: {
    prefix: 'Your licence expires in ',
    suffix: (days) => (days === 1 ? ' day. Please renew it in time.' : ' days. Please renew it in time.'),
  },
  ar: { prefix: 'ينتهي ترخيصك خلال ', suffix: () => ' يوم. يرجى التجديد في الوقت المناسب.' },
  am: { prefix: 'ፈቃድዎ ለማብቃት ', suffix: () => ' ቀን ቀርቶታል። እባክዎ በጊዜ ያድሱ።' },
};

export const USAGE_TEXT: Readonly<Record<Lang, string>> = {
  en: 'Employees registered: ',
  ar: 'العمال المسجلون: ',
  am: 'የተመዘገቡ ሠራተኞች: ',
};

export function footerBanner(
  state: FooterBannerState,
  counts: FooterBannerCounts = {},
  lang: Lang = 'en',
): FooterBanner | null {
  switch (state) {
    case 'expired':
      return { text: LICENCE_EXPIRED_MESSAGE[lang], severity: 'error' };
    case 'renew':
    case 'renewal':
      return { text: LICENCE_RENEWAL_MESSAGE, severity: 'warning' };
    case 'renewExpired':
      return { text: LICENCE_RENEW_EXPIRED_MESSAGE, severity: 'error' };
    case 'quota':
      return { text: LICENCE_QUOTA_FULL_MESSAGE[lang], severity: 'error' };
    case 'usage':
      return { text: `${USAGE_TEXT[lang]}${counts.used ?? 0}/${counts.total ?? 0}`, severity: 'info' };
    case 'daysLeft': {
      const days = counts.daysLeft ?? 0;
      const { prefix, suffix } = DAYS_LEFT_TEXT[lang];
      return { text: `${prefix}${days}${suffix(days)}`, severity: 'warning' };
    }
  }
  if (Number(state) === -3 || Number(state) === -4) return null;
  return { text: TIME_ZONE_NOTICE[lang], severity: 'warning' };
}
