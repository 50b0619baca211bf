import { facePhotoUrl } from '@placement/cv-templates';
import type { DocumentCompany, DocumentEmployee } from './DocumentEmployee';

// Realistic sample records for the new documents' stories and render tests: an Ethiopian worker going to a
// sponsor in Riyadh, one going to Kuwait, the sending agencies of both kinds and the foreign counterpart.

/** An employment-type agency (no deposit amount): the application's two-block layout. */
export const FIXTURE_EMPLOYMENT_AGENCY: DocumentCompany = {
  _id: '65a1c0de0000000000000001',
  displayName: 'Addis Bright Future Agency',
  nameAmharic: 'አዲስ ብራይት ፊውቸር የውጭ አገር ሥራ ስምሪት ኤጀንሲ',
  managerNameAmharic: 'አቶ ተስፋዬ በቀለ',
  licenseNumber: 'MoLS/OEA/0457/2015',
  address: {
    streetAddress: 'Bole Road, Friendship Building 4th floor',
    city: 'Addis Ababa',
    telephone: '+251 11 661 2345',
    mobile: '+251 911 223 344',
    alternateMobile: '+251 922 556 677',
  },
};

/** A commission-type agency (deposit amount set): its header above the personal-details block. */
export const FIXTURE_COMMISSION_AGENCY: DocumentCompany = {
  ...FIXTURE_EMPLOYMENT_AGENCY,
  _id: '65a1c0de0000000000000002',
  displayName: 'Habesha Link Recruitment',
  nameAmharic: 'ሐበሻ ሊንክ የውጭ አገር ሥራ ስምሪት ኤጀንሲ',
  licenseNumber: 'MoLS/OEA/0912/2016',
  depositAmount: '50000',
};

/** The foreign agent the contract names as the other party (the employee's first prospect). */
export const FIXTURE_COUNTERPART: DocumentCompany = {
  _id: '65a1c0de0000000000000003',
  displayName: 'Al Nakheel Recruitment Office',
  address: { city: 'Riyadh', telephone: '+966 11 464 2200' },
};

export const FIXTURE_KUWAIT_COUNTERPART: DocumentCompany = {
  _id: '65a1c0de0000000000000004',
  displayName: 'Al Safwa Domestic Labour Office',
  address: { city: 'Kuwait City', telephone: '+965 2246 1188' },
};

/** A worker with everything the application, dependents page and contract translation need. */
export const FIXTURE_SAUDI_EMPLOYEE: DocumentEmployee = {
  id: '65a1c0de00000000000000a1',
  status: 'embassy_process',
  givenName: 'Tigist Alemu',
  surName: 'Woldemariam',
  passportNumber: 'EP6120458',
  passportIssueDate: '2024-03-14T11:00:00.000Z',
  passportExpiryDate: '2029-03-13T11:00:00.000Z',
  placeOfBirth: 'Bahir Dar',
  placeOfIssue: 'Addis Ababa',
  dateOfBirth: '1998-07-22T11:00:00.000Z',
  sex: 'female',
  facePhoto: facePhotoUrl(),
  address: { city: 'Bahir Dar', streetAddress: 'Kebele 14', telephone: '+251 918 442 731' },
  contactPerson: {
    displayName: 'Alemu Woldemariam',
    kinship: 'Father',
    address: { city: 'Bahir Dar', telephone: '+251 918 100 200' },
  },
  additionalData: {
    nationality: 'ethiopian',
    maritalStatus: 'single',
    religion: 'christian',
    appliedProfession: 'housemaid',
    appliedCountry: 'saudi_arabia',
    salary: 1000,
    currency: 'saudi_riyal',
    fullNameAmharic: 'ትዕግሥት ዓለሙ ወልደማርያም',
    labourId: 'LB-884217',
  },
  visa: {
    visaNumber: '6012345678',
    visaType: 'work',
    fullName: 'Saleh Abdullah Al Otaibi',
    fullNameAmharic: 'ሳሌህ አብዱላህ አል ኦታይቢ',
    cityAmharic: 'ሪያድ',
    contractNumber: 'C-2026-0412',
    passportNumber: '1023456789',
    address: { city: 'Riyadh', country: 'Saudi Arabia', telephone: '+966 50 123 4567' },
  },
  embassyProcess: { enjazNumber: 'E1234567890', stampedDate: '2026-11-18T11:00:00.000Z' },
  owner: FIXTURE_EMPLOYMENT_AGENCY,
  prospects: [FIXTURE_COUNTERPART],
  firstTestimonialName: 'Abebe Kebede',
  firstTestimonialAddress: 'Addis Ababa',
  firstTestimonialTelephone: '+251 911 000 111',
  secondTestimonialName: 'Mulu Haile',
  secondTestimonialAddress: 'Addis Ababa',
  secondTestimonialTelephone: '+251 911 000 222',
};

/** A worker for Kuwait: the visa city is empty (the contract says Kuwait City) and the salary is in KWD. */
export const FIXTURE_KUWAIT_EMPLOYEE: DocumentEmployee = {
  ...FIXTURE_SAUDI_EMPLOYEE,
  id: '65a1c0de00000000000000a2',
  givenName: 'Meron Tadesse',
  surName: 'Gebremedhin',
  passportNumber: 'EP6120991',
  dateOfBirth: '1996-03-25T11:00:00.000Z',
  additionalData: {
    ...FIXTURE_SAUDI_EMPLOYEE.additionalData,
    maritalStatus: 'married',
    religion: 'muslim',
    appliedCountry: 'kuwait',
    salary: 120,
    currency: 'kuwait_dinar',
    fullNameAmharic: 'ሜሮን ታደሰ ገብረመድኅን',
  },
  visa: {
    visaNumber: '1111111111',
    fullName: 'Fahad Naser Al Mutairi',
    passportNumber: '9999999999',
    address: { city: '', country: 'Kuwait', telephone: '+965 9988 7766' },
  },
  prospects: [FIXTURE_KUWAIT_COUNTERPART],
};

/** The day the fixtures' contracts are signed: 25 November 2026 is 16 Hidar 2019 in the Ethiopian calendar. */
export const FIXTURE_SIGNING_DATE = '2026-11-25';
