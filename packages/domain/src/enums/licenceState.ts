import type { EnumLabels } from './Lang';

// A company's {product}License value. Only four values mean something; anything else (empty, "active", a
// date) is an active licence (licence/licenceState reads a stored value).
export const LICENCE_STATES = ['expired', 'quota', 'renewExpired', 'renewal', 'active'] as const;
export type LicenceState = (typeof LICENCE_STATES)[number];

export const LICENCE_STATE_LABELS: EnumLabels<LicenceState> = {
  active: { en: 'Active', ar: 'نشط', am: 'ንቁ' },
  expired: { en: 'Expired', ar: 'منتهي', am: 'ጊዜው ያለፈበት' },
  quota: { en: 'Quota used up', ar: 'استنفد الحد', am: 'ኮታው ያለቀ' },
  renewExpired: { en: 'Renewal overdue', ar: 'تأخر التجديد', am: 'የዕድሳት ጊዜ ያለፈ' },
  renewal: { en: 'Renewal due', ar: 'مستحق التجديد', am: 'ዕድሳት የደረሰ' },
};
