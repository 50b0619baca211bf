import { z } from 'zod';
import { EMPLOYEE_LOOKUP_METHODS, MEDICAL_PAYMENT_STATUSES } from '../enums';
import {
  isWebAddress,
  maxItemsMessage,
  PASSPORT_NUMBER_PATTERNS,
  VALIDATION_MESSAGES,
  WEB_ADDRESS_MESSAGE,
} from '../validation';
import { MAX_PAYMENT_DETAILS } from './apiLimits';
import {
  choice,
  optionalChoice,
  MAX_PAYMENT_AMOUNT,
  optionalDay,
  optionalFileReference,
  optionalNumber,
  optionalText,
} from './inputFields';

// One employee of a payment, named by passport number, Wafid link or a search pick. A passport number must
// look like one (standard rule); a link or a name must be given.
export const medicalPaymentDetailInputSchema = z
  .object({
    _id: z.string().optional(),
    // How the entry was found; the web's entry rows send only the text, so it may be left out.
    by: optionalChoice(EMPLOYEE_LOOKUP_METHODS),
    byLinkOrName: z.string().trim().min(1, VALIDATION_MESSAGES.required),
    status: choice(MEDICAL_PAYMENT_STATUSES).default('new'),
    slipLink: optionalFileReference(),
    notes: optionalText(),
  })
  .refine(
    (detail) =>
      detail.by !== 'passport' || PASSPORT_NUMBER_PATTERNS.standard.test(detail.byLinkOrName.toUpperCase()),
    { error: VALIDATION_MESSAGES.passportNumber, path: ['byLinkOrName'] },
  )
  // A Wafid link is opened from the payment: a web address, never a script.
  .refine(
    (detail) => detail.by !== 'wafidLink' || !detail.byLinkOrName || isWebAddress(detail.byLinkOrName),
    {
      error: WEB_ADDRESS_MESSAGE,
      path: ['byLinkOrName'],
    },
  );

// A medical payment (createMedicalPayment). A new payment starts as 'new'.
export const medicalPaymentInputSchema = z.object({
  _id: z.string().optional(),
  orderedAt: optionalDay(),
  screenshotLink: optionalFileReference(),
  transferReason: optionalText(),
  totalAmount: optionalNumber({ min: 0, max: MAX_PAYMENT_AMOUNT }),
  remarks: optionalText(),
  status: choice(MEDICAL_PAYMENT_STATUSES).default('new'),
  details: z
    .array(medicalPaymentDetailInputSchema)
    .max(MAX_PAYMENT_DETAILS, maxItemsMessage(MAX_PAYMENT_DETAILS))
    .default([]),
  /** Who ordered it: a user of the payment's company, by id or e-mail (the API checks the company). */
  user: z.object({ _id: z.string().nullish(), email: z.string().trim().max(254).nullish() }).nullish(),
});
export type MedicalPaymentInput = z.input<typeof medicalPaymentInputSchema>;
export type MedicalPaymentValues = z.output<typeof medicalPaymentInputSchema>;
