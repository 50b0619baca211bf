import { createHmac } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import type { Queryable } from '../db/Database';
import { ApiError } from '../errors';

/** How long a challenge may wait between the page loading it and the form being sent. */
export const CAPTCHA_LIFETIME_MS = 10 * 60 * 1000;

export const CAPTCHA_MESSAGES = {
  failed: 'Captcha verification failed: please try again',
  used: 'This captcha was already used: please try again',
} as const;

// A key of its own, derived from the server secret, so a captcha signature can never pass as a link's.
const captchaKey = (secret: string) => createHmac('sha256', secret).update('altcha-captcha').digest('hex');

/** A new ALTCHA proof-of-work challenge (the widget's v1 format), signed and expiring. */
export function newCaptchaChallenge(secret: string, maxNumber: number, now = Date.now()): Promise<Challenge> {
  return createChallenge({
    hmacKey: captchaKey(secret),
    maxNumber,
    expires: new Date(now + CAPTCHA_LIFETIME_MS),
  });
}

interface AltchaPayload {
  challenge?: unknown;
}

/**
 * Accepts a solved challenge (the widget's base64 JSON payload) once: a wrong, forged or expired solution is
 * refused, and so is the same solution sent a second time.
 */
export async function checkCaptcha(db: Queryable, secret: string, captcha: string): Promise<void> {
  const refuse = (message: string) => new ApiError(message, 'CAPTCHA_FAILED', { field: 'captcha' });
  let payload: AltchaPayload;
  try {
    payload = JSON.parse(Buffer.from(captcha, 'base64').toString('utf8')) as AltchaPayload;
  } catch {
    throw refuse(CAPTCHA_MESSAGES.failed);
  }
  if (typeof payload.challenge !== 'string') throw refuse(CAPTCHA_MESSAGES.failed);
  let valid = false;
  try {
    valid = await verifySolution(captcha, captchaKey(secret), true);
  } catch {
    valid = false;
  }
  if (!valid) throw refuse(CAPTCHA_MESSAGES.failed);
  await db.query('DELETE FROM captcha_uses WHERE expires_at < now()');
  const first = await db.query(
    'INSERT INTO captcha_uses (challenge, expires_at) VALUES ($1, $2) ON CONFLICT (challenge) DO NOTHING',
    [payload.challenge, new Date(Date.now() + CAPTCHA_LIFETIME_MS).toISOString()],
  );
  if (first.rowCount === 0) throw refuse(CAPTCHA_MESSAGES.used);
}
