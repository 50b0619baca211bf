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
        editable
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
      licenceQuota
      licenceStartsOn
      licenceEndsOn
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
      licenceQuota
      licenceStartsOn
      licenceEndsOn
      editable
      header
      footer
      partners {
        _id
        displayName
        email
        type
      }
    }
  }
`);

// A partner's details, saved by the agency that keeps them (the API answers "read only" otherwise).
export const SAVE_FOREIGN_AGENT = graphql(`
  mutation SaveForeignAgent($input: PartnerCompanyInput!) {
    createForeignAgent(input: $input) {
      _id
      displayName
      email
    }
  }
`);

export const SAVE_LOCAL_AGENCY = graphql(`
  mutation SaveLocalAgency($input: PartnerCompanyInput!) {
    createLocalAgency(input: $input) {
      _id
      displayName
      email
    }
  }
`);

export const PARTNER_DIRECTORY = graphql(`
  query PartnerDirectory($searchText: String!, $forCompanyId: ID) {
    partnerDirectory(searchText: $searchText, forCompanyId: $forCompanyId) {
      _id
      displayName
      email
    }
  }
`);

export const LINK_COMPANIES = graphql(`
  mutation LinkCompanies($ids: [ID!]!) {
    linkCompanies(ids: $ids) {
      _id
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
