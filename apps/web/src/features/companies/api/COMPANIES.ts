import { graphql } from '../../../app/graphql/graphql';

export const COMPANIES = graphql(`
  query CompaniesList($skip: Int, $take: Int, $searchText: String) {
    companies(skip: $skip, take: $take, searchText: $searchText) {
      totalCount
      companies {
        _id
        displayName
        email
        type
        licence
        depositAmount
      }
    }
  }
`);

export const SAVE_COMPANY = graphql(`
  mutation SaveCompany($input: CompanyInput!) {
    createCompany(input: $input) {
      _id
      displayName
      email
      type
      licence
      depositAmount
    }
  }
`);

export const DELETE_COMPANY = graphql(`
  mutation DeleteCompany($id: ID!) {
    deleteCompany(id: $id) {
      affectedRows
    }
  }
`);

export const COMPANY = graphql(`
  query CompanyProfile($id: ID) {
    getCompany(input: { id: $id }) {
      _id
      displayName
      email
      type
      licence
      depositAmount
      header
      footer
      partners {
        _id
        displayName
        email
      }
    }
  }
`);

export const LINK_PARTNER = graphql(`
  mutation LinkPartner($input: PartnerCompanyInput!) {
    createForeignAgent(input: $input) {
      _id
    }
  }
`);
