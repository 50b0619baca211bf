export const visasSchema = /* GraphQL */ `
  type VisaAddress {
    telephone: String
    city: String
    country: String
  }

  type Visa {
    _id: ID!
    contractNumber: String
    visaNumber: String
    visaQty: Int
    "The sponsor's full name."
    fullName: String
    fullNameAmharic: String
    cityAmharic: String
    "The sponsor id (employer id)."
    passportNumber: String
    salary: Float
    currency: String
    remarks: String
    firstTime: Boolean
    goodLooking: Boolean
    writeRead: Boolean
    profession: String
    religion: String
    ageCategory: String
    complexion: String
    status: String
    visaType: String
    address: VisaAddress
    "The foreign agent chosen by a local agency on visa entry."
    agentId: ID
    owner: Company
  }

  type VisasWithCount {
    visas: [Visa!]!
    totalCount: Int!
  }

  input VisaAddressInput {
    telephone: String
    city: String
    country: String
  }

  "An _id of 0, empty or 10 characters creates a new visa."
  input VisaInput {
    _id: ID
    contractNumber: String
    visaNumber: String
    visaQty: Int
    fullName: String
    fullNameAmharic: String
    cityAmharic: String
    passportNumber: String
    salary: Float
    currency: String
    remarks: String
    firstTime: Boolean
    goodLooking: Boolean
    writeRead: Boolean
    profession: String
    religion: String
    ageCategory: String
    complexion: String
    status: String
    visaType: String
    address: VisaAddressInput
    agentId: ID
  }

  extend type Query {
    "De-duplicated by visa number."
    visas(skip: Int, take: Int, searchText: String): VisasWithCount!
    getVisa(id: ID!): Visa!
  }

  extend type Mutation {
    createVisa(input: VisaInput!): Visa!
    deleteVisa(id: ID!): DeleteResult!
  }
`;
