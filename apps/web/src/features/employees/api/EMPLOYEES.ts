import { graphql, type ResultOf } from '../../../app/graphql/graphql';

// One page of the employees list: only the columns the two lists show, so a page stays small at 100,000.
export const EMPLOYEES = graphql(`
  query Employees($skip: Int, $take: Int, $searchText: String, $status: String, $link: ID) {
    employees(skip: $skip, take: $take, searchText: $searchText, status: $status, link: $link) {
      totalCount
      employees {
        _id
        status
        givenName
        surName
        passportNumber
        facePhoto
        owner {
          _id
        }
        prospects {
          _id
          displayName
        }
        visa {
          _id
          visaNumber
          fullName
        }
        embassyProcess {
          enjazNumber
        }
        additionalData {
          labourId
          height
          weight
        }
      }
    }
  }
`);

export type EmployeeRow = ResultOf<typeof EMPLOYEES>['employees']['employees'][number];
