import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/Database';
import { NOT_LOCKED_OUT } from './lockedOut';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** 256 random bits, handed out once; only its hash is stored. */
export async function issueToken(db: Queryable, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('INSERT INTO auth_tokens (token_hash, user_id) VALUES ($1, $2)', [hashToken(token), userId]);
  return token;
}

export async function revokeToken(db: Queryable, token: string): Promise<boolean> {
  const result = await db.query(
    'UPDATE auth_tokens SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL',
    [hashToken(token)],
  );
  return result.rowCount > 0;
}

export async function revokeUserTokens(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE auth_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [
    userId,
  ]);
}

export interface TokenOwner {
  id: string;
  companyId: string;
  name: string;
  email: string;
  userType: string;
  status: string;
  companyType: string;
  depositAmount: string;
  licence: string;
  roles: string[];
}

/** The signed-in user behind a bearer token; null for unknown, revoked or disabled/blocked users. */
/**
 * How long a sign-in lasts: it ends after `idleMinutes` without a request and, used or not, `maxDays` after it
 * began. A stolen or forgotten token stops working on its own; sign-out, a password change and deactivation
 * end it at once.
 */
export interface TokenLifetime {
  idleMinutes: number;
  maxDays: number;
}

/** A working day with a long lunch stays signed in; a week-old sign-in is asked again. */
export const DEFAULT_TOKEN_LIFETIME: TokenLifetime = { idleMinutes: 720, maxDays: 7 };

export async function findTokenOwner(
  db: Queryable,
  token: string,
  lifetime: TokenLifetime = DEFAULT_TOKEN_LIFETIME,
): Promise<TokenOwner | null> {
  const hash = hashToken(token);
  const { rows } = await db.query<TokenOwner>(
    `SELECT u.id, u.company_id AS "companyId", u.name, u.email, u.user_type AS "userType", u.status,
            c.type AS "companyType", c.deposit_amount AS "depositAmount", c.licence,
            COALESCE((SELECT array_agg(r.display_name ORDER BY r.display_name) FROM user_roles ur
                      JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id), '{}') AS roles
       FROM auth_tokens t JOIN users u ON u.id = t.user_id JOIN companies c ON c.id = u.company_id
      WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND u.status ${NOT_LOCKED_OUT}
        AND t.last_used_at > now() - make_interval(mins => $2::int)
        AND t.created_at > now() - make_interval(days => $3::int)`,
    [hash, lifetime.idleMinutes, lifetime.maxDays],
  );
  const owner = rows[0] ?? null;
  if (owner) {
    // At most one write a minute per sign-in: enough precision for an idle limit counted in hours.
    await db.query(
      `UPDATE auth_tokens SET last_used_at = now() WHERE token_hash = $1 AND last_used_at < now() - interval '1 minute'`,
      [hash],
    );
  }
  return owner;
}

/** Ends every sign-in of a user but the one making the request (a password change keeps its own session). */
export async function revokeOtherTokens(db: Queryable, userId: string, keep: string | null): Promise<void> {
  await db.query(
    'UPDATE auth_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND token_hash <> $2',
    [userId, keep ? hashToken(keep) : ''],
  );
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}
