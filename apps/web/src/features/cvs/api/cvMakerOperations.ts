import { graphql, type ResultOf } from '../../../app/graphql/graphql';

// What the CV maker needs of a company: its look (template and colour string) and what its CVs print of it.
const CV_MAKER_COMPANY = graphql(`
  fragment CvMakerCompany on Company @_unmask {
    _id
    displayName
    email
    depositAmount
    cvTemplate
    remarks
    address {
      telephone
      alternateTelephone
      mobile
      alternateMobile
      streetAddress
      city
    }
  }
`);

export type CvMakerCompany = ResultOf<typeof CV_MAKER_COMPANY>;

export const CV_MAKER_COMPANIES = graphql(
  `
    query CvMakerCompanies($searchText: String!) {
      cvMakerCompanies(searchText: $searchText) {
        ...CvMakerCompany
      }
    }
  `,
  [CV_MAKER_COMPANY],
);

export const SAVE_COMPANY_CV_TEMPLATE = graphql(
  `
    mutation SaveCompanyCvTemplate($input: CvTemplateInput!) {
      saveCompanyCvTemplate(input: $input) {
        ...CvMakerCompany
      }
    }
  `,
  [CV_MAKER_COMPANY],
);
