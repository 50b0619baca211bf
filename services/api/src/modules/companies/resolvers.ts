import type { IResolvers } from 'mercurius';
import type { SignedInContext } from '../../context';
import { checks, enforce } from '../../inputChecks';
import { badInput, notFound } from '../../errors';
import { isNewRecordId, newObjectId } from '@placement/domain';
import { paging } from '../paging';
import type { CompanyRecord } from './companyRecord';
import {
  findCompany,
  insertCompany,
  linkPartners,
  listCompanies,
  partnersOf,
  updateCompany,
  type CompanyWrite,
} from './repository';

const COMPANY_TYPES = ['LocalAgency', 'ForeignAgent', 'Moderator', 'SubAgent'];
const DATA_FIELDS = [
  'address',
  'cvTemplate',
  'remarks',
  'nameAmharic',
  'managerNameAmharic',
  'licenseNumber',
  'header',
  'footer',
] as const;

type CompanyInput = Record<string, unknown> & {
  id?: string;
  displayName: string;
  email: string;
  type?: string;
};

/** Company save transformation (spec 01 §5): display name upper case, email lower case. */
function companyWrite(input: CompanyInput, fallbackType: string, existing?: CompanyRecord): CompanyWrite {
  enforce([
    ['displayName', checks.name, input.displayName],
    ['email', checks.email, input.email],
  ]);
  const type = input.type ?? existing?.type ?? fallbackType;
  if (!COMPANY_TYPES.includes(type))
    throw badInput('type', `Type must be one of ${COMPANY_TYPES.join(', ')}`);
  const data: Record<string, unknown> = {};
  for (const field of DATA_FIELDS) {
    const value = input[field] !== undefined ? input[field] : existing?.[field];
    if (value !== undefined && value !== null) data[field] = value;
  }
  return {
    type,
    displayName: input.displayName.trim().toUpperCase(),
    email: input.email.trim().toLowerCase(),
    depositAmount: String(input.depositAmount ?? existing?.depositAmount ?? '').trim(),
    licence: String(input.licence ?? existing?.licence ?? '').trim(),
    data,
  };
}

async function requireCompany(ctx: SignedInContext, id: string | null | undefined, type?: string) {
  const company = id ? await findCompany(ctx.db, ctx.scope, id, type) : null;
  if (!company) throw notFound('Company');
  return company;
}

/** Creates or updates a partner company and links it to the caller's company. */
async function savePartner(ctx: SignedInContext, input: CompanyInput, type: string) {
  if (!isNewRecordId(input.id)) {
    const existing = await requireCompany(ctx, input.id, type);
    if (existing._id === ctx.user.companyId) throw notFound('Company');
    await updateCompany(ctx.db, existing._id, companyWrite({ ...input, type }, type, existing));
    return requireCompany(ctx, existing._id);
  }
  const id = newObjectId();
  const write = companyWrite({ ...input, type }, type);
  await ctx.db.transaction(async (tx) => {
    await insertCompany(tx, id, write);
    await linkPartners(tx, ctx.user.companyId, id);
  });
  return requireCompany(ctx, id);
}

export const companiesResolvers: IResolvers = {
  Query: {
    companies: (_root, args: { type?: string; skip?: number; take?: number; searchText?: string }, ctx) =>
      listCompanies(ctx.db, (ctx as SignedInContext).scope, { ...args, ...paging(args.skip, args.take) }),
    getCompany: (_root, args: { input: { id?: string; _id?: string } }, ctx) =>
      requireCompany(ctx as SignedInContext, args.input.id ?? args.input._id),
    getForeignAgent: (_root, args: { id: string }, ctx) =>
      requireCompany(ctx as SignedInContext, args.id, 'ForeignAgent'),
    localAgencies: (_root, args: { skip?: number; take?: number }, ctx) =>
      listCompanies(ctx.db, (ctx as SignedInContext).scope, {
        type: 'LocalAgency',
        ...paging(args.skip, args.take),
      }),
    getLocalAgency: (_root, args: { id: string }, ctx) =>
      requireCompany(ctx as SignedInContext, args.id, 'LocalAgency'),
  },
  Mutation: {
    createCompany: async (_root, { input }: { input: CompanyInput }, context) => {
      const ctx = context as SignedInContext;
      if (isNewRecordId(input.id)) {
        const id = newObjectId();
        await insertCompany(ctx.db, id, companyWrite(input, 'LocalAgency'));
        return requireCompany(ctx, id);
      }
      // Only its own company's profile is edited by a non-Super user; partners are read-only to it.
      const existing = await requireCompany(ctx, input.id);
      if (!ctx.scope.isSuper && existing._id !== ctx.user.companyId) throw notFound('Company');
      await updateCompany(ctx.db, existing._id, companyWrite(input, existing.type, existing));
      return requireCompany(ctx, existing._id);
    },
    createForeignAgent: (_root, { input }: { input: CompanyInput }, ctx) =>
      savePartner(ctx as SignedInContext, input, 'ForeignAgent'),
    createLocalAgency: (_root, { input }: { input: CompanyInput }, ctx) =>
      savePartner(ctx as SignedInContext, input, 'LocalAgency'),
    linkCompanies: async (_root, { ids }: { ids: string[] }, context) => {
      const ctx = context as SignedInContext;
      if (ids.length !== 2) throw badInput('ids', 'Give the company id and the partner id');
      const [companyId, partnerId] = ids as [string, string];
      const company = await requireCompany(ctx, companyId);
      if (!ctx.scope.isSuper && company._id !== ctx.user.companyId) throw notFound('Company');
      const partner = await requireCompany(ctx, partnerId);
      if (partner._id === company._id) throw badInput('ids', 'A company cannot be its own partner');
      await linkPartners(ctx.db, company._id, partner._id);
      return company;
    },
    deleteCompany: async (_root, { id }: { id: string }, context) => {
      const ctx = context as SignedInContext;
      if (id === ctx.user.companyId) throw badInput('id', 'You cannot delete your own company');
      const result = await ctx.db.query('DELETE FROM companies WHERE id = $1', [id]);
      return { affectedRows: result.rowCount };
    },
  },
};

export const companiesLoaders = {
  Company: {
    partners: async (queries: Array<{ obj: CompanyRecord }>, ctx: SignedInContext) => {
      const partners = await partnersOf(
        ctx.db,
        queries.map((query) => query.obj._id),
      );
      return queries.map((query) => partners.get(query.obj._id) ?? []);
    },
  },
};
