import { VALIDATION_MESSAGES } from './messages';
import { requiredPattern } from './textRules';
import { VISA_NUMBER_PATTERN } from './visaNumber';

// "Search and attach visa" needs a visa number: required, and 9-10 digits like any visa number.
export const visaSearchSchema = requiredPattern(VISA_NUMBER_PATTERN, VALIDATION_MESSAGES.visaNumber);
