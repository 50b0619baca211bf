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

  input MedicalPaymentInput {
    _id: ID
    orderedAt: String
    screenshotLink: String
    transferReason: String
    totalAmount: Float
    remarks: String
    status: String
    details: [MedicalPaymentDetailInput!]
  }

  input MedicalPaymentIdInput {
    _id: ID!
  }

  extend type Query {
    medicalPayments(skip: Int, take: Int, status: String): MedicalPaymentsWithCount!
    getMedicalPayment(input: MedicalPaymentIdInput!): MedicalPayment!
  }

  extend type Mutation {
    createMedicalPayment(input: MedicalPaymentInput!): MedicalPayment!
    deleteMedicalPayment(id: ID!): DeleteResult!
  }
`;
