// The API's building blocks for the service itself, its tests, and modules added later (render jobs and
// downloads): the app factory, the context type, the module contract and registration list, and the
// tenancy-scoped employee loader.
export { buildApp, type BuildAppOptions } from './app';
export type { ApiConfig, ApiContext, SignedInContext, SignedInUser } from './context';
export type { Database, Queryable } from './db/Database';
export type { ApiModule, Permission } from './modules/ApiModule';
export { modules } from './modules';
export { checkPermission } from './modules/guard';
export { ApiError, badInput, forbidden, notAuthorized, notFound } from './errors';
export { TenantScope } from './tenancy/TenantScope';
export { findEmployee, type EmployeeRecord } from './modules/employees/repository';
export { requireEmployee } from './modules/employees/resolvers';
export { resolveCaller } from './caller';
