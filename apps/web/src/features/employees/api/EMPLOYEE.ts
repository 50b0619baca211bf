import { graphql, type ResultOf, type VariablesOf } from '../../../app/graphql/graphql';

// Everything the entry form shows and saves back.
export const EMPLOYEE_FIELDS = graphql(`
  fragment EmployeeFields on Employee {
    _id
    status
    passportNumber
    placeOfBirth
    placeOfIssue
    givenName
    surName
    facePhoto
    standPhoto
    passportScan
    sex
    dateOfBirth
    passportIssueDate
    passportExpiryDate
    documents
    owner {
      _id
    }
    prospects {
      _id
    }
    visa {
      _id
      visaNumber
      visaType
      fullName
      passportNumber
      address {
        telephone
        city
        country
      }
    }
    firstTestimonialName
    firstTestimonialAddress
    firstTestimonialTelephone
    secondTestimonialName
    secondTestimonialAddress
    secondTestimonialTelephone
    workExperience {
      _id
      country
      profession
      years
    }
    embassyProcess {
      enjazNumber
      stampedDate
    }
    flight {
      flightDateTime
      arrivedDateTime
    }
    additionalData {
      nationality
      pastNationality
      maritalStatus
      religion
      appliedProfession
      appliedCountry
      contractPeriod
      complexion
      documentReceivedDate
      salary
      currency
      numberOfChildren
      notes
      height
      weight
      fullNameAmharic
      lmisId
      lmisPassword
      labourId
      discontinuedDate
      discontinuedRemark
      afterFlightStatusDate
      afterFlightStatusRemark
    }
    address {
      telephone
      alternateTelephone
      city
      streetAddress
      country
    }
    contactPerson {
      displayName
      kinship
      address {
        telephone
        city
        streetAddress
      }
    }
    education {
      arabicLanguage
      englishLanguage
      educationLevel
      skills
      remarks
      fieldOfStudy
      yearCompleted
      educationQG
    }
  }
`);

export type EmployeeRecord = ResultOf<typeof EMPLOYEE_FIELDS>;

export const GET_EMPLOYEE = graphql(
  `
    query GetEmployee($id: ID!) {
      getEmployee(input: { _id: $id }) {
        ...EmployeeFields
      }
    }
  `,
  [EMPLOYEE_FIELDS],
);

export const CREATE_EMPLOYEE = graphql(
  `
    mutation CreateEmployee($input: EmployeeInput!) {
      createEmployee(input: $input) {
        ...EmployeeFields
        licenceWarning
      }
    }
  `,
  [EMPLOYEE_FIELDS],
);

export type EmployeeSaveInput = VariablesOf<typeof CREATE_EMPLOYEE>['input'];

export const ASSIGN_EMPLOYEE_VISA = graphql(
  `
    mutation AssignEmployeeVisa($ids: [ID!]!) {
      assignEmployeeVisa(ids: $ids) {
        ...EmployeeFields
      }
    }
  `,
  [EMPLOYEE_FIELDS],
);

// "Search and attach visa" picks from the first 400 visas (spec 01 §9).
export const VISA_CHOICES = graphql(`
  query VisaChoices {
    visas(skip: 0, take: 400) {
      visas {
        _id
        visaNumber
        fullName
      }
    }
  }
`);
