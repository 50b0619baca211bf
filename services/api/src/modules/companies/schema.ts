export const companiesSchema = /* GraphQL */ `
  type Partner {
    _id: ID!
    displayName: String!
    email: String
    "LocalAgency, ForeignAgent, Moderator or SubAgent: the Sub Agents panel lists the SubAgent ones."
    type: String
    telephone: String
  }

  """
  A company (owner of records). The spec's {product}License is the field licence: expired, quota,
  renewExpired, renewal, anything else is active.
  """
  type Company {
    _id: ID!
    type: String!
    displayName: String!
    email: String
    depositAmount: String
    licence: String
    header: String
    footer: String
    remarks: String
    address: Address
    partners: [Partner!]!
    nameAmharic: String
    managerNameAmharic: String
    licenseNumber: String
    cvTemplate: JSON
    "Registrations the licence allows (set by the platform operator); none means no quota."
    licenceQuota: Int
    "The licence's first and last day, YYYY-MM-DD (set by the platform operator)."
    licenceStartsOn: String
    licenceEndsOn: String
    "Whether the caller may save this company's details (its own with CompanyManagement, a partner it keeps, or Super)."
    editable: Boolean!
  }

  "The signed-in user's company licence, for the footer banner: its state, quota, registrations used and end."
  type LicenceStatus {
    state: String!
    quota: Int
    used: Int!
    endsOn: String
  }

  type CompaniesWithCount {
    companies: [Company!]!
    totalCount: Int!
  }

  input CompanyInput {
    id: ID
    type: String
    displayName: String!
    email: String!
    address: AddressInput
    cvTemplate: JSON
    remarks: String
    nameAmharic: String
    managerNameAmharic: String
    licenseNumber: String
    licence: String
    licenceQuota: Int
    licenceStartsOn: String
    licenceEndsOn: String
    depositAmount: String
    header: String
    footer: String
  }

  input PartnerCompanyInput {
    id: ID
    displayName: String!
    email: String!
    address: AddressInput
  }

  "The Sub Agents panel's form (sudan agencies): a new sub agent without an id, or the one to change."
  input SubAgentInput {
    id: ID
    displayName: String!
    telephone: String!
  }

  input IdInput {
    id: ID
    _id: ID
  }

  """
  The CV maker's save: a company's CV template (any of its stored settings; the ones left out keep their
  values). The company's colour string (remarks) is made from the template's colours.
  """
  input CvTemplateInput {
    id: ID!
    cvTemplate: JSON!
  }

  extend type Query {
    "Companies whose CV template the caller may change, by name or e-mail: more than 2 characters, 10 results."
    cvMakerCompanies(searchText: String!): [Company!]!
    companies(type: String, skip: Int, take: Int, searchText: String): CompaniesWithCount!
    getCompany(input: IdInput!): Company!
    getForeignAgent(id: ID!): Company!
    localAgencies(skip: Int, take: Int): CompaniesWithCount!
    getLocalAgency(id: ID!): Company!
    "The caller's own company licence (footer banner)."
    myLicence: LicenceStatus!
    """
    Partner companies an agency may link (Link Partner's search): foreign agents for an agency, agencies for a
    foreign agent, not yet linked, by name or e-mail; more than 2 characters, 10 results. forCompanyId: the
    company linking (the operator's choice; anyone else links for its own company).
    """
    partnerDirectory(searchText: String!, forCompanyId: ID): [Partner!]!
  }

  extend type Mutation {
    createCompany(input: CompanyInput!): Company!
    createForeignAgent(input: PartnerCompanyInput!): Company!
    createLocalAgency(input: PartnerCompanyInput!): Company!
    saveSubAgent(input: SubAgentInput!): Company!
    linkCompanies(ids: [ID!]!): Company!
    deleteCompany(id: ID!): DeleteResult!
    saveCompanyCvTemplate(input: CvTemplateInput!): Company!
  }
`;
