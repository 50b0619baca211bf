import { bearerToken, findTokenOwner } from './auth/tokens';
import type { ApiConfig, SignedInUser } from './context';
import type { Database } from './db/Database';
import { TenantScope } from './tenancy/TenantScope';

/** Who is calling (from the bearer token) and what it may see: shared by /graphql and the REST routes. */
export async function resolveCaller(
  db: Database,
  config: ApiConfig,
  authorization: string | undefined,
): Promise<{ token: string | null; user: SignedInUser | null; scope: TenantScope | null }> {
  const token = bearerToken(authorization);
  const user = token ? await findTokenOwner(db, token, config.tokenLifetime) : null;
  const scope = user
    ? new TenantScope(user.companyId, user.userType === 'Super', config.employeeSharing)
    : null;
  return { token, user, scope };
}
