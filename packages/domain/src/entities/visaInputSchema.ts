import { z } from 'zod';
import { AGE_CATEGORIES, COMPLEXIONS, CURRENCIES, PROFESSIONS, RELIGIONS, VISA_TYPES } from '../enums';
import { employerIdSchema, VALIDATION_MESSAGES, visaNumberSchema } from '../validation';
import { MAX_SALARY, MAX_VISA_QUANTITY, optionalChoice, optionalNumber, optionalText } from './inputFields';

// The visa form (Visa Info, Sponsor Address, Visa Condition) and the createVisa payload. The spec does not show
// this form's own schema, so it applies the field rules of §5: visa number 9-10 digits and employer (sponsor)
// id 1-10 digits, both optional; closed lists must hold one of their values.
export const visaInputSchema = z.object({
  _id: z.string().optional(),
  visaNumber: visaNumberSchema,
  /** The sponsor id, stored as the visa's passportNumber. */
  passportNumber: employerIdSchema,
  fullName: optionalText(128),
  fullNameAmharic: optionalText(128),
  cityAmharic: optionalText(128),
  contractNumber: optionalText(50),
  visaQty: optionalNumber({ integer: true, min: 1, max: MAX_VISA_QUANTITY }),
  salary: optionalNumber({ min: 0, max: MAX_SALARY }),
  currency: optionalChoice(CURRENCIES),
  remarks: optionalText(),
  firstTime: z.boolean().nullish(),
  goodLooking: z.boolean().nullish(),
  writeRead: z.boolean().nullish(),
  profession: optionalChoice(PROFESSIONS),
  religion: optionalChoice(RELIGIONS),
  ageCategory: optionalChoice(AGE_CATEGORIES),
  complexion: optionalChoice(COMPLEXIONS),
  visaType: optionalChoice(VISA_TYPES),
  status: z.string().nullish(),
  address: z
    .object({ telephone: optionalText(20), city: optionalText(128), country: optionalText(128) })
    .nullish(),
  /** The owning company. */
  owner: z.string().nullish(),
  /** The foreign agent a local agency picked on visa entry (spec 01 §4, the foreign-agent picker). */
  agentId: z.string().nullish(),
});

export type VisaInput = z.input<typeof visaInputSchema>;
export type VisaValues = z.output<typeof visaInputSchema>;

/** A visa record says whose visa it is: a visa number or a sponsor's name, never a blank row in the list. */
export function visaIsBlank(visa: { visaNumber?: string | null; fullName?: string | null }): boolean {
  return !(visa.visaNumber ?? '').trim() && !(visa.fullName ?? '').trim();
}

/** The visa form and a standalone visa save: the visa's fields, and not blank. */
export const visaRecordSchema = visaInputSchema.refine((visa) => !visaIsBlank(visa), {
  path: ['visaNumber'],
  message: VALIDATION_MESSAGES.blankVisa,
});
