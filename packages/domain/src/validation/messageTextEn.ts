import { VALIDATION_MESSAGES } from './messages';
import type { ValidationCatalogue } from './messageCatalogue';

export const validationTextEn: ValidationCatalogue = {
  ...VALIDATION_MESSAGES,
  givenName: `${VALIDATION_MESSAGES.givenName}: use only the letters A-Z and spaces`,
  surName: `${VALIDATION_MESSAGES.surName}: use only the letters A-Z`,
  passportNumber: `${VALIDATION_MESSAGES.passportNumber}: use only letters A-Z and digits`,
  visaNumber: `${VALIDATION_MESSAGES.visaNumber}: 10 digits`,
  minLength: ({ count }) => `Must be ${count} characters at minimum`,
  maxLength: ({ count }) => `Must be ${count} characters or less`,
  maxItems: ({ count }) => `At most ${count} items`,
  dateMin: ({ day }) => `Must be on or after ${day}`,
  dateMax: ({ day }) => `Must be on or before ${day}`,
  numberMin: ({ count }) => `Must be ${count} or more`,
  numberMax: ({ count }) => `Must be ${count} or less`,
};
