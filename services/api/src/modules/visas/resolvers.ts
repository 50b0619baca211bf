import { auditRecord } from '../audit/recordAudit';
import type { IResolvers } from 'mercurius';
import type { SignedInContext } from '../../context';
import { notFound } from '../../errors';
import { isNewRecordId, newObjectId } from '@placement/domain';
import { companiesByIds } from '../companies/repository';
import { paging } from '../paging';
import { findVisa, listVisas, saveVisa, type VisaRecord } from './repository';
import { visaWrite } from './visaWrite';

export async function requireVisa(ctx: SignedInContext, id: string | null | undefined) {
  const visa = id ? await findVisa(ctx.db, ctx.scope, id) : null;
  if (!visa) throw notFound('Visa');
  return visa;
}

export const visasResolvers: IResolvers = {
  Query: {
    visas: (_root, args: { skip?: number; take?: number; searchText?: string }, ctx) =>
      listVisas(ctx.db, (ctx as SignedInContext).scope, { ...args, ...paging(args.skip, args.take) }),
    getVisa: (_root, args: { id: string }, ctx) => requireVisa(ctx as SignedInContext, args.id),
  },
  Mutation: {
    createVisa: async (_root, { input }: { input: Record<string, unknown> & { _id?: string } }, context) => {
      const ctx = context as SignedInContext;
      const isNew = isNewRecordId(input._id);
      const existing = isNew ? null : await requireVisa(ctx, input._id);
      const write = visaWrite(input, existing);
      const id = existing?._id ?? newObjectId();
      auditRecord(ctx, id);
      await ctx.db.transaction((tx) =>
        saveVisa(tx, id, existing?.ownerId ?? ctx.user.companyId, write, isNew),
      );
      return requireVisa(ctx, id);
    },
    deleteVisa: async (_root, { id }: { id: string }, context) => {
      const ctx = context as SignedInContext;
      const params: unknown[] = [id];
      const result = await ctx.db.query(
        `DELETE FROM visas WHERE id = $1 AND ${ctx.scope.owned('owner_id', params)}`,
        params,
      );
      return { affectedRows: result.rowCount };
    },
  },
};

export const visasLoaders = {
  Visa: {
    owner: async (queries: Array<{ obj: VisaRecord }>, ctx: SignedInContext) => {
      const companies = await companiesByIds(
        ctx.db,
        queries.map((query) => query.obj.ownerId),
      );
      return queries.map((query) => companies.get(query.obj.ownerId) ?? null);
    },
  },
};
