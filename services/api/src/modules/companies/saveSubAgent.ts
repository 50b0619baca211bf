import {
  isNewRecordId,
  newObjectId,
  prepareCompanyForSave,
  showsSubAgentsPanel,
  subAgentInputSchema,
} from '@placement/domain';
import type { SignedInContext } from '../../context';
import { ApiError, notFound } from '../../errors';
import { parseInput } from '../../inputChecks';
import type { CompanyRecord } from './companyRecord';
import { keepsPartnerDetails, partnerReadOnly } from './keepsPartnerDetails';
import { findCompany, insertCompany, linkPartners, updateCompany } from './repository';

export interface SubAgentInput {
  id?: string | null;
  displayName: string;
  telephone: string;
}

const SUB_AGENT = 'SubAgent';
// Fields a company record holds in its own columns rather than in its data.
const COLUMN_FIELDS = ['_id', 'type', 'displayName', 'email', 'depositAmount', 'licence'];

/** The caller's sub agent by id: a SubAgent company partnered with the caller's company, never the caller's own. */
async function requireSubAgent(ctx: SignedInContext, id: string): Promise<CompanyRecord> {
  const subAgent = await findCompany(ctx.db, ctx.scope, id, SUB_AGENT);
  // Super's scope reaches every company, so for it "partnered" is not asked; anyone else sees only partners.
  if (!subAgent || subAgent._id === ctx.user.companyId) throw notFound('Sub agent');
  return subAgent;
}

/**
 * The Sub Agents panel is the sudan variant's (spec 01 §1, §2 My Account): another agency has no sub agents to
 * add, whatever its roles, so the server refuses what the web app does not show.
 */
async function requirePanel(ctx: SignedInContext): Promise<void> {
  const mine = await findCompany(ctx.db, ctx.scope, ctx.user.companyId);
  if (!showsSubAgentsPanel(mine)) {
    throw new ApiError('Sub agents are kept by sudan agencies only', 'NOT_AVAILABLE');
  }
}

/**
 * Adds a sub agent to the caller's sudan agency (a SubAgent company linked as its partner, the one the
 * employee form's sub-agent picker offers) or renames it and changes its telephone. A sub agent has no
 * mailbox: a unique placeholder e-mail keeps the company's e-mail meaningful, as for sub-agent users.
 */
export async function saveSubAgent(ctx: SignedInContext, input: SubAgentInput): Promise<CompanyRecord> {
  const existing = isNewRecordId(input.id) ? null : await requireSubAgent(ctx, input.id!);
  // Super may correct any sub agent's details; creating one belongs to the agency that works with it.
  if (!(existing && ctx.scope.isSuper)) await requirePanel(ctx);
  if (existing && !(await keepsPartnerDetails(ctx, existing._id))) throw partnerReadOnly();
  const values = parseInput(subAgentInputSchema, {
    displayName: input.displayName,
    telephone: input.telephone,
  });
  const id = existing?._id ?? newObjectId();
  const { displayName } = prepareCompanyForSave({ displayName: values.displayName });
  // The rest of a stored sub agent's details (city, header...) stay as they are.
  const data = Object.fromEntries(
    Object.entries(existing ?? {}).filter(([field]) => !COLUMN_FIELDS.includes(field)),
  );
  const address = { ...((data.address as object | undefined) ?? {}), telephone: values.telephone };
  const write = {
    type: SUB_AGENT,
    displayName: displayName!,
    email: existing?.email || `subagent.${id}@placement.invalid`,
    depositAmount: existing?.depositAmount ?? '',
    licence: existing?.licence ?? '',
    data: { ...data, address },
  };
  if (existing) await updateCompany(ctx.db, id, write);
  else {
    await ctx.db.transaction(async (tx) => {
      await insertCompany(tx, id, write);
      await linkPartners(tx, ctx.user.companyId, id);
    });
  }
  return (await findCompany(ctx.db, ctx.scope, id))!;
}
