import { graphql, type ResultOf } from '../../../app/graphql/graphql';

// Everything a CV shows (spec 02 §2.2-2.3) and its card needs; one fragment so the list, the detail and the
// shared viewer draw the same CV from the same fields.
export const CV_FIELDS = graphql(`
  fragment CvFields on Employee @_unmask {
    _id
    status
    givenName
    surName
    passportNumber
    passportIssueDate
    passportExpiryDate
    placeOfBirth
    placeOfIssue
    dateOfBirth
    sex
    facePhoto
    standPhoto
    passportScan
    workExperience {
      country
      profession
      years
    }
    education {
      arabicLanguage
      englishLanguage
      educationLevel
      skills
      remarks
      yearCompleted
    }
    additionalData {
      salary
      currency
      contractPeriod
      nationality
      religion
      maritalStatus
      numberOfChildren
      height
      weight
      complexion
      appliedProfession
      appliedCountry
      documentReceivedDate
    }
    owner {
      _id
      displayName
      depositAmount
      email
      header
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
    prospects {
      _id
      displayName
    }
  }
`);

export type CvEmployeeResult = ResultOf<typeof CV_FIELDS>;

export const CV_LIST = graphql(
  `
    query CvList($searchText: String, $skip: Int, $take: Int) {
      employees(searchText: $searchText, skip: $skip, take: $take, status: "new") {
        totalCount
        employees {
          ...CvFields
        }
      }
    }
  `,
  [CV_FIELDS],
);

// A share link's CVs come as the API's SharedCandidate: only what a shared CV prints, so a field added to
// Employee never reaches an anonymous viewer. The agency is asked for as `owner`, the name the CV reads it by;
// a CV is named by its place on the link (`number`), no record id leaves the server.
const SHARED_CV_FIELDS = graphql(`
  fragment SharedCvFields on SharedCandidate @_unmask {
    number
    givenName
    surName
    passportNumber
    passportIssueDate
    passportExpiryDate
    placeOfBirth
    placeOfIssue
    dateOfBirth
    sex
    facePhoto
    standPhoto
    passportScan
    workExperience {
      country
      profession
      years
    }
    education {
      arabicLanguage
      englishLanguage
      educationLevel
      skills
      remarks
      yearCompleted
    }
    additionalData {
      salary
      currency
      contractPeriod
      nationality
      religion
      maritalStatus
      numberOfChildren
      height
      weight
      complexion
      appliedProfession
      appliedCountry
      documentReceivedDate
    }
    owner: agency {
      displayName
      # The CV reads its variant from the deposit marker; the API gives the variant, never the amount.
      depositAmount: variant
      header
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
  }
`);

export type SharedCvResult = ResultOf<typeof SHARED_CV_FIELDS>;

export const SHARED_CVS = graphql(
  `
    query SharedCvs($link: String!, $password: String) {
      sharedEmployees(link: $link, password: $password) {
        ...SharedCvFields
      }
    }
  `,
  [SHARED_CV_FIELDS],
);

// The public premium list of an agency for one of its agents (/pcv, /cpp and /app/pcv with both ids): the
// same public CV fields as a share link, refreshed from the network as the spec's call is. Signed out it opens
// only with the key of the list's link, once the agency has turned the list on.
export const LINKED_CVS = graphql(
  `
    query LinkedCvs($agencyId: ID!, $agentId: ID!, $key: String) {
      linkedEmployees(agencyId: $agencyId, agentId: $agentId, key: $key, status: "new") {
        ...SharedCvFields
      }
    }
  `,
  [SHARED_CV_FIELDS],
);

export const PUBLIC_PREMIUM_LIST = graphql(`
  query PublicPremiumList($agentId: ID!) {
    publicPremiumList(agentId: $agentId) {
      agentId
      key
    }
  }
`);

export const SET_PUBLIC_PREMIUM_LIST = graphql(`
  mutation SetPublicPremiumList($agentId: ID!, $open: Boolean!) {
    setPublicPremiumList(agentId: $agentId, open: $open) {
      agentId
      key
    }
  }
`);

export const RENEW_PUBLIC_PREMIUM_LIST = graphql(`
  mutation RenewPublicPremiumList($agentId: ID!) {
    renewPublicPremiumList(agentId: $agentId) {
      agentId
      key
    }
  }
`);

const LINK_FIELDS = graphql(`
  fragment ShareLinkFields on ShortLink @_unmask {
    _id
    link
    employees {
      _id
      givenName
    }
    revoked
    expiresOn
    hasPassword
    hideContact
    views
    downloads
  }
`);

export type ShareLinkResult = ResultOf<typeof LINK_FIELDS>;

export const SHORT_LINKS = graphql(
  `
    query ShortLinks {
      shortLinks {
        ...ShareLinkFields
      }
    }
  `,
  [LINK_FIELDS],
);

export const GENERATE_LINK = graphql(
  `
    mutation GenerateLink($employeeIds: [ID!]!) {
      generateLink(employeeIds: $employeeIds) {
        ...ShareLinkFields
      }
    }
  `,
  [LINK_FIELDS],
);

export const SHARE_LINK_BY_EMAIL = graphql(`
  mutation ShareLinkByEmail($email: String!, $link: String!) {
    shareLinkByEmail(email: $email, link: $link) {
      message
    }
  }
`);

export const SET_SHARE_LINK_OPTIONS = graphql(
  `
    mutation SetShareLinkOptions($input: ShareLinkOptionsInput!) {
      setShareLinkOptions(input: $input) {
        ...ShareLinkFields
      }
    }
  `,
  [LINK_FIELDS],
);

export const REVOKE_SHARE_LINK = graphql(
  `
    mutation RevokeShareLink($link: String!) {
      revokeShareLink(link: $link) {
        ...ShareLinkFields
      }
    }
  `,
  [LINK_FIELDS],
);

export const REQUEST_RENDER = graphql(`
  mutation RequestCvRender($input: RenderRequestInput!) {
    requestRender(input: $input) {
      id
      status
      progress
      error
      downloadUrl
    }
  }
`);

export const RENDER_JOB = graphql(`
  query CvRenderJob($id: String!) {
    renderJob(id: $id) {
      id
      status
      progress
      error
      downloadUrl
    }
  }
`);
