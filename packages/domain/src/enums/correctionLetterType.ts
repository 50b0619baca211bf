import type { EnumLabels } from './Lang';

// The correction letters a ministry is asked for; the status rule they drive is status/correctionLetterStatus.
export const CORRECTION_LETTER_TYPES = ['name', 'sex', 'issued'] as const;
export type CorrectionLetterType = (typeof CORRECTION_LETTER_TYPES)[number];

export const CORRECTION_LETTER_TYPE_LABELS: EnumLabels<CorrectionLetterType> = {
  name: { en: 'Name Correction', ar: 'تصحيح الاسم', am: 'የስም እርማት' },
  sex: { en: 'Sex Correction', ar: 'تصحيح الجنس', am: 'የፆታ እርማት' },
  issued: { en: 'Return to Issued', ar: 'إعادة إلى حالة الإصدار', am: 'ወደ ተሰጠ መመለስ' },
};
