import { isLockedOut } from '@placement/domain';
import type { SignedInContext } from '../context';
import type { Queryable } from '../db/Database';
import { badInput, forbidden, notFound } from '../errors';
import type { UserRecord } from '../modules/users/repository';
import { NOT_LOCKED_OUT } from '../auth/lockedOut';

/**
 * Who may change whom. The role guard only says the caller holds ManageUsers or ManageUserRoles; these rules stop
 * a chain of grants from reaching further than the granter itself reaches:
 * - a user is moved into a company only by someone who administers that company (its own admin, or Super);
 *   a partner company is somebody else's, so linking to it gives no say over its users;
 * - a role is granted or taken away only by someone who holds it;
 * - a user holding a role the caller lacks (or a company admin, for a caller who is not one) is managed only by
 *   someone at least as powerful, so a clerk with ManageUsers cannot reset the admin's password;
 * - nobody locks themselves or the company's last active admin out.
 */
export function administersCompany(ctx: SignedInContext, companyId: string): boolean {
  return ctx.scope.isSuper || companyId === ctx.user.companyId;
}

export function requireAdministeredCompany(ctx: SignedInContext, companyId: string): void {
  // Answered like a missing company: a stranger learns nothing from the refusal.
  if (!administersCompany(ctx, companyId)) throw notFound('Company');
}

/** Role names the caller may hand out or take away; null means every role (Super). */
export function grantableRoleNames(ctx: SignedInContext): ReadonlySet<string> | null {
  return ctx.scope.isSuper ? null : new Set(ctx.user.roles);
}

/**
 * The roles a user ends with when the caller asks for `requested`: requested roles must all be grantable; roles
 * the target holds that the caller could not grant stay as they are (the caller cannot take them away either).
 */
export function rolesAfterGrant(
  ctx: SignedInContext,
  current: ReadonlyArray<{ _id: string; displayName: string }>,
  requested: ReadonlyArray<{ id: string; displayName: string }>,
): string[] {
  const grantable = grantableRoleNames(ctx);
  if (!grantable) return requested.map((role) => role.id);
  const refused = requested.filter((role) => !grantable.has(role.displayName));
  if (refused.length > 0) {
    throw forbidden(refused.map((role) => role.displayName).join(', '));
  }
  const kept = current.filter((role) => !grantable.has(role.displayName)).map((role) => role._id);
  return [...new Set([...requested.map((role) => role.id), ...kept])];
}

/** Refuses managing a user who holds more than the caller: a role it lacks, or admin rank it does not have. */
export function requireAtLeastAsPowerful(ctx: SignedInContext, target: UserRecord): void {
  if (ctx.scope.isSuper || target._id === ctx.user.id) return;
  if (target.userType === 'Super') throw notFound('User');
  if (target.userType === 'ClientAdmin' && ctx.user.userType !== 'ClientAdmin') {
    throw forbidden('ClientAdmin');
  }
  const held = new Set(ctx.user.roles);
  const beyond = target.roles.filter((role) => !held.has(role.displayName));
  if (beyond.length > 0) throw forbidden(beyond.map((role) => role.displayName).join(', '));
}

/** Refuses disabling (or deleting) oneself or the company's last active admin. */
export async function requireNotLockingOut(
  ctx: SignedInContext,
  db: Queryable,
  target: UserRecord,
  action: 'deactivate' | 'delete',
): Promise<void> {
  if (target._id === ctx.user.id) {
    throw badInput(
      'id',
      action === 'delete' ? 'You cannot delete yourself' : 'You cannot deactivate yourself',
    );
  }
  // An admin already locked out (Disabled or Blocked) is not one of the company's active admins.
  if (target.userType !== 'ClientAdmin' || isLockedOut(target.status)) return;
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users
      WHERE company_id = $1 AND user_type = 'ClientAdmin' AND status ${NOT_LOCKED_OUT} AND id <> $2`,
    [target.company._id, target._id],
  );
  if ((rows[0]?.n ?? 0) === 0) {
    throw badInput('id', "The company's last active administrator cannot be locked out");
  }
}
