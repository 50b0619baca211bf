import { z } from 'zod';
import { calendarDay, compareDays, type DateLimitsReading } from '../dates';
import {
  APPLIED_COUNTRIES,
  COMPLEXIONS,
  CONTRACT_PERIODS,
  CURRENCIES,
  DOCUMENT_TYPES,
  EDUCATION_LEVELS,
  LANGUAGE_LEVELS,
  MARITAL_STATUSES,
  PROFESSIONS,
  RELIGIONS,
  SEXES,
  SKILLS,
} from '../enums';
import { EMPLOYEE_STATUSES } from '../status/EmployeeStatus';
import {
  applicationNumberSchema,
  givenNameSchema,
  type GivenNameVariant,
  passportNumberSchema,
  type PassportNumberVariant,
  maxItemsMessage,
  placeOfBirthSchema,
  placeOfIssueSchema,
  surNameSchema,
  type SurNameVariant,
  VALIDATION_MESSAGES,
} from '../validation';
import {
  choice,
  dateWithinLimits,
  MAX_CHILDREN,
  MAX_SALARY,
  NOT_IN_FUTURE_MESSAGE,
  notAfterToday,
  optionalChoice,
  optionalDateWithinLimits,
  optionalNumber,
  optionalText,
} from './inputFields';
import { MAX_PROSPECTS, MAX_WORK_EXPERIENCES } from './apiLimits';
import { visaInputSchema } from './visaInputSchema';

// Which reading of each two-reading rule an employee form applies (spec 02 §5). A company or screen picks its
// own; the defaults are the standard passport rule, the letters-and-spaces name rules and the entry screen's
// date limits.
export interface EmployeeRuleReadings {
  passportNumber: PassportNumberVariant;
  givenName: GivenNameVariant;
  surName: SurNameVariant;
  dateLimits: DateLimitsReading;
}

export const DEFAULT_EMPLOYEE_RULE_READINGS: EmployeeRuleReadings = {
  passportNumber: 'standard',
  givenName: 'lettersAndSpaces',
  surName: 'lettersAndSpaces',
  dateLimits: 'entry',
};

const addressSchema = z
  .object({
    telephone: optionalText(20),
    alternateTelephone: optionalText(20),
    city: optionalText(128),
    streetAddress: optionalText(255),
    country: optionalText(128),
  })
  .nullish();

/**
 * The employee form and the createEmployee payload: the Passport Data panel's rules (§5 of both documents),
 * closed lists for the enumerations, and free text elsewhere. Nationality and countries stay free text because
 * the stored lists are longer than the one offered here. Related companies travel as ids.
 */
