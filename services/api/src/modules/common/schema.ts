import { typeAndInput } from './typeAndInput';

export const commonSchema = /* GraphQL */ `
  scalar JSON

  type DeleteResult {
    affectedRows: Int!
  }

  type Message {
    message: String!
  }

  ${typeAndInput(
    'Address',
    `
    telephone: String
    alternateTelephone: String
    mobile: String
    alternateMobile: String
    city: String
    streetAddress: String
    country: String
  `,
  )}

  type Query {
    _health: String
  }

  type Mutation {
    _noop: Boolean
  }
`;
