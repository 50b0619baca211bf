import { auditRecord } from '../audit/recordAudit';
import type { IResolvers } from 'mercurius';
import type { SignedInContext } from '../../context';
import { parseInput } from '../../inputChecks';
import { badInput, notFound } from '../../errors';
import { companyInputSchema, isNewRecordId, newObjectId, prepareCompanyForSave } from '@placement/domain';
import { checkFileReferences } from '../../files/storedFiles';
import { paging } from '../paging';
import type { CompanyRecord } from './companyRecord';
import { cvMakerMutations, cvMakerQueries } from './cvMaker';
import { keepsPartnerDetails, partnerReadOnly } from './keepsPartnerDetails';
import { saveSubAgent, type SubAgentInput } from './saveSubAgent';
import { editableCompanies } from './editableCompanies';
import { licenceStatus } from './licenceStatus';
import { partnerDirectory, requireLinkablePartner } from './partnerDirectory';
import {
  findCompany,
  insertCompany,
  linkPartners,
  listCompanies,
  partnersOf,
  updateCompany,
  type CompanyWrite,
} from './repository';

const DATA_FIELDS = [
  'address',
  'cvTemplate',
  'remarks',
  'nameAmharic',
  'managerNameAmharic',
  'licenseNumber',
  'header',
  'footer',
  'licenceQuota',
  'licenceStartsOn',
  'licenceEndsOn',
] as const;

// The platform operator's fields beside the licence state: anyone else keeps the stored ones.
const OPERATOR_FIELDS = ['licenceQuota', 'licenceStartsOn', 'licenceEndsOn'] as const;

type CompanyInput = Record<string, unknown> & {
  id?: string;
  displayName: string;
  email: string;
  type?: string;
};

/**
 * A company input checked by the domain's company schema and saved by its rule (prepareCompanyForSave: name
 * in capitals, e-mail in lower case). The licence state, the company type and the agency type are the
 * platform operator's: only Super sets them, anyone else keeps the stored ones (a company admin could otherwise
 * lift its own licence block or unlock the sudan features).
 */
function companyWrite(
  ctx: SignedInContext,
  input: CompanyInput,
  fallbackType: string,
  existing?: CompanyRecord,
): CompanyWrite {
  if (!ctx.scope.isSuper) {
    input = {
      ...input,
      type: existing?.type ?? fallbackType,
      licence: existing?.licence ?? '',
      // The agency type (the deposit field: sudan unlocks sub agents) is the operator's too.
      depositAmount: existing?.depositAmount ?? '',
    };
    for (const field of OPERATOR_FIELDS) input[field] = existing?.[field];
  }
  const type = input.type ?? existing?.type ?? fallbackType;
  const values: Record<string, unknown> = parseInput(companyInputSchema, { ...input, _id: undefined, type });
  const data: Record<string, unknown> = {};
  for (const field of DATA_FIELDS) {
    const value = values[field] !== undefined ? values[field] : existing?.[field];
    if (value !== undefined && value !== null) data[field] = value;
  }
  const { displayName, email } = prepareCompanyForSave({
    displayName: input.displayName,
    email: input.email,
  });
  return {
    type,
    displayName,
    email,
    depositAmount: String(input.depositAmount ?? existing?.depositAmount ?? '').trim(),
    licence: String(input.licence ?? existing?.licence ?? '').trim(),
    data,
  };
}