export function employeeInputSchemaFor(readings: Partial<EmployeeRuleReadings> = {}) {
  const rule = { ...DEFAULT_EMPLOYEE_RULE_READINGS, ...readings };
  return z
    .object({
      _id: z.string().optional(),
      status: optionalChoice(EMPLOYEE_STATUSES),
      passportNumber: passportNumberSchema(rule.passportNumber),
      givenName: givenNameSchema(rule.givenName),
      surName: surNameSchema(rule.surName),
      placeOfBirth: placeOfBirthSchema,
      placeOfIssue: placeOfIssueSchema,
      sex: choice(SEXES),
      dateOfBirth: dateWithinLimits('dateOfBirth').refine(notAfterToday, NOT_IN_FUTURE_MESSAGE),
      passportIssueDate: optionalDateWithinLimits('passportIssue', rule.dateLimits),
      passportExpiryDate: optionalDateWithinLimits('passportExpiry', rule.dateLimits),
      facePhoto: z.string().nullish(),
      standPhoto: z.string().nullish(),
      passportScan: z.string().nullish(),
      documents: z
        .array(z.enum(DOCUMENT_TYPES))
        .max(DOCUMENT_TYPES.length, maxItemsMessage(DOCUMENT_TYPES.length))
        .nullish(),
      /** The owning company's id: the chosen local agency for foreign-agent users, else the user's company. */
      owner: z.string().nullish(),
      /** Ids of the companies the employee is offered to ("For Company"). */
      prospects: z.array(z.string()).max(MAX_PROSPECTS, maxItemsMessage(MAX_PROSPECTS)).nullish(),
      visa: visaInputSchema.partial().nullish(),
      additionalData: z
        .object({
          nationality: optionalText(64),
          pastNationality: optionalText(64),
          maritalStatus: optionalChoice(MARITAL_STATUSES),
          religion: optionalChoice(RELIGIONS),
          appliedProfession: optionalChoice(PROFESSIONS),
          appliedCountry: optionalChoice(APPLIED_COUNTRIES),
          contractPeriod: optionalChoice(CONTRACT_PERIODS),
          complexion: optionalChoice(COMPLEXIONS),
          documentReceivedDate: optionalDateWithinLimits('applicationDate'),
          salary: optionalNumber({ min: 0, max: MAX_SALARY }),
          currency: optionalChoice(CURRENCIES),
          numberOfChildren: optionalNumber({ integer: true, min: 0, max: MAX_CHILDREN }),
          notes: optionalText(1000),
          height: optionalText(32),
          weight: optionalText(32),
          fullNameAmharic: optionalText(128),
          lmisId: optionalText(64),
          lmisPassword: optionalText(64),
          labourId: optionalText(64),
          discontinuedDate: optionalDateWithinLimits('discontinued'),
          discontinuedRemark: optionalText(),
          afterFlightStatusDate: optionalDateWithinLimits('afterFlight'),
          afterFlightStatusRemark: optionalText(),
        })
        .nullish(),
      address: addressSchema,
      contactPerson: z
        .object({ displayName: optionalText(128), kinship: optionalText(64), address: addressSchema })
        .nullish(),
      education: z
        .object({
          arabicLanguage: optionalChoice(LANGUAGE_LEVELS),
          englishLanguage: optionalChoice(LANGUAGE_LEVELS),
          educationLevel: optionalChoice(EDUCATION_LEVELS),
          skills: z.array(z.enum(SKILLS)).max(SKILLS.length, maxItemsMessage(SKILLS.length)).nullish(),
          fieldOfStudy: optionalText(128),
          yearCompleted: optionalText(64),
          educationQG: optionalText(128),
          remarks: optionalText(),
        })
        .nullish(),
      workExperience: z
        .array(
          z.object({
            _id: z.string().optional(),
            country: optionalText(64),
            profession: optionalChoice(PROFESSIONS),
            years: optionalChoice(CONTRACT_PERIODS),
          }),
        )
        .max(MAX_WORK_EXPERIENCES, maxItemsMessage(MAX_WORK_EXPERIENCES))
        .nullish(),
      embassyProcess: z
        .object({ enjazNumber: applicationNumberSchema, stampedDate: optionalDateWithinLimits('visaIssued') })
        .nullish(),
      flight: z
        .object({
          flightDateTime: optionalDateWithinLimits('flight'),
          arrivedDateTime: optionalDateWithinLimits('flight'),
        })
        .nullish(),
      firstTestimonialName: optionalText(128),
      firstTestimonialAddress: optionalText(255),
      firstTestimonialTelephone: optionalText(20),
      secondTestimonialName: optionalText(128),
      secondTestimonialAddress: optionalText(255),
      secondTestimonialTelephone: optionalText(20),
    })
    .refine(
      (employee) => passportExpiryFollowsIssue(employee.passportIssueDate, employee.passportExpiryDate),
      {
        path: ['passportExpiryDate'],
        message: VALIDATION_MESSAGES.expiryNotAfterIssue,
        // Said while other fields are still empty, as the clerk picks the dates, not only once all is valid.
        when: ({ issues }) =>
          !issues.some((issue) =>
            ['passportIssueDate', 'passportExpiryDate'].includes(String(issue.path?.[0])),
          ),
      },
    );
}

/** A passport expires after it was issued; with either date missing there is nothing to compare. */
export function passportExpiryFollowsIssue(
  issue: string | null | undefined,
  expiry: string | null | undefined,
): boolean {
  if (typeof issue !== 'string' || typeof expiry !== 'string' || !issue || !expiry) return true;
  return compareDays(calendarDay(expiry), calendarDay(issue)) > 0;
}

export const employeeInputSchema = employeeInputSchemaFor();

export type EmployeeInput = z.input<typeof employeeInputSchema>;
export type EmployeeValues = z.output<typeof employeeInputSchema>;
