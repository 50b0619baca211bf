import { typeAndInput } from '../common/typeAndInput';

export const employeesSchema = /* GraphQL */ `
  ${typeAndInput(
    'WorkExperience',
    `
    _id: ID
    country: String
    profession: String
    years: String
  `,
  )}
  ${typeAndInput(
    'EmbassyProcess',
    `
    enjazNumber: String
    stampedDate: String
  `,
  )}
  ${typeAndInput(
    'Flight',
    `
    flightDateTime: String
    arrivedDateTime: String
  `,
  )}
  ${typeAndInput(
    'AdditionalData',
    `
    nationality: String
    pastNationality: String
    maritalStatus: String
    religion: String
    appliedProfession: String
    appliedCountry: String
    contractPeriod: String
    complexion: String
    documentReceivedDate: String
    salary: Float
    currency: String
    numberOfChildren: Int
    notes: String
    "Free text: the medical insurance for sudan companies (domain display/weightOrHeight)."
    height: String
    "Free text: the exchange rate for sudan companies."
    weight: String
    fullNameAmharic: String
    lmisId: String
    lmisPassword: String
    labourId: String
    discontinuedDate: String
    discontinuedRemark: String
    afterFlightStatusDate: String
    afterFlightStatusRemark: String
  `,
  )}
  ${typeAndInput(
    'ContactPerson',
    `
    displayName: String
    kinship: String
    address: Address
  `,
    { nested: ['Address'] },
  )}
  ${typeAndInput(
    'Education',
    `
    arabicLanguage: String
    englishLanguage: String
    educationLevel: String
    skills: [String!]
    fieldOfStudy: String
    yearCompleted: String
    educationQG: String
    remarks: String
  `,
  )}
  ${typeAndInput(
    'Employee',
    `
    facePhoto: String
    standPhoto: String
    passportScan: String
    sex: String
    dateOfBirth: String
    passportIssueDate: String
    passportExpiryDate: String
    documents: [String!]
    visa: Visa
    firstTestimonialName: String
    firstTestimonialAddress: String
    firstTestimonialTelephone: String
    secondTestimonialName: String
    secondTestimonialAddress: String
    secondTestimonialTelephone: String
    workExperience: [WorkExperience!]
    embassyProcess: EmbassyProcess
    flight: Flight
    additionalData: AdditionalData
    address: Address
    contactPerson: ContactPerson
    education: Education
  `,
    {
      nested: [
        'Visa',
        'WorkExperience',
        'EmbassyProcess',
        'Flight',
        'AdditionalData',
        'Address',
        'ContactPerson',
        'Education',
      ],
      typeOnly: `
        _id: ID!
        status: String!
        passportNumber: String
        placeOfBirth: String
        placeOfIssue: String
        givenName: String
        surName: String
        owner: Company
        prospects: [Company!]!
        createdAt: String
        "Set only on a save under a renewal licence: work continues, with this warning."
        licenceWarning: String
      `,
      inputOnly: `
        "A 10-character (or missing) _id creates a new employee; a 24-character one updates it."
        _id: ID
        status: String
        passportNumber: String!
        placeOfBirth: String!
        placeOfIssue: String!
        givenName: String!
        surName: String!
        "The company that owns the employee: the caller's company, or (foreign agents) a partner agency."
        owner: ID
        prospects: [ID!]
      `,
    },
  )}

  type EmployeesWithCount {
    employees: [Employee!]!
    totalCount: Int!
  }

  type StatusCount {
    status: String!
    count: Int!
  }

  "What a manager checks every morning, counted over every employee the caller may see."
  type MorningChecks {
    "Passports that expire before expiringBefore (six months from today)."
    passportsExpiringSoon: Int!
    expiringBefore: String!
    "Employees in a pipeline stage unchanged for at least stuckForDays days."
    stuckEmployees: Int!
    stuckForDays: Int!
  }

  type Dashboard {
    totalCount: Int!
    statusCounts: [StatusCount!]!
  }

  type LinkedEmployee {
    _id: ID!
    givenName: String
  }

  type ShortLink {
    _id: ID!
    link: String!
    employees: [LinkedEmployee!]!
    "A revoked link opens nothing, like an unknown one."
    revoked: Boolean!
    "The last day the link opens (yyyy-mm-dd); null for no end."
    expiresOn: String
    hasPassword: Boolean!
    "Visitors see no names, phones or addresses."
    hideContact: Boolean!
    views: Int!
    downloads: Int!
  }

  input EmployeeIdInput {
    _id: ID!
  }

  extend type Query {
    """
    link filters by a foreign office (prospect company id); passportExpiresBefore (yyyy-mm-dd) and
    stuckForDays open the dashboard's morning checks as a list.
    """
    employees(
      skip: Int
      take: Int
      searchText: String
      status: String
      link: ID
      passportExpiresBefore: String
      stuckForDays: Int
    ): EmployeesWithCount!
    getEmployee(input: EmployeeIdInput!): Employee!
    "The CVs of a share link as the shared viewer shows them: a revoked, expired or unknown link gives []; a link with a password needs it (PASSWORD_REQUIRED)."
    sharedEmployees(link: String!, password: String): [SharedCandidate!]!
    """
    The public premium list: an agency's available CVs offered to one of its partner agents. It opens for a
    signed-in user of either company, or with the key of the list's link while the agency has the list on
    (setPublicPremiumList); otherwise [] (a wrong key counts as a wrong link). status, as the call catalogue
    sends it, may only be new.
    """
    linkedEmployees(agencyId: ID!, agentId: ID!, key: String, status: String): [SharedCandidate!]!
    shortLinks: [ShortLink!]!
    dashboard: Dashboard!
    morningChecks(stuckForDays: Int): MorningChecks!
  }

  extend type Mutation {
    createEmployee(input: EmployeeInput!): Employee!
    deleteEmployee(id: ID!): DeleteResult!
    assignEmployeeVisa(ids: [ID!]!): Employee!
    generateLink(employeeIds: [ID!]!): ShortLink!
  }
`;
