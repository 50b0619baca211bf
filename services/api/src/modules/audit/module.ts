import type { IResolvers } from 'mercurius';
import type { SignedInContext } from '../../context';
import { checkedDay } from '../employees/resolvers';
import type { ApiModule } from '../ApiModule';
import { paging } from '../paging';

const schema = /* GraphQL */ `
  "One mutation made by a user of the company: never its values."
  type AuditEntry {
    id: ID!
    at: String!
    userId: ID
    userName: String!
    operation: String!
    recordId: String!
    "ok, or the error code the caller got"
    result: String!
  }

  type AuditLog {
    entries: [AuditEntry!]!
    totalCount: Int!
  }

  extend type Query {
    "The company's audit log, newest first; from and to are days (yyyy-mm-dd), inclusive."
    auditLog(
      userId: ID
      recordId: String
      from: String
      to: String
      companyId: ID
      skip: Int
      take: Int
    ): AuditLog!
  }
`;

interface AuditArgs {
  userId?: string | null;
  recordId?: string | null;
  from?: string | null;
  to?: string | null;
  companyId?: string | null;
  skip?: number;
  take?: number;
}

const resolvers: IResolvers = {
  Query: {
    auditLog: async (_root, args: AuditArgs, context) => {
      const ctx = context as SignedInContext;
      // A company's own log; Super may read any company's.
      const companyId = ctx.scope.isSuper && args.companyId ? args.companyId : ctx.user.companyId;
      const params: unknown[] = [companyId];
      const where = ['company_id = $1'];
      if (args.userId) {
        params.push(args.userId);
        where.push(`user_id = $${params.length}`);
      }
      if (args.recordId) {
        params.push(args.recordId);
        where.push(`record_id = $${params.length}`);
      }
      const from = checkedDay('from', args.from);
      if (from) {
        params.push(`${from}T00:00:00Z`);
        where.push(`at >= $${params.length}::timestamptz`);
      }
      const to = checkedDay('to', args.to);
      if (to) {
        params.push(`${to}T00:00:00Z`);
        where.push(`at < $${params.length}::timestamptz + interval '1 day'`);
      }
      const clause = where.join(' AND ');
      const { skip, take } = paging(args.skip, args.take);
      const [count, rows] = await Promise.all([
        ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE ${clause}`, params),
        ctx.db.query(
          `SELECT id::text AS id, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at, user_id AS "userId",
                  user_name AS "userName", operation, record_id AS "recordId", result
             FROM audit_log WHERE ${clause} ORDER BY at DESC, id DESC
           OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
          [...params, skip, take],
        ),
      ]);
      return { entries: rows.rows, totalCount: count.rows[0]?.n ?? 0 };
    },
  },
};

export const auditModule: ApiModule = {
  name: 'audit',
  schema,
  resolvers,
  // Company administrators: whoever may manage the company's users may see what they did.
  permissions: { auditLog: { role: 'ManageUsers' } },
};
