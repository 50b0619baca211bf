import type { EnumLabels } from './Lang';

// Contract period in years (also the years of a work-experience row).
export const CONTRACT_PERIODS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
] as const;
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];

export const CONTRACT_PERIOD_YEARS: Readonly<Record<ContractPeriod, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

export const CONTRACT_PERIOD_LABELS: EnumLabels<ContractPeriod> = {
  one: { en: 'One', ar: 'سنة واحدة', am: 'አንድ ዓመት' },
  two: { en: 'Two', ar: 'سنتان', am: 'ሁለት ዓመት' },
  three: { en: 'Three', ar: 'ثلاث سنوات', am: 'ሦስት ዓመት' },
  four: { en: 'Four', ar: 'أربع سنوات', am: 'አራት ዓመት' },
  five: { en: 'Five', ar: 'خمس سنوات', am: 'አምስት ዓመት' },
  six: { en: 'Six', ar: 'ست سنوات', am: 'ስድስት ዓመት' },
  seven: { en: 'Seven', ar: 'سبع سنوات', am: 'ሰባት ዓመት' },
  eight: { en: 'Eight', ar: 'ثماني سنوات', am: 'ስምንት ዓመት' },
  nine: { en: 'Nine', ar: 'تسع سنوات', am: 'ዘጠኝ ዓመት' },
  ten: { en: 'Ten', ar: 'عشر سنوات', am: 'አሥር ዓመት' },
};
