import { CombinedGraphQLErrors } from '@apollo/client';

/**
 * Why a public CV page got no CVs, from the API's answer: a wrong-link limit reached (with the minutes to
 * wait), a password needed, or nothing (an unknown, revoked or expired link looks exactly like no CVs).
 */
export type PublicRefusal = { kind: 'wait'; minutes: number } | { kind: 'password' } | null;

export function publicRefusal(error: unknown): PublicRefusal {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const failure of error.errors) {
    const code = failure.extensions?.code;
    if (code === 'RATE_LIMITED') {
      const seconds = Number(failure.extensions?.retryAfterSeconds);
      return {
        kind: 'wait',
        minutes: Math.max(1, Math.ceil((Number.isFinite(seconds) ? seconds : 60) / 60)),
      };
    }
    if (code === 'PASSWORD_REQUIRED') return { kind: 'password' };
  }
  return null;
}
