import { VALIDATION_MESSAGES } from './messages';
import { optionalPattern } from './textRules';

// A bank account number: optional; when given, 4-15 digits.
export const ACCOUNT_NUMBER_PATTERN = /^\d{4,15}$/;

export const accountNumberSchema = optionalPattern(ACCOUNT_NUMBER_PATTERN, VALIDATION_MESSAGES.accountNumber);
