import { z } from 'zod';
import { dateLimits, isDayText, isWithinDateLimits } from '../dates';
import type { EnumLabels } from '../enums';
import { CORRECTION_LETTER_TYPES, type CorrectionLetterType } from '../enums/correctionLetterType';

// Who a correction letter is written to (spec 02 §2.9): two fixed choices, never free text.
export const LETTER_ADDRESSEES = ['embassyConsulate', 'ministryRecovery'] as const;
export type LetterAddressee = (typeof LETTER_ADDRESSEES)[number];

export const LETTER_ADDRESSEE_LABELS: EnumLabels<LetterAddressee> = {
  embassyConsulate: { en: 'Embassy Consulate', ar: 'القسم القنصلي بالسفارة', am: 'የኤምባሲ ቆንስላ ክፍል' },
  ministryRecovery: { en: 'Ministry Recovery Section', ar: 'قسم الاسترداد بالوزارة', am: 'የሚኒስቴር ሪከቨሪ ክፍል' },
};

// Name and sex letters are corrected to what the passport says, so the passport is the reason; moving an
// employee back to issued is a judgement the ministry needs explained.
export function letterNeedsReason(type: CorrectionLetterType): boolean {
  return type === 'issued';
}

export const LETTER_MESSAGES = {
  letterNumber: 'Enter the letter number (up to 40 characters)',
  letterDate: `The letter date must be a day from ${dateLimits('letter').min}`,
  reason: 'An issued letter needs a reason',
  reasonLength: 'The reason can be at most 300 characters',
} as const;

// What a user chooses when printing correction letters; the API and the render job both check it.
export const correctionLetterOptionsSchema = z
  .object({
    letterType: z.enum(CORRECTION_LETTER_TYPES),
    reason: z.string().trim().max(300, LETTER_MESSAGES.reasonLength).optional(),
    letterDate: z
      .string()
      .refine(
        (value) => isDayText(value) && isWithinDateLimits(value, dateLimits('letter')),
        LETTER_MESSAGES.letterDate,
      ),
    // Printed on the letter and used as its file name, so control characters and blanks are refused.
    letterNumber: z
      .string()
      .trim()
      .min(1, LETTER_MESSAGES.letterNumber)
      .max(40, LETTER_MESSAGES.letterNumber)
      .regex(/^[^\p{Cc}]*$/u, LETTER_MESSAGES.letterNumber),
    addressee: z.enum(LETTER_ADDRESSEES),
  })
  .refine((options) => !letterNeedsReason(options.letterType) || (options.reason ?? '') !== '', {
    message: LETTER_MESSAGES.reason,
    path: ['reason'],
  });

export type CorrectionLetterOptions = z.infer<typeof correctionLetterOptionsSchema>;
