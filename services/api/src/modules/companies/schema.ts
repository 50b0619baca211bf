export const companiesSchema = /* GraphQL */ `
  type Partner {
    _id: ID!
    displayName: String!
    email: String
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

  input IdInput {
    id: ID
    _id: ID
  }

  extend type Query {
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
    linkCompanies(ids: [ID!]!): Company!
    deleteCompany(id: ID!): DeleteResult!
  }
`;
