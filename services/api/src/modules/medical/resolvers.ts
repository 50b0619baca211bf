import { auditRecord } from '../audit/recordAudit';
import type { IResolvers } from 'mercurius';
import type { SignedInContext } from '../../context';
import { badInput, notFound } from '../../errors';
import {
  isNewRecordId,
  medicalPaymentInputSchema,
  newObjectId,
  type MedicalPaymentValues,
} from '@placement/domain';
import { parseInput } from '../../inputChecks';
import { checkFileReferences } from '../../files/storedFiles';
import { paging } from '../paging';

/**
 * The user a payment is recorded for: one of the payment's company (spec 01 §7's `user` field), found by id or
 * e-mail; anyone else answers like a user that does not exist.
 */
async function orderingUser(
  ctx: SignedInContext,
  companyId: string,
  given: { _id?: string | null; email?: string | null } | null | undefined,
  fallback: string | null,
): Promise<string | null> {
  if (!given || (!given._id && !given.email)) return fallback;
  const { rows } = await ctx.db.query<{ id: string }>(
    given._id
      ? 'SELECT id FROM users WHERE id = $1 AND company_id = $2'
      : 'SELECT id FROM users WHERE email = lower(trim($1)) AND company_id = $2',
    [given._id ?? given.email, companyId],
  );
  if (!rows[0]) throw badInput('user', 'User not found');
  return rows[0].id;
}

interface Row {
  id: string;
  status: string;
  total_amount: string | number;
  company_id: string;
  user_id: string | null;
  user_email: string | null;
  data: Record<string, unknown>;
}

const SELECT = `SELECT m.id, m.company_id, m.status, m.total_amount, m.user_id, u.email AS user_email, m.data
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
  companyId: row.company_id,
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
      // Every rule is the domain's; a field the caller did not send keeps what the payment has (the schema's
      // defaults, status 'new' and no details, are for a new payment only).
      const values = parseInput(medicalPaymentInputSchema, input);
      const given = (field: keyof MedicalPaymentValues) =>
        input[field] !== undefined && input[field] !== null;
      const existing = isNewRecordId(input._id) ? null : await requirePayment(ctx, input._id);
      const status = given('status') || !existing ? values.status : existing.status;
      const totalAmount = given('totalAmount') ? (values.totalAmount ?? 0) : (existing?.totalAmount ?? 0);
      const details: Array<Record<string, unknown>> = (
        given('details') || !existing ? values.details : (existing.details as Array<Record<string, unknown>>)
      ).map((detail) => ({
        ...detail,
        _id: typeof detail._id === 'string' && detail._id.length === 24 ? detail._id : newObjectId(),
      }));
      const existingDetails = (existing?.details as Array<Record<string, unknown>> | undefined) ?? [];
      const files = await checkFileReferences(ctx.db, ctx.scope, [
        { field: 'screenshotLink', value: values.screenshotLink, current: existing?.screenshotLink },
        ...details.map((detail, index) => ({
          field: `details.${index}.slipLink`,
          value: detail.slipLink,
          current: existingDetails.find((old) => old._id === detail._id)?.slipLink,
        })),
      ]);
      details.forEach((detail, index) => {
        if (files.has(`details.${index}.slipLink`))
          detail.slipLink = files.get(`details.${index}.slipLink`) ?? '';
      });
      const companyId = (existing?.companyId as string | undefined) ?? ctx.user.companyId;
      const userId = await orderingUser(
        ctx,
        companyId,
        values.user,
        existing ? ((existing.user as { _id: string } | null)?._id ?? null) : ctx.user.id,
      );
      const data = {
        orderedAt:
          (given('orderedAt') && values.orderedAt) || existing?.orderedAt || new Date().toISOString(),
        screenshotLink: files.has('screenshotLink')
          ? (files.get('screenshotLink') ?? '')
          : (existing?.screenshotLink ?? ''),
        transferReason: given('transferReason') ? values.transferReason : (existing?.transferReason ?? ''),
        remarks: given('remarks') ? values.remarks : (existing?.remarks ?? ''),
        details,
      };
      const id = existing?._id ?? newObjectId();
      auditRecord(ctx, id);
      if (existing) {
        await ctx.db.query(
          'UPDATE medical_payments SET status = $2, total_amount = $3, data = $4, user_id = $5 WHERE id = $1',
          [id, status, totalAmount, data, userId],
        );
      } else {
        await ctx.db.query(
          'INSERT INTO medical_payments (id, company_id, user_id, status, total_amount, data) VALUES ($1, $2, $3, $4, $5, $6)',
          [id, companyId, userId, status, totalAmount, data],
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
