import type { ApiModule } from '../ApiModule';

/** The tutorial videos (/app/tutors) and the Important Links page (/app/links). */
export const contentModule: ApiModule = {
  name: 'content',
  schema: /* GraphQL */ `
    type ContentLink {
      _id: ID!
      title: String!
      url: String!
      "What the video teaches (tutorials only; empty for links)."
      content: String!
    }

    extend type Query {
      tutorials: [ContentLink!]!
      importantLinks: [ContentLink!]!
    }
  `,
  resolvers: {
    Query: {
      tutorials: async (_root, _args, ctx) =>
        (await ctx.db.query('SELECT id AS "_id", title, url, content FROM tutorials ORDER BY position, id'))
          .rows,
      importantLinks: async (_root, _args, ctx) =>
        (
          await ctx.db.query(
            `SELECT id AS "_id", title, url, '' AS content FROM important_links ORDER BY position, id`,
          )
        ).rows,
    },
  },
  permissions: { tutorials: { signedIn: true }, importantLinks: { signedIn: true } },
};
