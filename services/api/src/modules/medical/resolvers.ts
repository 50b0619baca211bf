import type { IResolvers } from 'mercurius';
import type { SignedInContext } from '../../context';
import { badInput, notFound } from '../../errors';
import { isNewRecordId, newObjectId } from '@placement/domain';
import { paging } from '../paging';

// Both status sets of the spec (01 §3) are accepted.
const STATUSES = ['new', 'paid', 'canceled', 'screenshotAttached', 'verified'];

interface Row {
  id: string;
  status: string;
  total_amount: string | number;
  user_id: string | null;
  user_email: string | null;
  data: Record<string, unknown>;
}

const SELECT = `SELECT m.id, m.status, m.total_amount, m.user_id, u.email AS user_email, m.data
                  FROM medical_payments m LEFT JOIN users u ON u.id = m.user_id`;

const toPayment = (
  row: Row,
): Record<string, unknown> & { _id: string; status: string; totalAmount: number } => ({
  details: [],
  ...row.data,
  _id: row.id,
  status: row.status,
  totalAmount: Number(row.total_amount),
  user: row.user_id ? { _id: row.user_id, email: row.user_email } : null,
});

async function requirePayment(ctx: SignedInContext, id: string | null | undefined) {
  const params: unknown[] = [id];
  const { rows } = id
    ? await ctx.db.query<Row>(
        `${SELECT} WHERE m.id = $1 AND ${ctx.scope.owned('m.company_id', params)}`,
        params,
      )
    : { rows: [] };
  if (!rows[0]) throw notFound('Medical payment');
  return toPayment(rows[0]);
}

export const medicalResolvers: IResolvers = {
  Query: {
    medicalPayments: async (_root, args: { skip?: number; take?: number; status?: string }, context) => {
      const ctx = context as SignedInContext;
      const { skip, take } = paging(args.skip, args.take);
      const params: unknown[] = [];
      const where = [ctx.scope.owned('m.company_id', params)];
      if (args.status) {
        params.push(args.status);
        where.push(`m.status = $${params.length}`);
      }
      const clause = where.join(' AND ');
      const count = await ctx.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM medical_payments m WHERE ${clause}`,
        params,
      );
      const rows = await ctx.db.query<Row>(
        `${SELECT} WHERE ${clause} ORDER BY m.id DESC OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
        [...params, skip, take],
      );
      return { medicalPayments: rows.rows.map(toPayment), totalCount: count.rows[0]?.n ?? 0 };
    },
    getMedicalPayment: (_root, args: { input: { _id: string } }, ctx) =>
      requirePayment(ctx as SignedInContext, args.input._id),
    // The spec leaves Failed and Summary empty; an agency paying for hundreds of medicals needs the totals.
    medicalPaymentSummary: async (_root, _args, context) => {
      const ctx = context as SignedInContext;
      const params: unknown[] = [];
      const clause = ctx.scope.owned('m.company_id', params);
      const month = `COALESCE(NULLIF(substr(m.data->>'orderedAt', 1, 7), ''), to_char(m.created_at, 'YYYY-MM'))`;
      const totals = (perMonth: boolean) => {
        const groupBy = perMonth ? `${month}, m.status` : 'm.status';
        return ctx.db.query<{ month: string | null; status: string; count: number; totalAmount: string }>(
          `SELECT ${perMonth ? month : 'NULL'} AS month, m.status,
                  count(*)::int AS count, COALESCE(sum(m.total_amount), 0) AS "totalAmount"
             FROM medical_payments m WHERE ${clause}
            GROUP BY ${groupBy} ORDER BY ${groupBy}`,
          params,
        );
      };
      const [byStatus, byMonth] = await Promise.all([totals(false), totals(true)]);
      const asNumbers = (rows: typeof byStatus.rows) =>
        rows.map((row) => ({ ...row, totalAmount: Number(row.totalAmount) }));
      return { byStatus: asNumbers(byStatus.rows), byMonth: asNumbers(byMonth.rows) };
    },
  },
  Mutation: {
    createMedicalPayment: async (
      _root,
      { input }: { input: Record<string, unknown> & { _id?: string } },
      context,
    ) => {
      const ctx = context as SignedInContext;
      const existing = isNewRecordId(input._id) ? null : await requirePayment(ctx, input._id);
      const status = String(input.status ?? existing?.status ?? 'new');
      if (!STATUSES.includes(status))
        throw badInput('status', `Status must be one of ${STATUSES.join(', ')}`);
      const totalAmount = Number(input.totalAmount ?? existing?.totalAmount ?? 0);
      if (!Number.isFinite(totalAmount) || totalAmount < 0 || totalAmount > 1e12) {
        throw badInput('totalAmount', 'Total amount must be 0 or more');
      }
      const details = (
        (input.details as Array<Record<string, unknown>> | undefined) ??
        (existing?.details as Array<Record<string, unknown>>) ??
        []
      ).map((detail) => ({
        ...detail,
        _id: typeof detail._id === 'string' && detail._id.length === 24 ? detail._id : newObjectId(),
      }));
      const data = {
        orderedAt: input.orderedAt ?? existing?.orderedAt ?? new Date().toISOString(),
        screenshotLink: input.screenshotLink ?? existing?.screenshotLink ?? '',
        transferReason: input.transferReason ?? existing?.transferReason ?? '',
        remarks: input.remarks ?? existing?.remarks ?? '',
        details,
      };
      const id = existing?._id ?? newObjectId();
      if (existing) {
        await ctx.db.query(
          'UPDATE medical_payments SET status = $2, total_amount = $3, data = $4 WHERE id = $1',
          [id, status, totalAmount, data],
        );
      } else {
        await ctx.db.query(
          'INSERT INTO medical_payments (id, company_id, user_id, status, total_amount, data) VALUES ($1, $2, $3, $4, $5, $6)',
          [id, ctx.user.companyId, ctx.user.id, status, totalAmount, data],
        );
      }
      return requirePayment(ctx, id);
    },
    deleteMedicalPayment: async (_root, { id }: { id: string }, context) => {
      const ctx = context as SignedInContext;
      const params: unknown[] = [id];
      const result = await ctx.db.query(
        `DELETE FROM medical_payments WHERE id = $1 AND ${ctx.scope.owned('company_id', params)}`,
        params,
      );
      return { affectedRows: result.rowCount };
    },
  },
};