/** The header and footer a save names must be files the caller's company uploaded, or the ones it has. */
async function withCheckedPictures(
  ctx: SignedInContext,
  input: CompanyInput,
  existing?: CompanyRecord,
): Promise<CompanyInput> {
  const checked = await checkFileReferences(ctx.db, ctx.scope, [
    { field: 'header', value: input.header, current: existing?.header },
    { field: 'footer', value: input.footer, current: existing?.footer },
  ]);
  const result = { ...input };
  for (const [field, name] of checked) result[field] = name ?? '';
  return result;
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
    if (!(await keepsPartnerDetails(ctx, existing._id))) {
      throw partnerReadOnly();
    }
    const checked = await withCheckedPictures(ctx, { ...input, type }, existing);
    await updateCompany(ctx.db, existing._id, companyWrite(ctx, checked, type, existing));
    return requireCompany(ctx, existing._id);
  }
  const id = newObjectId();
  auditRecord(ctx, id);
  const write = companyWrite(ctx, await withCheckedPictures(ctx, { ...input, type }), type);
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
    myLicence: (_root, _args, ctx) => licenceStatus(ctx as SignedInContext),
    partnerDirectory: (_root, args: { searchText: string; forCompanyId?: string | null }, ctx) =>
      partnerDirectory(ctx as SignedInContext, args.searchText, args.forCompanyId),
    ...cvMakerQueries,
  },
  Mutation: {
    createCompany: async (_root, { input }: { input: CompanyInput }, context) => {
      const ctx = context as SignedInContext;
      if (isNewRecordId(input.id)) {
        const id = newObjectId();
        auditRecord(ctx, id);
        const checked = await withCheckedPictures(ctx, input);
        await insertCompany(ctx.db, id, companyWrite(ctx, checked, 'LocalAgency'));
        return requireCompany(ctx, id);
      }
      // Only its own company's profile is edited by a non-Super user; partners are read-only to it.
      const existing = await requireCompany(ctx, input.id);
      if (!ctx.scope.isSuper && existing._id !== ctx.user.companyId) throw notFound('Company');
      const checked = await withCheckedPictures(ctx, input, existing);
      await updateCompany(ctx.db, existing._id, companyWrite(ctx, checked, existing.type, existing));
      return requireCompany(ctx, existing._id);
    },
    createForeignAgent: (_root, { input }: { input: CompanyInput }, ctx) =>
      savePartner(ctx as SignedInContext, input, 'ForeignAgent'),
    createLocalAgency: (_root, { input }: { input: CompanyInput }, ctx) =>
      savePartner(ctx as SignedInContext, input, 'LocalAgency'),
    saveSubAgent: (_root, { input }: { input: SubAgentInput }, ctx) =>
      saveSubAgent(ctx as SignedInContext, input),
    linkCompanies: async (_root, { ids }: { ids: string[] }, context) => {
      const ctx = context as SignedInContext;
      if (ids.length !== 2) throw badInput('ids', 'Give the company id and the partner id');
      const [companyId, partnerId] = ids as [string, string];
      const company = await requireCompany(ctx, companyId);
      if (!ctx.scope.isSuper && company._id !== ctx.user.companyId) throw notFound('Company');
      const partner = await requireLinkablePartner(ctx, partnerId);
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
    ...cvMakerMutations,
  },
};

export const companiesLoaders = {
  Company: {
    editable: async (queries: Array<{ obj: CompanyRecord }>, ctx: SignedInContext) => {
      if (!ctx.scope) return queries.map(() => false);
      const editable = await editableCompanies(
        ctx,
        queries.map((query) => query.obj._id),
      );
      return queries.map((query) => editable.has(query.obj._id));
    },
    partners: async (queries: Array<{ obj: CompanyRecord }>, ctx: SignedInContext) => {
      // Anonymous readers (shared links, public lists) never see whom a company works with.
      if (!ctx.scope) return queries.map(() => []);
      const partners = await partnersOf(ctx.db, [
        ...queries.map((query) => query.obj._id),
        ctx.scope.companyId,
      ]);
      if (ctx.scope.isSuper) return queries.map((query) => partners.get(query.obj._id) ?? []);
      // Another company's partners are its business: a caller sees, among them, only itself and its own
      // partners (a shared foreign agent must not reveal the other agencies it works with).
      const mine = new Set([
        ctx.scope.companyId,
        ...(partners.get(ctx.scope.companyId) ?? []).map((partner) => partner._id),
      ]);
      return queries.map((query) => {
        const list = partners.get(query.obj._id) ?? [];
        return query.obj._id === ctx.scope.companyId ? list : list.filter((partner) => mine.has(partner._id));
      });
    },
  },
};
