import { z } from 'zod';
import { isShortLink } from '../ids';
import { shareEmailSchema, VALIDATION_MESSAGES } from '../validation';

// generateLink: at least one chosen employee.
export const generateLinkInputSchema = z.object({
  employeeIds: z.array(z.string().min(1)).min(1, 'Choose at least one employee'),
});

// shareLinkByEmail: a non-empty valid address and a 6-character link.
export const shareLinkByEmailInputSchema = z.object({
  email: shareEmailSchema.refine((email) => email !== '', VALIDATION_MESSAGES.shareEmail),
  link: z.string().refine(isShortLink, 'Incorrect link'),
});
