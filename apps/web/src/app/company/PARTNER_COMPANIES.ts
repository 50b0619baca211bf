import { graphql } from '../graphql/graphql';

// The partner companies of the user's company: foreign offices and agents for the lists' filters and pickers.
export const PARTNER_COMPANIES = graphql(`
  query PartnerCompanies($companyId: ID!) {
    getCompany(input: { _id: $companyId }) {
      _id
      partners {
        _id
        displayName
        type
      }
    }
  }
`);
