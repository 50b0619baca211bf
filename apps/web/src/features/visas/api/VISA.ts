import { graphql, type ResultOf } from '../../../app/graphql/graphql';

export const VISA_FIELDS = graphql(`
  fragment VisaFields on Visa {
    _id
    contractNumber
    visaNumber
    visaQty
    fullName
    fullNameAmharic
    cityAmharic
    passportNumber
    salary
    currency
    remarks
    firstTime
    goodLooking
    writeRead
    profession
    religion
    ageCategory
    complexion
    status
    visaType
    agentId
    address {
      telephone
      city
      country
    }
  }
`);

export type VisaRecord = ResultOf<typeof VISA_FIELDS>;

export const GET_VISA = graphql(
  `
    query GetVisa($id: ID!) {
      getVisa(id: $id) {
        ...VisaFields
      }
    }
  `,
  [VISA_FIELDS],
);

export const CREATE_VISA = graphql(
  `
    mutation CreateVisa($input: VisaInput!) {
      createVisa(input: $input) {
        ...VisaFields
      }
    }
  `,
  [VISA_FIELDS],
);
