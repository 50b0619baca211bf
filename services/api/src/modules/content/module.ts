import type { IResolvers } from 'mercurius';
import {
  importantLinkInputSchema,
  isNewRecordId,
  newObjectId,
  showsImportantLink,
  showsTutorials,
  tutorialInputSchema,
  type ImportantLinkInput,
  type TutorialInput,
} from '@placement/domain';
import type { SignedInContext } from '../../context';
import { notFound } from '../../errors';
import { parseInput } from '../../inputChecks';
import type { ApiModule } from '../ApiModule';

const TUTORIAL_COLUMNS = `id AS "_id", title, url, content, image, topic, position`;
const LINK_COLUMNS = `id AS "_id", title, url, '' AS content, kind, position`;

const caller = (ctx: unknown) => ctx as SignedInContext;
// The operator sees everything it keeps; an agency what its variant shows (sudan2: no tutorials, no LMIS card).
const company = (ctx: SignedInContext) =>
  ctx.scope.isSuper ? null : { depositAmount: ctx.user.depositAmount };

const resolvers: IResolvers = {
  Query: {
    tutorials: async (_root, args: { topic?: string | null }, ctx) => {
      if (!showsTutorials(company(caller(ctx)))) return [];
      const params: unknown[] = [];
      let where = 'TRUE';
      if (args.topic) {
        params.push(args.topic);
        where = 'topic = $1';
      }
      return (
        await ctx.db.query(
          `SELECT ${TUTORIAL_COLUMNS} FROM tutorials WHERE ${where} ORDER BY position, id`,
          params,
        )
      ).rows;
    },
    importantLinks: async (_root, _args, ctx) => {
      const rows = (
        await ctx.db.query<{ kind: string }>(
          `SELECT ${LINK_COLUMNS} FROM important_links ORDER BY position, id`,
        )
      ).rows;
      return rows.filter((row) => showsImportantLink(company(caller(ctx)), row.kind));
    },
  },
  Mutation: {
    saveTutorial: async (_root, { input }: { input: TutorialInput }, ctx) => {
      const values = parseInput(tutorialInputSchema, input);
      const id = isNewRecordId(values.id ?? undefined) ? newObjectId() : values.id!;
      const { rows } = await ctx.db.query(
        `INSERT INTO tutorials (id, title, url, content, image, topic, position)
         VALUES ($1, $2, $3, $4, $5, $6, COALESCE($7, (SELECT count(*)::int FROM tutorials)))
         ON CONFLICT (id) DO UPDATE SET title = $2, url = $3, content = $4, image = $5, topic = $6,
           position = COALESCE($7, tutorials.position)
         RETURNING ${TUTORIAL_COLUMNS}`,
        [
          id,
          values.title,
          values.url,
          values.content ?? '',
          values.image ?? '',
          values.topic ?? '',
          values.position ?? null,
        ],
      );
      return rows[0];
    },
    deleteTutorial: async (_root, { id }: { id: string }, ctx) => {
      const result = await ctx.db.query('DELETE FROM tutorials WHERE id = $1', [id]);
      if (result.rowCount === 0) throw notFound('Tutorial');
      return { affectedRows: result.rowCount };
    },
    saveImportantLink: async (_root, { input }: { input: ImportantLinkInput }, ctx) => {
      const values = parseInput(importantLinkInputSchema, input);
      const id = isNewRecordId(values.id ?? undefined) ? newObjectId() : values.id!;
      const { rows } = await ctx.db.query(
        `INSERT INTO important_links (id, title, url, kind, position)
         VALUES ($1, $2, $3, $4, COALESCE($5, (SELECT count(*)::int FROM important_links)))
         ON CONFLICT (id) DO UPDATE SET title = $2, url = $3, kind = $4,
           position = COALESCE($5, important_links.position)
         RETURNING ${LINK_COLUMNS}`,
        [id, values.title, values.url, values.kind ?? '', values.position ?? null],
      );
      return rows[0];
    },
    deleteImportantLink: async (_root, { id }: { id: string }, ctx) => {
      const result = await ctx.db.query('DELETE FROM important_links WHERE id = $1', [id]);
      if (result.rowCount === 0) throw notFound('Important link');
      return { affectedRows: result.rowCount };
    },
  },
};

/** The tutorial videos (/app/tutors) and the Important Links page (/app/links), kept by the operator (/app/content). */
export const contentModule: ApiModule = {
  name: 'content',
  schema: /* GraphQL */ `
    type ContentLink {
      _id: ID!
      title: String!
      url: String!
      "What the video teaches (tutorials only; empty for links)."
      content: String!
      "A tutorial's picture, a data: URL (empty when none; links have none)."
      image: String
      "The screen a tutorial is also linked from: employee, reports or timeZone (empty: the videos page only)."
      topic: String
      "A link card's kind: ethiopianLabourPortal is not shown to sudan2 agencies."
      kind: String
      position: Int!
    }

    input TutorialInput {
      id: ID
      title: String!
      url: String!
      content: String
      image: String
      topic: String
      position: Int
    }

    input ImportantLinkInput {
      id: ID
      title: String!
      url: String!
      kind: String
      position: Int
    }

    extend type Query {
      "The tutorial videos, or those of one screen (topic)."
      tutorials(topic: String): [ContentLink!]!
      importantLinks: [ContentLink!]!
    }

    extend type Mutation {
      saveTutorial(input: TutorialInput!): ContentLink!
      deleteTutorial(id: ID!): DeleteResult!
      saveImportantLink(input: ImportantLinkInput!): ContentLink!
      deleteImportantLink(id: ID!): DeleteResult!
    }
  `,
  resolvers,
  permissions: {
    tutorials: { signedIn: true },
    importantLinks: { signedIn: true },
    saveTutorial: { super: true },
    deleteTutorial: { super: true },
    saveImportantLink: { super: true },
    deleteImportantLink: { super: true },
  },
};
