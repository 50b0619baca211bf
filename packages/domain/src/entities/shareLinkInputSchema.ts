import { z } from 'zod';
import { isShortLink } from '../ids';
import { shareEmailSchema, VALIDATION_MESSAGES } from '../validation';

// generateLink: at least one chosen employee.
export const generateLinkInputSchema = z.object({
  employeeIds: z.array(z.string().min(1)).min(1, VALIDATION_MESSAGES.chooseAtLeastOneEmployee),
});

// shareLinkByEmail: a non-empty valid address and a 6-character link.
export const shareLinkByEmailInputSchema = z.object({
  email: shareEmailSchema.refine((email) => email !== '', VALIDATION_MESSAGES.shareEmail),
  link: z.string().refine(isShortLink, VALIDATION_MESSAGES.incorrectLink),
});

// A share link's own settings, chosen by the agency that made it: the day it stops opening (yyyy-mm-dd, from
// today on; null keeps it open), a password the visitor must give (4 to 64 characters; '' removes it; absent
// leaves it as it is), and whether the candidates' names and contact details are hidden from visitors.
// A real day written yyyy-mm-dd (2026-02-30 is not one).
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

export const SHARE_LINK_PASSWORD_MESSAGE = VALIDATION_MESSAGES.shareLinkPassword;
export const shareLinkOptionsInputSchema = z.object({
  link: z.string().refine(isShortLink, VALIDATION_MESSAGES.incorrectLink),
  expiresOn: z.string().refine(isCalendarDay, VALIDATION_MESSAGES.chooseDate).nullable().optional(),
  password: z
    .string()
    .refine((value) => value === '' || (value.length >= 4 && value.length <= 64), SHARE_LINK_PASSWORD_MESSAGE)
    .optional(),
  hideContact: z.boolean().optional(),
});
export type ShareLinkOptionsInput = z.infer<typeof shareLinkOptionsInputSchema>;
