// Every validation message of spec 01 §5 and spec 02 §5, word for word, by the rule it belongs to.
// Length messages follow one pattern, so the ones the spec does not quote (phone minimum, places, searches)
// read the same way as the quoted ones.
export const minLengthMessage = (length: number) => `Must be ${length} characters at minimum`;
export const maxLengthMessage = (length: number) => `Must be ${length} characters or less`;
export const maxItemsMessage = (count: number) => `At most ${count} items`;

// Date pickers only offer days within their limits (dates/dateLimits); the API says which limit a date broke.
export const dateMinMessage = (day: string) => `Must be on or after ${day}`;
export const dateMaxMessage = (day: string) => `Must be on or before ${day}`;

// Number limits of the record forms (salary, children, amounts).
export const numberMinMessage = (value: number) => `Must be ${value} or more`;
export const numberMaxMessage = (value: number) => `Must be ${value} or less`;

export const VALIDATION_MESSAGES = {
  required: 'Required',
  nameMin: minLengthMessage(3),
  nameMax: maxLengthMessage(128),
  emailInvalid: 'Invalid email address',
  emailMin: minLengthMessage(8),
  emailMax: maxLengthMessage(254),
  phoneMin: minLengthMessage(8),
  phoneMax: maxLengthMessage(12),
  statusSearchTextMin: minLengthMessage(9),
  statusSearchTextMax: maxLengthMessage(12),
  passwordMin: minLengthMessage(6),
  passwordMax: maxLengthMessage(20),
  passwordsMustMatch: 'Passwords must match',
  passwordsMustBeDifferent: 'Passwords must be different',
  accountNumber: 'Incorrect Account Number',
  passportNumber: 'Incorrect Passport Number',
  givenName: 'Incorrect Given Name',
  surName: 'Incorrect Sur Name',
  placeMin: minLengthMessage(2),
  placeMax: maxLengthMessage(25),
  applicationNumber: "Incorrect Application Number: add 'E' before the number",
  visaNumber: 'Incorrect Visa Number',
  employerId: 'Incorrect Employer Id Number',
  shareEmail: 'Email is not correct',
  linkOrNameSearchMin: minLengthMessage(2),
  linkOrNameSearchMax: maxLengthMessage(25),
  uploadTooLarge: "File size can't exceeds 1Mb",
  countryNotInList: 'Choose a country from the list',
  phoneWithoutDialCode: "Must start with the country's dial code",
  invalidDate: 'Invalid date',
  invalidChoice: 'Choose a value from the list',
  fileNotFound: 'File not found',
  notANumber: 'Must be a number',
  wholeNumber: 'Must be a whole number',
  notInFuture: 'Must not be in the future',
  webAddress: 'Must be a web address starting with http:// or https://',
  notAPicture: 'This file is not a picture: choose a JPEG, PNG or WebP image',
  chooseAtLeastOneEmployee: 'Choose at least one employee',
  incorrectLink: 'Incorrect link',
  chooseDate: 'Choose a date',
  shareLinkPassword: 'The password must be 4 to 64 characters',
  expiryNotAfterIssue: 'Must be after the passport issue date',
  passportNumberTaken: 'An employee with this passport number already exists',
  blankVisa: "Enter the visa number or the sponsor's name",
} as const;

export type ValidationMessage = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];
