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
