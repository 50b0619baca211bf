export const captchaSchema = /* GraphQL */ `
  "An ALTCHA proof-of-work challenge: the widget solves it and sends its payload as captcha."
  type CaptchaChallenge {
    algorithm: String!
    challenge: String!
    maxnumber: Int
    salt: String!
    signature: String!
  }

  "The public status lookup shows the employee's name and current status, nothing else."
  type EmployeeStatusLookup {
    name: String!
    status: String!
  }

  type RegistrationRequest {
    _id: ID!
  }

  input AuthCaptchaInput {
    email: String!
    password: String!
    captcha: String!
  }

  input RegisterInput {
    country: String!
    phone: String!
    name: String!
    email: String!
    message: String
    captcha: String!
  }

  input CheckStatusInput {
    searchText: String!
    captcha: String!
  }

  extend type Query {
    captchaChallenge: CaptchaChallenge!
  }

  extend type Mutation {
    authUserCaptcha(input: AuthCaptchaInput!): AuthUser!
    recaptchaRegister(input: RegisterInput!): RegistrationRequest!
    recaptchaCheckStatus(input: CheckStatusInput!): EmployeeStatusLookup!
  }
`;
