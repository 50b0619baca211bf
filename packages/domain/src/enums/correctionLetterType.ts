import type { CorrectionLetterType } from '../status';
import type { EnumLabels } from './Lang';

// The letter types themselves (CORRECTION_LETTER_TYPES) live with the status rule they drive
// (status/correctionLetterStatus); only their labels are here, so label() covers them.
export const CORRECTION_LETTER_TYPE_LABELS: EnumLabels<CorrectionLetterType> = {
  name: { en: 'Name Correction', ar: 'تصحيح الاسم', am: 'የስም እርማት' },
  sex: { en: 'Sex Correction', ar: 'تصحيح الجنس', am: 'የፆታ እርማት' },
  issued: { en: 'Return to Issued', ar: 'إعادة إلى حالة الإصدار', am: 'ወደ ተሰጠ መመለስ' },
};
