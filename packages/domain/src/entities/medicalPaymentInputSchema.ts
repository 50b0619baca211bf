import { z } from 'zod';
import { EMPLOYEE_LOOKUP_METHODS, MEDICAL_PAYMENT_STATUSES } from '../enums';
import { PASSPORT_NUMBER_PATTERNS, VALIDATION_MESSAGES } from '../validation';
import { choice, MAX_PAYMENT_AMOUNT, optionalLink, optionalNumber, optionalText } from './inputFields';

// One employee of a payment, named by passport number, Wafid link or a search pick. A passport number must
// look like one (standard rule); a link or a name must be given.
export const medicalPaymentDetailInputSchema = z
  .object({
    _id: z.string().optional(),
    by: choice(EMPLOYEE_LOOKUP_METHODS),
    byLinkOrName: z.string().trim().min(1, VALIDATION_MESSAGES.required),
    status: choice(MEDICAL_PAYMENT_STATUSES).default('new'),
    slipLink: optionalLink(),
    notes: optionalText(),
  })
  .refine(
    (detail) =>
      detail.by !== 'passport' || PASSPORT_NUMBER_PATTERNS.standard.test(detail.byLinkOrName.toUpperCase()),
    { error: VALIDATION_MESSAGES.passportNumber, path: ['byLinkOrName'] },
  );

// A medical payment (createMedicalPayment). A new payment starts as 'new'.
export const medicalPaymentInputSchema = z.object({
  _id: z.string().optional(),
  orderedAt: z.string().nullish(),
  screenshotLink: optionalLink(),
  transferReason: optionalText(),
  totalAmount: optionalNumber({ min: 0, max: MAX_PAYMENT_AMOUNT }),
  remarks: optionalText(),
  status: choice(MEDICAL_PAYMENT_STATUSES).default('new'),
  details: z.array(medicalPaymentDetailInputSchema).default([]),
  user: z.object({ _id: z.string(), email: z.string().nullish() }).nullish(),
});
export type MedicalPaymentInput = z.input<typeof medicalPaymentInputSchema>;
export type MedicalPaymentValues = z.output<typeof medicalPaymentInputSchema>;
