import type { CorrectionLetterType } from '../enums/correctionLetterType';

// Correction letters (spec 01 §4, spec 02 §2.9) ask the ministry to fix a record. Only the 'issued' letter
// moves the employee in the pipeline: one whose status is immigration_verified returns to issued.

// The status after the letter, or the current status unchanged when the letter does not move the employee.
export function statusAfterCorrectionLetter(type: CorrectionLetterType, status: string): string {
  return type === 'issued' && status === 'immigration_verified' ? 'issued' : status;
}
