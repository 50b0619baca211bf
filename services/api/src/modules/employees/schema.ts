export const employeesSchema = /* GraphQL */ `
  type WorkExperience {
    _id: ID
    country: String
    profession: String
    years: String
  }

  type EmbassyProcess {
    enjazNumber: String
    stampedDate: String
  }

  type Flight {
    flightDateTime: String
    arrivedDateTime: String
  }

  type AdditionalData {
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
    height: Float
    weight: Float
    fullNameAmharic: String
    lmisId: String
    lmisPassword: String
    labourId: String
    discontinuedDate: String
    discontinuedRemark: String
    afterFlightStatusDate: String
    afterFlightStatusRemark: String
  }

  type ContactPerson {
    displayName: String
    kinship: String
    address: Address
  }

  type Education {
    arabicLanguage: String
    englishLanguage: String
    educationLevel: String
    skills: [String!]
    fieldOfStudy: String
    yearCompleted: String
    educationQG: String
    remarks: String
  }

  type Employee {
    _id: ID!
    status: String!
    passportNumber: String
    placeOfBirth: String
    placeOfIssue: String
    givenName: String
    surName: String
    facePhoto: String
    standPhoto: String
    passportScan: String
    sex: String
    dateOfBirth: String
    passportIssueDate: String
    passportExpiryDate: String
    documents: [String!]
    visa: Visa
    owner: Company
    prospects: [Company!]!
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
    createdAt: String
    "Set only on a save under a renewal licence: work continues, with this warning."
    licenceWarning: String
  }

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

  input WorkExperienceInput {
    _id: ID
    country: String
    profession: String
    years: String
  }

  input EmbassyProcessInput {
    enjazNumber: String
    stampedDate: String
  }

  input FlightInput {
    flightDateTime: String
    arrivedDateTime: String
  }

  input AdditionalDataInput {
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
    height: Float
    weight: Float
    fullNameAmharic: String
    lmisId: String
    lmisPassword: String
    labourId: String
    discontinuedDate: String
    discontinuedRemark: String
    afterFlightStatusDate: String
    afterFlightStatusRemark: String
  }

  input ContactPersonInput {
    displayName: String
    kinship: String
    address: AddressInput
  }

  input EducationInput {
    arabicLanguage: String
    englishLanguage: String
    educationLevel: String
    skills: [String!]
    fieldOfStudy: String
    yearCompleted: String
    educationQG: String
    remarks: String
  }

  "A 10-character (or missing) _id creates a new employee; a 24-character one updates it."
  input EmployeeInput {
    _id: ID
    status: String
    passportNumber: String!
    placeOfBirth: String!
    placeOfIssue: String!
    givenName: String!
    surName: String!
    facePhoto: String
    standPhoto: String
    passportScan: String
    sex: String
    dateOfBirth: String
    passportIssueDate: String
    passportExpiryDate: String
    documents: [String!]
    visa: VisaInput
    "The company that owns the employee: the caller's company, or (foreign agents) a partner agency."
    owner: ID
    prospects: [ID!]
    firstTestimonialName: String
    firstTestimonialAddress: String
    firstTestimonialTelephone: String
    secondTestimonialName: String
    secondTestimonialAddress: String
    secondTestimonialTelephone: String
    workExperience: [WorkExperienceInput!]
    embassyProcess: EmbassyProcessInput
    flight: FlightInput
    additionalData: AdditionalDataInput
    address: AddressInput
    contactPerson: ContactPersonInput
    education: EducationInput
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
    "A revoked, expired or unknown link gives []; a link with a password needs it (PASSWORD_REQUIRED)."
    sharedEmployees(link: String!, password: String): [Employee!]!
    linkedEmployees(agencyId: ID!, agentId: ID!, status: String): [Employee!]!
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
