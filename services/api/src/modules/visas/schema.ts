import { typeAndInput } from '../common/typeAndInput';

export const visasSchema = /* GraphQL */ `
  ${typeAndInput(
    'VisaAddress',
    `
    telephone: String
    city: String
    country: String
  `,
  )}
  ${typeAndInput(
    'Visa',
    `
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
  `,
    {
      nested: ['VisaAddress'],
      typeOnly: `
        _id: ID!
        owner: Company
      `,
      inputOnly: `
        "An _id of 0, empty or 10 characters creates a new visa."
        _id: ID
      `,
    },
  )}

  type VisasWithCount {
    visas: [Visa!]!
    totalCount: Int!
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
