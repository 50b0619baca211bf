import type { FastifyInstance } from 'fastify';
import type { RoleName } from '@placement/domain';
import type { ApiConfig } from '../context';
import type { Database } from '../db/Database';
import type { IResolvers, MercuriusLoaders } from 'mercurius';

/**
 * Who may call a root field. Every Query and Mutation field of every module must have an entry: the app
 * refuses to start otherwise, so no operation can be left unguarded.
 * - public: anyone (share links, sign-in);
 * - signedIn: any signed-in user;
 * - role: a user holding that role, one of the domain's role names (the View -> Add/Manage rule applies);
 * - super: Super users only;
 * - save: one of the above for creating and another for updating, chosen by the record id.
 */
export type SimplePermission = { public: true } | { signedIn: true } | { role: RoleName } | { super: true };

/** Saves that create or update by id: a new record (10-character, 0 or empty id) and an update differ. */
export interface SavePermission {
  recordId: (args: Record<string, unknown>) => string | null | undefined;
  create: SimplePermission;
  update: SimplePermission;
}

export type Permission = SimplePermission | { save: SavePermission };

export interface ApiModule {
  name: string;
  schema: string;
  resolvers: IResolvers;
  loaders?: MercuriusLoaders;
  permissions: Record<string, Permission>;
  /** REST routes (uploads, files) registered beside /graphql. */
  routes?: (app: FastifyInstance, deps: { db: Database; config: ApiConfig }) => void | Promise<void>;
}
