// Written here because packages/domain had no roles module when the API was built. The spec's rule (01 §6):
// an item needing role R is allowed to a user holding R, or R with View replaced by Add, or by Manage.
export function hasRole(userRoles: readonly string[], role: string): boolean {
  if (userRoles.includes(role)) return true;
  if (!role.startsWith('View')) return false;
  const rest = role.slice('View'.length);
  return userRoles.includes(`Add${rest}`) || userRoles.includes(`Manage${rest}`);
}
