// Candidates and an agency as the API sends them (with the __typename Apollo's cache reads), for the CV
// pages' stories. Photos are names the story's server does not hold, so the cards show their blank image.

const AGENCY = {
  __typename: 'SharedAgency',
  displayName: 'ADDIS STAR EMPLOYMENT AGENCY',
  // The query reads the agency's variant under the name the CV reads it by.
  depositAmount: 'standard',
  header: null,
  cvTemplate: null,
  remarks: null,
  address: {
    __typename: 'SharedOfficeAddress',
    telephone: '+251911223344',
    alternateTelephone: null,
    mobile: null,
    alternateMobile: null,
    streetAddress: 'BOLE SUBCITY',
    city: 'ADDIS ABABA',
  },
};

const PEOPLE = [
  ['MULU TADESSE', 'EP5002146', '1989-11-05', 'muslim', 'married', 'kuwait'],
  ['SELAM KEBEDE', 'EP5004292', '1993-09-09', 'muslim', 'divorced', ''],
  ['ALMAZ TESFAYE', 'EP5000000', '1985-01-01', 'christian', 'single', 'saudi_arabia'],
] as const;

/** Three candidates of an agency's public list (SharedCandidate), as the LinkedCvs query answers them. */
export const STORY_SHARED_CVS = PEOPLE.map(
  ([givenName, passportNumber, dateOfBirth, religion, marital, past], i) => ({
    __typename: 'SharedCandidate',
    number: i + 1,
    givenName,
    surName: 'YUSUF',
    passportNumber,
    passportIssueDate: '2023-11-10',
    passportExpiryDate: '2028-11-09',
    placeOfBirth: 'ADAMA',
    placeOfIssue: 'ADDIS ABABA',
    dateOfBirth,
    sex: 'female',
    facePhoto: null,
    standPhoto: null,
    passportScan: null,
    workExperience: past
      ? [{ __typename: 'SharedWorkExperience', country: past, profession: 'housemaid', years: 'two' }]
      : [],
    education: {
      __typename: 'SharedEducation',
      arabicLanguage: 'fair',
      englishLanguage: 'good',
      educationLevel: 'secondary_complete',
      skills: ['cooking', 'baby_sitting'],
      remarks: null,
      yearCompleted: null,
    },
    additionalData: {
      __typename: 'SharedAdditionalData',
      salary: 1000,
      currency: 'saudi_riyal',
      contractPeriod: 'two',
      nationality: 'ethiopian',
      religion,
      maritalStatus: marital,
      numberOfChildren: i,
      height: '160',
      weight: '58',
      complexion: 'brown',
      appliedProfession: 'housemaid',
      appliedCountry: 'saudi_arabia',
      documentReceivedDate: null,
    },
    // The query asks for the agency as `owner`, the name the CV reads it by.
    owner: AGENCY,
  }),
);

const OWNER = {
  __typename: 'Company',
  _id: '6b0ad146dfd807b5ed8de9e8',
  displayName: AGENCY.displayName,
  depositAmount: '',
  header: null,
  email: 'office@addisstar.demo',
  cvTemplate: null,
  remarks: null,
  address: { ...AGENCY.address, __typename: 'Address' },
};

const AGENT = {
  __typename: 'Company',
  _id: '6b0ad146dfd807b5ed8de9e9',
  displayName: 'RIYADH GULF RECRUITMENT OFFICE',
};

/** The same candidates as the signed-in company's own records (Employee), the first one offered to no agent. */
export const STORY_OWN_CVS = STORY_SHARED_CVS.map(
  ({ owner: _agency, __typename: _type, number: _number, ...candidate }, i) => ({
    ...candidate,
    _id: `6b0ad146dfd807b5ed8de9f${i}`,
    __typename: 'Employee',
    workExperience: candidate.workExperience.map((row) => ({ ...row, __typename: 'WorkExperience' })),
    status: 'new',
    education: { ...candidate.education, __typename: 'Education' },
    additionalData: { ...candidate.additionalData, __typename: 'AdditionalData' },
    owner: OWNER,
    prospects: i === 0 ? [] : [AGENT],
  }),
);

/** The company's share links, one of them opened and downloaded from. */
export const STORY_SHORT_LINKS = [
  {
    __typename: 'ShortLink',
    _id: '6b0ad146dfd807b5ed8de901',
    link: 'Ab12Cd',
    employees: STORY_OWN_CVS.map(({ _id, givenName }) => ({ __typename: 'Employee', _id, givenName })),
    revoked: false,
    expiresOn: null,
    hasPassword: false,
    hideContact: false,
    views: 12,
    downloads: 3,
  },
];
