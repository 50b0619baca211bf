// A company holds each passport number once (a second employee with it is refused), so every employee made
// here has its own number and new-record id unless a test names them; the first made on each fresh test API
// keeps the well-known ones.
let made = 0;

/** A fresh test API has a fresh database: numbering starts again, so its first employee is the well-known one. */
export function restartEmployeeNumbering() {
  made = 0;
}

/** A valid employee as the web form sends it (10-character id = new). */
export function employeeInput(overrides: Record<string, unknown> = {}) {
  const n = made++;
  return {
    _id: n === 0 ? 'abcdefghij' : `new${String(n).padStart(7, '0')}`,
    passportNumber: n === 0 ? 'ep1234567' : `ep${3000000 + n}`,
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
