import { shareLinkByEmailInputSchema, shareLinkOptionsInputSchema } from '@placement/domain';
import { hashPassword } from '../../auth/passwords';
import type { IResolvers } from 'mercurius';
import type { SignedInContext } from '../../context';
import { notFound } from '../../errors';
import { parseInput } from '../../inputChecks';
import type { ApiModule } from '../ApiModule';
import { auditAlsoFor } from '../audit/recordAudit';
import { sharedCandidateSchema } from './sharedCandidate';
import {
  publicPremiumListPermissions,
  publicPremiumListResolvers,
  publicPremiumListSchema,
} from './publicPremiumList';
import { shortLinkView } from '../employees/resolvers';
import { SHARE_LINK_SETTINGS_COLUMNS, type ShareLinkSettingsRow } from './shareLinkAccess';

const schema = /* GraphQL */ `
  ${sharedCandidateSchema}
  ${publicPremiumListSchema}

  extend type Mutation {
    "Mails a share link (6 characters, prefixed ccp/ for the premium viewer) to an address."
    shareLinkByEmail(email: String!, link: String!): Message!
    "Changes a link's settings; a field left out stays as it is (password '' removes the password)."
    setShareLinkOptions(input: ShareLinkOptionsInput!): ShortLink!
    "The link stops opening for good: visitors get what an unknown link gives."
    revokeShareLink(link: String!): ShortLink!
  }

  input ShareLinkOptionsInput {
    link: String!
    "The last day it opens, yyyy-mm-dd; null for no end"
    expiresOn: String
    password: String
    hideContact: Boolean
  }
`;

const PREMIUM_PREFIX = 'ccp/';

type LinkRow = { id: string; link: string; employee_ids: string[] } & ShareLinkSettingsRow;

/**
 * One of the caller's own company's links (another company's answers like an unknown one). With
 * `candidatesOwner`, also a link another company made on one of the caller's candidates: the agency that owns a
 * candidate can stop any link showing her, and the link's maker sees that in its audit log.
 */
async function ownLink(
  ctx: SignedInContext,
  link: string,
  update: string,
  values: unknown[],
  candidatesOwner = false,
) {
  const params: unknown[] = [link, ...values];
  const owned = ctx.scope.owned('company_id', params);
  const whose =
    candidatesOwner && !ctx.scope.isSuper
      ? `(${owned} OR EXISTS (SELECT 1 FROM employees e
            WHERE e.id = ANY(short_links.employee_ids) AND e.owner_id = $${params.push(ctx.user.companyId)}))`
      : owned;
  const { rows } = await ctx.db.query<LinkRow & { company_id: string }>(
    `UPDATE short_links SET ${update} WHERE link = $1 AND ${whose}
      RETURNING id, link, company_id, employee_ids, ${SHARE_LINK_SETTINGS_COLUMNS}`,
    params,
  );
  if (!rows[0]) throw notFound('Link');
  if (rows[0].company_id !== ctx.user.companyId) auditAlsoFor(ctx, rows[0].company_id);
  return shortLinkView(ctx, rows[0]);
}

const resolvers: IResolvers = {
  Query: { ...publicPremiumListResolvers.Query },
  Mutation: {
    ...publicPremiumListResolvers.Mutation,
    setShareLinkOptions: async (_root, args: { input: Record<string, unknown> }, context) => {
      const ctx = context as SignedInContext;
      const input = parseInput(shareLinkOptionsInputSchema, args.input);
      const sets: string[] = [];
      const values: unknown[] = [];
      const set = (column: string, value: unknown) => {
        values.push(value);
        sets.push(`${column} = $${values.length + 1}`);
      };
      if (input.expiresOn !== undefined) set('expires_on', input.expiresOn);
      if (input.password !== undefined)
        set('password_hash', input.password === '' ? null : await hashPassword(input.password));
      if (input.hideContact !== undefined) set('hide_contact', input.hideContact);
      return ownLink(ctx, input.link, sets.length ? sets.join(', ') : 'link = link', values);
    },
    revokeShareLink: (_root, args: { link: string }, context) =>
      ownLink(context as SignedInContext, args.link, 'revoked_at = COALESCE(revoked_at, now())', [], true),
    shareLinkByEmail: async (_root, args: { email: string; link: string }, context) => {
      const ctx = context as SignedInContext;
      const premium = args.link.startsWith(PREMIUM_PREFIX);
      const { email, link } = parseInput(shareLinkByEmailInputSchema, {
        email: args.email.trim(),
        link: premium ? args.link.slice(PREMIUM_PREFIX.length) : args.link,
      });
      // Only the caller's own company's links can be sent, so nobody mails out another agency's CVs.
      const params: unknown[] = [link];
      const { rows } = await ctx.db.query<{ n: number }>(
        `SELECT cardinality(employee_ids) AS n FROM short_links WHERE link = $1 AND ${ctx.scope.owned('company_id', params)}`,
        params,
      );
      if (!rows[0]) throw notFound('Link');
      // Any address may be mailed (foreign agents are rarely users here), but only so many: the text is fixed,
      // and the counts per user and per company keep the server from being anyone's mail relay.
      await ctx.config.rateLimits.take('shareMailsPerUser', ctx.user.id);
      await ctx.config.rateLimits.take('shareMailsPerCompany', ctx.user.companyId);
      const url = `${ctx.config.publicUrl.replace(/\/+$/, '')}/c/${premium ? PREMIUM_PREFIX : ''}${link}`;
      await ctx.config.mailer.send({
        to: email,
        subject: `CVs shared by ${ctx.user.name}`,
        text: `Hello,\n\n${ctx.user.name} shared ${rows[0].n} CV${rows[0].n === 1 ? '' : 's'} with you:\n${url}\n`,
      });
      return { message: 'Email Sent Successfully' };
    },
  },
};

/** Sending a generated share link by e-mail (spec 01 §7, spec 02 §7), its settings, and the public premium lists. */
export const sharingModule: ApiModule = {
  name: 'sharing',
  schema,
  resolvers,
  permissions: {
    shareLinkByEmail: { role: 'ViewCandidates' },
    setShareLinkOptions: { role: 'ViewCandidates' },
    revokeShareLink: { role: 'ViewCandidates' },
    ...publicPremiumListPermissions,
  },
};
