export const accountsSchema = /* GraphQL */ `
  input ForgotPasswordInput {
    email: String!
  }

  "From the reset link /reset/{id}/{token}."
  input ResetUserPasswordInput {
    id: ID!
    token: String!
    password: String!
    confirmPassword: String!
  }

  "From the verification link /verify/{id}/{token}/{expires}/{signature}."
  input VerifyEmailInput {
    id: ID!
    token: String!
    expires: String!
    signature: String!
  }

  extend type Mutation {
    "Always the same answer, whether or not the address has an account."
    forgotPassword(input: ForgotPasswordInput!): Message!
    resetUserPassword(input: ResetUserPasswordInput!): Message!
    verifyEmail(input: VerifyEmailInput!): Message!
    resendVerificationEmail(id: ID!): Message!
  }
`;
