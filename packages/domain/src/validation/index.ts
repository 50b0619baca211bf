// Every validation rule of spec 01 §5 and spec 02 §5, one file per rule, named after it:
//   display name -> name.ts              email -> email.ts               phone -> phone.ts
//   the register form's phone as sent (dial code + number) -> registrationPhone.ts
//   password -> password.ts              confirm password -> confirmPassword.ts
//   change password -> changePassword.ts account number -> accountNumber.ts
//   passport number (standard, strict) -> passportNumber.ts
//   given name (two words, letters and spaces) -> givenName.ts
//   surname (letters, letters and spaces) -> surName.ts
//   place of birth / issue -> placeOfBirthOrIssue.ts      application number -> applicationNumber.ts
//   visa number -> visaNumber.ts         employer id -> employerId.ts    visa search -> visaSearch.ts
//   share e-mail -> shareEmail.ts        status search text -> statusSearchText.ts
//   link-or-name search -> linkOrNameSearch.ts           upload size -> uploadSize.ts
//   resized image sizes per picture type -> uploadImageSize.ts
//   links people follow (http/https only) and pictures given inline -> webAddress.ts
//   forms: registrationForm.ts, signInForm.ts, forgotPasswordForm.ts, resetPasswordForm.ts, signUpForm.ts,
//   statusLookup.ts, captchaToken.ts.   All messages, word for word: messages.ts (VALIDATION_MESSAGES).
// Date limits and the expiry rule are in dates/; record schemas (employee, visa, company...) in entities/.
export * from './messages';
export * from './messageTranslations';
export * from './textRules';
export * from './name';
export * from './email';
export * from './phone';
export * from './password';
export * from './confirmPassword';
export * from './changePassword';
export * from './accountNumber';
export * from './passportNumber';
export * from './givenName';
export * from './surName';
export * from './placeOfBirthOrIssue';
export * from './applicationNumber';
export * from './visaNumber';
export * from './employerId';
export * from './visaSearch';
export * from './shareEmail';
export * from './statusSearchText';
export * from './linkOrNameSearch';
export * from './uploadSize';
export * from './captchaToken';
export * from './registrationForm';
export * from './registrationPhone';
export * from './signInForm';
export * from './forgotPasswordForm';
export * from './resetPasswordForm';
export * from './signUpForm';
export * from './statusLookup';
export * from './uploadImageSize';
export * from './webAddress';
