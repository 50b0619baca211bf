import type { Role } from '../entities';

// A user's roles as the API sends them ({_id, displayName}) or as plain names.
export type HeldRoles = ReadonlyArray<Pick<Role, 'displayName'> | string> | null | undefined;

const names = (roles: HeldRoles) =>
  new Set((roles ?? []).map((role) => (typeof role === 'string' ? role : role.displayName)));

/** The role names that grant `role`: itself and, for a View role, the Add and Manage roles of the same thing. */
export function rolesGranting(role: string): string[] {
  if (!role.startsWith('View')) return [role];
  const thing = role.slice('View'.length);
  return [role, `Add${thing}`, `Manage${thing}`];
}

/**
 * Whether a user may see a menu item or open a route that needs `role` (spec 01 §6): holding the role, or the
 * same role with View replaced by Add or by Manage (AddVisas grants ViewVisas; ManageUsers grants ViewUsers).
 */
export function hasRole(userRoles: HeldRoles, role: string): boolean {
  const held = names(userRoles);
  return rolesGranting(role).some((name) => held.has(name));
}

/** Whether the user holds any of the roles (in the hasRole sense). */
export function hasAnyRole(userRoles: HeldRoles, roles: readonly string[]): boolean {
  return roles.some((role) => hasRole(userRoles, role));
}
