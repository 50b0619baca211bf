import type { RoleName } from '../enums/roleName';
import { effectiveRoles, isSuperUser } from './effectiveRoles';
import { hasAnyRole, type HeldRoles } from './hasRole';

// Where a user without the route's role is sent, and where a signed-out visitor is sent.
export const NO_ROLE_REDIRECT = '/app/profile';
export const SIGNED_OUT_REDIRECT = '/login';

export interface RouteRole {
  /** The first path segments after /app, e.g. 'employee' matches /app/employee and /app/employee/{id}. */
  segment: string;
  /** Any one of these (in the hasRole sense) opens the route. */
  roles: readonly RoleName[];
}

// Guarded routes of spec 01 §2 and spec 02 §6. Routes not listed (profile, member, setting, tutors, support,
// complaints, links) need only a signed-in user. The users screen is listed under ViewCompanies "and also
// ManageUsers": the menu offers it to ManageUsers holders, so either role opens it.
export const ROUTE_ROLES: readonly RouteRole[] = [
  { segment: 'dashboard', roles: ['ViewDashboard'] },
  { segment: 'cp', roles: ['CompanyManagement'] },
  { segment: 'cvs', roles: ['ViewCandidates'] },
  { segment: 'cvd', roles: ['ViewCandidates'] },
  { segment: 'pcv', roles: ['EditEmployees'] },
  { segment: 'cvp', roles: ['EditEmployees'] },
  { segment: 'cvm', roles: ['ViewCompanies'] },
  { segment: 'employees', roles: ['ViewEmployees'] },
  { segment: 'employee', roles: ['ViewEmployees'] },
  { segment: 'coms', roles: ['EnjazEntry'] },
  { segment: 'com', roles: ['EnjazEntry'] },
  { segment: 'visas', roles: ['AddVisas'] },
  { segment: 'visa', roles: ['AddVisas'] },
  { segment: 'meds', roles: ['ViewEmployees'] },
  { segment: 'medicalPayment', roles: ['ViewEmployees'] },
  { segment: 'users', roles: ['ViewCompanies', 'ManageUsers'] },
  { segment: 'companies', roles: ['ViewCompanies'] },
  { segment: 'reports', roles: ['ViewReports'] },
  // Beyond the spec: the audit log, for whoever manages the company's users (the API asks the same role).
  { segment: 'audit', roles: ['ManageUsers'] },
];

// Routes of the platform operator alone: the videos and links it keeps for every agency.
export const OPERATOR_ROUTE_SEGMENTS: readonly string[] = ['content'];

const appSegment = (path: string) => {
  const match = /^\/app\/([^/?#]+)/.exec(path);
  return match ? match[1] : null;
};

/** The roles that open a path (any one suffices), or null when the path needs only sign-in. */
export function requiredRolesForPath(path: string): readonly RoleName[] | null {
  const segment = appSegment(path);
  return ROUTE_ROLES.find((route) => route.segment === segment)?.roles ?? null;
}

export type RouteDecision = { allowed: true } | { allowed: false; redirect: string };

/** Whether a user may open a signed-in path; otherwise where to send them. */
export function guardRoute(
  user: { email?: string | null; userType?: string | null; roles?: HeldRoles } | null | undefined,
  path: string,
): RouteDecision {
  if (!user?.email) return { allowed: false, redirect: SIGNED_OUT_REDIRECT };
  const segment = appSegment(path);
  if (segment && OPERATOR_ROUTE_SEGMENTS.includes(segment) && !isSuperUser(user)) {
    return { allowed: false, redirect: NO_ROLE_REDIRECT };
  }
  const roles = requiredRolesForPath(path);
  if (roles && !hasAnyRole(effectiveRoles(user), roles))
    return { allowed: false, redirect: NO_ROLE_REDIRECT };
  return { allowed: true };
}
