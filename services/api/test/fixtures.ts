/** A valid employee as the web form sends it (10-character id = new). */
export function employeeInput(overrides: Record<string, unknown> = {}) {
  return {
    _id: 'abcdefghij',
    passportNumber: 'ep1234567',
    givenName: 'almaz tesfaye',
    surName: 'bekele',
    placeOfBirth: 'addis ababa',
    placeOfIssue: 'addis ababa',
    sex: 'female',
    dateOfBirth: '1998-03-05',
    passportIssueDate: '2022-01-10',
    passportExpiryDate: '2027-01-09',
    address: { telephone: ' 0911223344 ', city: 'addis ababa' },
    additionalData: { appliedCountry: 'saudi_arabia', salary: 1000, currency: 'saudi_riyal' },
    education: { skills: ['cooking'], englishLanguage: 'fair' },
    workExperience: [{ country: 'ethiopia', profession: 'housemaid', years: 'two' }],
    ...overrides,
  };
}

export const EMPLOYEE_FIELDS = `_id status passportNumber givenName surName placeOfBirth dateOfBirth licenceWarning
  address { telephone city } additionalData { appliedCountry salary currency }
  visa { _id visaNumber fullName passportNumber } owner { _id displayName } prospects { _id displayName }`;
