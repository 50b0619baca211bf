import type { EnumLabels } from './Lang';

export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widow', 'separated'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

// Most candidates are women, and 'widow' is already feminine, so Arabic and Amharic use the feminine forms.
export const MARITAL_STATUS_LABELS: EnumLabels<MaritalStatus> = {
  single: { en: 'Single', ar: 'عزباء', am: 'ያላገባች' },
  married: { en: 'Married', ar: 'متزوجة', am: 'ያገባች' },
  divorced: { en: 'Divorced', ar: 'مطلقة', am: 'የተፋታች' },
  widow: { en: 'Widow', ar: 'أرملة', am: 'ባሏ የሞተባት' },
  separated: { en: 'Separated', ar: 'منفصلة', am: 'ተለያይታ የምትኖር' },
};
