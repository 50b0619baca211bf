import { graphql } from '../../../app/graphql/graphql';

/** The status counts come from the server over every employee, not from the first 500 as the spec's screen. */
export const DASHBOARD = graphql(`
  query Dashboard($stuckForDays: Int) {
    dashboard {
      totalCount
      statusCounts {
        status
        count
      }
    }
    morningChecks(stuckForDays: $stuckForDays) {
      passportsExpiringSoon
      expiringBefore
      stuckEmployees
      stuckForDays
    }
  }
`);

/** Exactly the employees one morning check counted. */
export const MORNING_CHECK_EMPLOYEES = graphql(`
  query MorningCheckEmployees($passportExpiresBefore: String, $stuckForDays: Int) {
    employees(passportExpiresBefore: $passportExpiresBefore, stuckForDays: $stuckForDays, take: 500) {
      totalCount
      employees {
        _id
        givenName
        surName
        passportNumber
        passportExpiryDate
        status
      }
    }
  }
`);
