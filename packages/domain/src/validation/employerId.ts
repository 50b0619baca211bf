import { VALIDATION_MESSAGES } from './messages';
import { optionalPattern } from './textRules';

// The employer (sponsor) id on a visa, stored as the visa's passportNumber: optional; when given, 1-10 digits.
export const EMPLOYER_ID_PATTERN = /^\d{1,10}$/;

export const employerIdSchema = optionalPattern(EMPLOYER_ID_PATTERN, VALIDATION_MESSAGES.employerId);
