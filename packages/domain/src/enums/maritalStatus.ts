import type { EnumLabels } from './Lang';
import type { LabelsBySex } from './sex';

export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widow', 'separated'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

// Most candidates are women, so where the sex is not known Arabic and Amharic use the feminine forms;
// MARITAL_STATUS_LABELS_BY_SEX has the forms for a known sex.
export const MARITAL_STATUS_LABELS: EnumLabels<MaritalStatus> = {
  single: { en: 'Single', ar: 'عزباء', am: 'ያላገባች' },
  married: { en: 'Married', ar: 'متزوجة', am: 'ያገባች' },
  divorced: { en: 'Divorced', ar: 'مطلقة', am: 'የተፋታች' },
  widow: { en: 'Widow', ar: 'أرملة', am: 'ባሏ የሞተባት' },
  separated: { en: 'Separated', ar: 'منفصلة', am: 'ተለያይታ የምትኖር' },
};

export const MARITAL_STATUS_LABELS_BY_SEX: LabelsBySex<MaritalStatus> = {
  single: { ar: { male: 'أعزب', female: 'عزباء' }, am: { male: 'ያላገባ', female: 'ያላገባች' } },
  married: { ar: { male: 'متزوج', female: 'متزوجة' }, am: { male: 'ያገባ', female: 'ያገባች' } },
  divorced: { ar: { male: 'مطلق', female: 'مطلقة' }, am: { male: 'የተፋታ', female: 'የተፋታች' } },
  widow: {
    en: { male: 'Widower', female: 'Widow' },
    ar: { male: 'أرمل', female: 'أرملة' },
    am: { male: 'ሚስቱ የሞተችበት', female: 'ባሏ የሞተባት' },
  },
  separated: {
    ar: { male: 'منفصل', female: 'منفصلة' },
    am: { male: 'ተለያይቶ የሚኖር', female: 'ተለያይታ የምትኖር' },
  },
};
