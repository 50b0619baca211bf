import { z } from 'zod';
import { calendarDay, compareDays, dateLimits, isDayText, isWithinDateLimits } from '../dates';
import { LETTER_ADDRESSEES } from './correctionLetterOptions';
import { REPORT_STATUSES } from './statusLists';

// What the Reports page asks for (spec 02 §2.9): employees in one current status (any but new) between two
// days, printed as an Amharic letter with a number, a date and one of the two fixed addressees.
export const STATUS_REPORT_MESSAGES = {
  status: 'Choose a status',
  day: `Dates must be days from ${dateLimits('report').min}`,
  order: 'The from date must not be after the to date',
  letterNumber: 'Enter the letter number (up to 40 characters)',
} as const;

const reportDay = z
  .string()
  .refine(
    (value) => isDayText(value) && isWithinDateLimits(value, dateLimits('report')),
    STATUS_REPORT_MESSAGES.day,
  );

export const statusReportOptionsSchema = z
  .object({
    status: z.enum(REPORT_STATUSES as [string, ...string[]], { message: STATUS_REPORT_MESSAGES.status }),
    from: reportDay,
    to: reportDay,
    letterDate: reportDay,
    letterNumber: z
      .string()
      .trim()
      .min(1, STATUS_REPORT_MESSAGES.letterNumber)
      .max(40, STATUS_REPORT_MESSAGES.letterNumber)
      .regex(/^[^\p{Cc}]*$/u, STATUS_REPORT_MESSAGES.letterNumber),
    addressee: z.enum(LETTER_ADDRESSEES),
  })
  // Compared only once both are days: a day that is not one has its own message, never a failure here.
  .refine(
    (options) =>
      !isDayText(options.from) ||
      !isDayText(options.to) ||
      compareDays(calendarDay(options.from), calendarDay(options.to)) <= 0,
    {
      message: STATUS_REPORT_MESSAGES.order,
      path: ['to'],
    },
  );

export type StatusReportOptions = z.infer<typeof statusReportOptionsSchema>;
