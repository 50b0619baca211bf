import { hasRole, type HeldRoles } from './hasRole';

/**
 * Whether a user may delete an employee: Super, or a holder of DeleteEmployees in the company that owns it.
 * A prospect or partner that may see and edit an offered employee may not destroy another company's record.
 */
export function mayDeleteEmployee(
  user: { userType?: string | null; roles?: HeldRoles; companyId?: string | null },
  ownerId: string | null | undefined,
): boolean {
  if (user.userType === 'Super') return true;
  return hasRole(user.roles, 'DeleteEmployees') && !!ownerId && ownerId === user.companyId;
}
