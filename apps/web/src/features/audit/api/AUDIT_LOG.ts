import { graphql } from '../../../app/graphql/graphql';

export const AUDIT_LOG = graphql(`
  query AuditLog($userId: ID, $recordId: String, $from: String, $to: String, $skip: Int, $take: Int) {
    auditLog(userId: $userId, recordId: $recordId, from: $from, to: $to, skip: $skip, take: $take) {
      totalCount
      entries {
        id
        at
        userId
        userName
        operation
        recordId
        result
      }
    }
    Users(take: 500) {
      users {
        _id
        name
      }
    }
  }
`);
