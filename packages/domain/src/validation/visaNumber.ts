import { VALIDATION_MESSAGES } from './messages';
import { optionalPattern } from './textRules';

// A visa number: optional; when given, 9-10 digits.
export const VISA_NUMBER_PATTERN = /^\d{9,10}$/;

export const visaNumberSchema = optionalPattern(VISA_NUMBER_PATTERN, VALIDATION_MESSAGES.visaNumber);
