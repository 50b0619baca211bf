import { graphql } from '../../../app/graphql/graphql';

// The foreign offices (partner companies) of the user's company: the list's foreign-office and agent filters.
export const PARTNER_OFFICES = graphql(`
  query PartnerOffices($companyId: ID!) {
    getCompany(input: { _id: $companyId }) {
      _id
      partners {
        _id
        displayName
      }
    }
  }
`);
