import { LOCKED_OUT_USER_STATUSES } from '@placement/domain';

/**
 * SQL for "a user's status does not lock them out", from the domain's one list (constants, never input), for the
 * queries that pick users who may sign in, keep a session, get mail or count as an active admin.
 */
export const NOT_LOCKED_OUT = `NOT IN (${LOCKED_OUT_USER_STATUSES.map((status) => `'${status}'`).join(', ')})`;
