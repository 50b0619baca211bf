export const medicalSchema = /* GraphQL */ `
  type MedicalPaymentDetail {
    _id: ID
    by: String
    byLinkOrName: String
    status: String
    slipLink: String
    notes: String
  }

  type MedicalPaymentUser {
    _id: ID
    email: String
  }

  type MedicalPayment {
    _id: ID!
    orderedAt: String
    screenshotLink: String
    transferReason: String
    totalAmount: Float!
    status: String!
    remarks: String
    details: [MedicalPaymentDetail!]!
    user: MedicalPaymentUser
  }

  type MedicalPaymentsWithCount {
    medicalPayments: [MedicalPayment!]!
    totalCount: Int!
  }

  input MedicalPaymentDetailInput {
    _id: ID
    by: String
    byLinkOrName: String
    status: String
    slipLink: String
    notes: String
  }

  "Who ordered the payment: a user of the payment's company, by id or e-mail (the caller when not given)."
  input MedicalPaymentUserInput {
    _id: ID
    email: String
  }

  input MedicalPaymentInput {
    _id: ID
    orderedAt: String
    screenshotLink: String
    transferReason: String
    totalAmount: Float
    remarks: String
    status: String
    details: [MedicalPaymentDetailInput!]
    user: MedicalPaymentUserInput
  }

  "Payments counted and summed: per status, and per month (yyyy-mm of the order date) and status."
  type MedicalPaymentTotal {
    month: String
    status: String!
    count: Int!
    totalAmount: Float!
  }

  type MedicalPaymentSummary {
    byStatus: [MedicalPaymentTotal!]!
    byMonth: [MedicalPaymentTotal!]!
  }

  input MedicalPaymentIdInput {
    _id: ID!
  }

  extend type Query {
    medicalPayments(skip: Int, take: Int, status: String): MedicalPaymentsWithCount!
    getMedicalPayment(input: MedicalPaymentIdInput!): MedicalPayment!
    medicalPaymentSummary: MedicalPaymentSummary!
  }

  extend type Mutation {
    createMedicalPayment(input: MedicalPaymentInput!): MedicalPayment!
    deleteMedicalPayment(id: ID!): DeleteResult!
  }
`;
