import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/Database';

/** What a link may do: reset a password or verify an e-mail address. */
export type AccountTokenPurpose = 'reset' | 'verify';

export const ACCOUNT_TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  reset: 60 * 60 * 1000,
  verify: 24 * 60 * 60 * 1000,
};

/** The parts a link carries: the random token, its expiry (ms since epoch) and the server's signature. */
export interface SignedAccountToken {
  token: string;
  expires: number;
  signature: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const sign = (secret: string, purpose: string, userId: string, token: string, expires: number) =>
  createHmac('sha256', secret).update(`${purpose}\n${userId}\n${token}\n${expires}`).digest('base64url');

/** A new single-use token for the user, signed with the server secret; only its hash is stored. */
export async function issueAccountToken(
  db: Queryable,
  secret: string,
  userId: string,
  purpose: AccountTokenPurpose,
  now = Date.now(),
): Promise<SignedAccountToken> {
  const token = randomBytes(24).toString('base64url');
  const expires = now + ACCOUNT_TOKEN_LIFETIME_MS[purpose];
  await db.query(
    'INSERT INTO account_tokens (nonce_hash, user_id, purpose, expires_at) VALUES ($1, $2, $3, $4)',
    [sha256(token), userId, purpose, new Date(expires).toISOString()],
  );
  return { token, expires, signature: sign(secret, purpose, userId, token, expires) };
}

/** The reset link packs the three parts in one path segment: /reset/{id}/{token.expires.signature}. */
export const packAccountToken = (signed: SignedAccountToken) =>
  `${signed.token}.${signed.expires}.${signed.signature}`;

export function unpackAccountToken(packed: string): SignedAccountToken | null {
  const match = /^([\w-]+)\.(\d{1,15})\.([\w-]+)$/.exec(packed);
  return match ? { token: match[1]!, expires: Number(match[2]), signature: match[3]! } : null;
}

export type ConsumeResult = 'ok' | 'invalid' | 'expired' | 'used';

/**
 * Checks the signature, the expiry and that the token was never used, then marks it used, in that order: a
 * forged token never reaches the database, and two concurrent uses cannot both succeed (one UPDATE wins).
 */
export async function consumeAccountToken(
  db: Queryable,
  secret: string,
  userId: string,
  purpose: AccountTokenPurpose,
  signed: SignedAccountToken,
  now = Date.now(),
): Promise<ConsumeResult> {
  const expected = Buffer.from(sign(secret, purpose, userId, signed.token, signed.expires));
  const given = Buffer.from(signed.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  if (!Number.isFinite(signed.expires) || signed.expires <= now) return 'expired';
  const result = await db.query(
    `UPDATE account_tokens SET used_at = now()
      WHERE nonce_hash = $1 AND user_id = $2 AND purpose = $3 AND used_at IS NULL AND expires_at > $4`,
    [sha256(signed.token), userId, purpose, new Date(now).toISOString()],
  );
  if (result.rowCount > 0) return 'ok';
  const known = await db.query('SELECT 1 FROM account_tokens WHERE nonce_hash = $1 AND user_id = $2', [
    sha256(signed.token),
    userId,
  ]);
  return known.rows.length ? 'used' : 'invalid';
}

/** After a password change every other reset link of the user stops working. */
export async function retireAccountTokens(db: Queryable, userId: string, purpose: AccountTokenPurpose) {
  await db.query(
    'UPDATE account_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL',
    [userId, purpose],
  );
}
