import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PasswordHashing } from './auth/passwords';
import type { TokenOwner } from './auth/tokens';
import type { Database } from './db/Database';
import type { TenantScope } from './tenancy/TenantScope';
import type { EmployeeSharing } from './tenancy/TenantScope';

export interface ApiConfig {
  /** Folder for uploaded photos and other private files. */
  filesDir: string;
  passwordHashing: PasswordHashing;
  employeeSharing: EmployeeSharing;
  production: boolean;
}

/** A signed-in caller: the user, its company and role names. */
export type SignedInUser = TokenOwner;

/** What every resolver receives (merged into Mercurius' own context). */
export interface ApiContext {
  db: Database;
  config: ApiConfig;
  token: string | null;
  user: SignedInUser | null;
  /** Null for anonymous callers; resolvers behind a role always have one. */
  scope: TenantScope | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The context of an operation that passed its role check: user and scope are present. */
export interface SignedInContext extends ApiContext {
  user: SignedInUser;
  scope: TenantScope;
}
