import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/Database';

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
export async function findTokenOwner(db: Queryable, token: string): Promise<TokenOwner | null> {
  const { rows } = await db.query<TokenOwner>(
    `SELECT u.id, u.company_id AS "companyId", u.name, u.email, u.user_type AS "userType", u.status,
            c.type AS "companyType", c.deposit_amount AS "depositAmount", c.licence,
            COALESCE((SELECT array_agg(r.display_name ORDER BY r.display_name) FROM user_roles ur
                      JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id), '{}') AS roles
       FROM auth_tokens t JOIN users u ON u.id = t.user_id JOIN companies c ON c.id = u.company_id
      WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND u.status NOT IN ('Disabled', 'Blocked')`,
    [hashToken(token)],
  );
  return rows[0] ?? null;
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}
