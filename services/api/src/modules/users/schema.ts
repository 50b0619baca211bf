export const usersSchema = /* GraphQL */ `
  type Role {
    _id: ID!
    displayName: String!
  }

  type UserCompany {
    _id: ID!
    displayName: String
    type: String
    depositAmount: String
    licence: String
    "The top bar's title in a right-to-left or Amharic interface (spec 01 §2, Shell)."
    nameAmharic: String
  }

  type User {
    _id: ID!
    name: String!
    email: String!
    avatar: String
    userType: String!
    "The spec's clientType: the company's type."
    clientType: String
    status: String!
    company: UserCompany
    roles: [Role!]!
    "Whether this user gets an e-mail when an employee of the company changes stage."
    notifyStageChanges: Boolean!
    "The interface language the user last chose (en, ar or am); null until one is chosen."
    language: String
  }

  type AuthUser {
    _id: ID!
    name: String!
    email: String!
    avatar: String
    token: String!
    userType: String!
    clientType: String
    status: String!
    company: UserCompany
    roles: [Role!]!
  }

  type UsersWithCount {
    users: [User!]!
    totalCount: Int!
  }

  input UserIdInput {
    _id: ID!
  }

  input AuthInput {
    email: String!
    password: String!
  }

  input SignUpInput {
    email: String!
    name: String!
    password: String!
    confirmPassword: String!
  }

  input ChangePasswordInput {
    userId: ID
    oldPassword: String!
    password: String!
    confirmPassword: String!
  }

  "A missing or 10-character id creates a user; sub agents without an e-mail get a generated placeholder one."
  input UserInput {
    id: ID
    name: String!
    email: String
    companyId: ID
    password: String
    subAgent: Boolean
  }

  "The account screen's change call: name is changeEmail, reset, activate or deactivate."
  input ChangeUserInput {
    name: String!
    _id: ID!
    email: String
    password: String
  }

  extend type Query {
    me: User!
    Users(companyId: ID, skip: Int, take: Int, searchText: String): UsersWithCount!
    GetRoles: [Role!]!
    GetUser(input: UserIdInput!): User!
  }

  extend type Mutation {
    authUser(input: AuthInput!): AuthUser!
    signUpUser(input: SignUpInput!): AuthUser!
    logout: Message!
    changePassword(input: ChangePasswordInput!): Message!
    createUser(input: UserInput!): User!
    changeUser(input: ChangeUserInput!): User!
    "The signed-in user's own choice of stage-change e-mails."
    setStageChangeNotifications(enabled: Boolean!): User!
    "The signed-in user's own interface language (en, ar or am), kept for the next sign-in anywhere."
    setLanguage(language: String!): User!
    deleteUser(id: ID!): DeleteResult!
    "ids: the user id first, then the role ids (replaces the user's roles)."
    addUserRoles(ids: [ID!]!): User!
    "ids: user id, then the local agency it works for."
    addUserAgency(ids: [ID!]!): User!
    "ids: user id, then the foreign agent it works for."
    addUserAgent(ids: [ID!]!): User!
  }
`;
