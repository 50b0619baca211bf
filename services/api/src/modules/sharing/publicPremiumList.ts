import { randomBytes } from 'node:crypto';
import { isObjectId } from '@placement/domain';
import type { IResolvers } from 'mercurius';
import type { ApiConfig, SignedInContext, SignedInUser } from '../../context';
import type { Queryable } from '../../db/Database';
import { badInput, notFound } from '../../errors';

/**
 * The public premium list of an agency for one of its agents (spec 02 §2.1: /pcv and /cpp/{agencyId}/{agentId})
 * is off until the agency turns it on; it then opens only with the key of its link (/cpp/{agencyId}/{agentId}/
 * {key}), which the agency can renew (the old link opens nothing) or drop. The ids alone, time-ordered and so
 * guessable, open nothing (issue 37), and wrong keys count as wrong share links do.
 */
export const publicPremiumListSchema = /* GraphQL */ `
  "An agency's public premium list for one of its agents: off until the agency turns it on."
  type PublicPremiumList {
    agentId: ID!
    "The unguessable last part of the list's link (/cpp/{agencyId}/{agentId}/{key}); null while the list is off."
    key: String
  }

  extend type Query {
    "The caller's agency's public list for one of its agents."
    publicPremiumList(agentId: ID!): PublicPremiumList!
  }

  extend type Mutation {
    "Turns the public list for an agent on (a link that was on keeps its key) or off (its link opens nothing)."
    setPublicPremiumList(agentId: ID!, open: Boolean!): PublicPremiumList!
    "Gives the public list a new link: the old one opens nothing from now on."
    renewPublicPremiumList(agentId: ID!): PublicPremiumList!
  }
`;

/** 128 random bits, URL-safe: 22 characters nobody guesses within the wrong-link limit. */
const newKey = () => randomBytes(16).toString('base64url');

const KEY_SHAPE = /^[A-Za-z0-9_-]{22}$/;

/** The agent must be a partner of the caller's agency; any other id answers like a missing one. */
async function requirePartnerAgent(ctx: SignedInContext, agentId: string) {
  if (!isObjectId(agentId)) throw badInput('agentId', 'The agent id must be 24 characters');
  const { rows } = await ctx.db.query(
    'SELECT 1 FROM company_partners WHERE company_id = $1 AND partner_id = $2',
    [ctx.user.companyId, agentId],
  );
  if (!rows[0]) throw notFound('Agent');
}

async function listState(ctx: SignedInContext, agentId: string) {
  const { rows } = await ctx.db.query<{ key: string }>(
    'SELECT key FROM public_premium_lists WHERE agency_id = $1 AND agent_id = $2',
    [ctx.user.companyId, agentId],
  );
  return { agentId, key: rows[0]?.key ?? null };
}

export const publicPremiumListResolvers = {
  Query: {
    publicPremiumList: async (_root, args: { agentId: string }, context) => {
      const ctx = context as SignedInContext;
      await requirePartnerAgent(ctx, args.agentId);
      return listState(ctx, args.agentId);
    },
  },
  Mutation: {
    setPublicPremiumList: async (_root, args: { agentId: string; open: boolean }, context) => {
      const ctx = context as SignedInContext;
      await requirePartnerAgent(ctx, args.agentId);
      if (args.open)
        await ctx.db.query(
          `INSERT INTO public_premium_lists (agency_id, agent_id, key) VALUES ($1, $2, $3)
            ON CONFLICT (agency_id, agent_id) DO NOTHING`,
          [ctx.user.companyId, args.agentId, newKey()],
        );
      else
        await ctx.db.query('DELETE FROM public_premium_lists WHERE agency_id = $1 AND agent_id = $2', [
          ctx.user.companyId,
          args.agentId,
        ]);
      return listState(ctx, args.agentId);
    },
    renewPublicPremiumList: async (_root, args: { agentId: string }, context) => {
      const ctx = context as SignedInContext;
      await requirePartnerAgent(ctx, args.agentId);
      await ctx.db.query(
        `INSERT INTO public_premium_lists (agency_id, agent_id, key) VALUES ($1, $2, $3)
          ON CONFLICT (agency_id, agent_id) DO UPDATE SET key = EXCLUDED.key, created_at = now()`,
        [ctx.user.companyId, args.agentId, newKey()],
      );
      return listState(ctx, args.agentId);
    },
  },
} satisfies IResolvers;

export const publicPremiumListPermissions = {
  publicPremiumList: { role: 'ViewCandidates' },
  setPublicPremiumList: { role: 'ViewCandidates' },
  renewPublicPremiumList: { role: 'ViewCandidates' },
} as const;

/**
 * Whether a caller may open the list of this agency for this agent: a signed-in user of either company (the
 * signed-in /app/pcv), or anyone holding the key of a list that is on while the two are still partners. A key
 * that opens nothing is counted as a wrong link against the caller's address (every try is counted before the
 * lookup and one that opens is given back), and a caller over that limit is refused (RATE_LIMITED, with the
 * wait) before anything is looked up.
 */
export async function mayOpenPublicList(
  db: Queryable,
  config: ApiConfig,
  caller: { ip: string; user: SignedInUser | null },
  list: { agencyId: string; agentId: string; key: string | null | undefined },
): Promise<boolean> {
  const { user, ip } = caller;
  if (user && (user.companyId === list.agencyId || user.companyId === list.agentId)) return true;
  // Counted before the lookup (guesses sent at once are counted too); a key that opens gives its try back.
  const tried = await config.rateLimits.take('linkMissesPerClient', ip);
  const key = list.key ?? '';
  const { rows } = KEY_SHAPE.test(key)
    ? await db.query(
        `SELECT 1 FROM public_premium_lists l
           JOIN company_partners p ON p.company_id = l.agency_id AND p.partner_id = l.agent_id
          WHERE l.agency_id = $1 AND l.agent_id = $2 AND l.key = $3`,
        [list.agencyId, list.agentId, key],
      )
    : { rows: [] };
  if (!rows[0]) return false;
  await tried.giveBack();
  return true;
}
