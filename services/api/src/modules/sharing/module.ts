import { shareLinkByEmailInputSchema } from '@placement/domain';
import type { IResolvers } from 'mercurius';
import type { SignedInContext } from '../../context';
import { notFound } from '../../errors';
import { parseInput } from '../../inputChecks';
import type { ApiModule } from '../ApiModule';

const schema = /* GraphQL */ `
  extend type Mutation {
    "Mails a share link (6 characters, prefixed ccp/ for the premium viewer) to an address."
    shareLinkByEmail(email: String!, link: String!): Message!
  }
`;

const PREMIUM_PREFIX = 'ccp/';

const resolvers: IResolvers = {
  Mutation: {
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

/** Sending a generated share link by e-mail (spec 01 §7, spec 02 §7). */
export const sharingModule: ApiModule = {
  name: 'sharing',
  schema,
  resolvers,
  permissions: { shareLinkByEmail: { role: 'ViewCandidates' } },
};
