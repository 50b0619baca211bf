import { ROLE_NAMES } from '../enums/roleName';
import type { HeldRoles } from './hasRole';

// The platform operator's home: the list of every company it runs.
export const SUPER_HOME_ROUTE = '/app/companies';

/**
 * The roles a user acts with: a Super user (the platform operator) holds every role, as the API lets it do
 * everything; anyone else holds the roles granted to it.
 */
export function effectiveRoles(user: { userType?: string | null; roles?: HeldRoles }): HeldRoles {
  return user.userType === 'Super' ? ROLE_NAMES : user.roles;
}

export function isSuperUser(user: { userType?: string | null } | null | undefined): boolean {
  return user?.userType === 'Super';
}
