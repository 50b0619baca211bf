import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { ApiError } from '../errors';

/**
 * How many tries a client (by address) or an account gets before it must wait. Found in an attack: 500 share-link
 * guesses in a second and 30 wrong passwords in a row went through. The numbers leave an office full of staff
 * behind one address room for honest mistakes; a guesser is stopped after a few dozen.
 */
export const RATE_LIMITS = {
  signInFailuresPerClient: { points: 50, duration: 15 * 60 },
  // Keyed by the account and the address it is tried from: a guesser elsewhere cannot lock the owner out.
  signInFailuresPerAccount: { points: 10, duration: 15 * 60 },
  // Failed sign-ins of an account from every address (the owner's too): past this, each try needs a solved
  // captcha, so a guesser spread over many addresses pays a proof of work per guess; nobody is locked out.
  signInFailuresBeforeCaptcha: { points: 10, duration: 15 * 60 },
  // Past this many failures from one address, every sign-in from it needs a solved captcha.
  signInClientFailuresBeforeCaptcha: { points: 20, duration: 15 * 60 },
  shareMailsPerUser: { points: 20, duration: 60 * 60 },
  shareMailsPerCompany: { points: 100, duration: 24 * 60 * 60 },
  registrationsPerClient: { points: 20, duration: 60 * 60 },
  resetRequestsPerClient: { points: 20, duration: 60 * 60 },
  resetRequestsPerAccount: { points: 5, duration: 60 * 60 },
  statusLookupsPerClient: { points: 60, duration: 10 * 60 },
  linkMissesPerClient: { points: 30, duration: 10 * 60 },
  // A passport the caller may not see, refused as taken when a partner enters a candidate for an agency: each
  // refusal tells that the agency holds the number, so a partner gets a few per hour, not an enumeration.
  hiddenPassportsTakenPerUser: { points: 10, duration: 60 * 60 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

const WHAT: Record<RateLimitName, string> = {
  signInFailuresPerClient: 'Too many failed sign-ins',
  signInFailuresPerAccount: 'Too many failed sign-ins for this account',
  signInFailuresBeforeCaptcha: 'Too many failed sign-ins for this account',
  signInClientFailuresBeforeCaptcha: 'Too many failed sign-ins',
  shareMailsPerUser: 'Too many CVs sent by e-mail',
  shareMailsPerCompany: "Your company's e-mails of CVs for today are used up",
  registrationsPerClient: 'Too many registrations',
  resetRequestsPerClient: 'Too many password reset requests',
  resetRequestsPerAccount: 'Too many password reset requests for this account',
  statusLookupsPerClient: 'Too many status lookups',
  linkMissesPerClient: 'Too many wrong links',
  hiddenPassportsTakenPerUser: 'Too many passport numbers already registered with the agency',
};

/** One try, counted before the check it guards. */
export interface CountedTry {
  /** Tries counted in the window so far, this one included. */
  count: number;
  /** Gives the try back: it turned out not to be what the limit counts (a right password, a link that opens). */
  giveBack(): Promise<void>;
}

export interface RateLimits {
  /**
   * Counts one try at once, atomically in memory and in Redis, and refuses when it goes over the limit: tries sent
   * all at the same moment are counted one by one before any of them reaches the slow check (a password hash, a
   * link's password), so no more of them are checked than the limit allows.
   */
  take(name: RateLimitName, key: string): Promise<CountedTry>;
  /** Counts one try the same way but never refuses: the caller decides what its count asks for (a captcha). */
  count(name: RateLimitName, key: string): Promise<CountedTry>;
  /** Refuses when the counter is spent, without counting (sign-in checks before it knows the outcome). */
  check(name: RateLimitName, key: string): Promise<void>;
  /** Counts one try and refuses when it goes over the limit. */
  hit(name: RateLimitName, key: string): Promise<void>;
  /** Forgets the counter (a successful sign-in clears its account's failures). */
  clear(name: RateLimitName, key: string): Promise<void>;
}

function refusal(name: RateLimitName, waitMs: number): ApiError {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return new ApiError(
    `${WHAT[name]}: try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
    'RATE_LIMITED',
    { retryAfterSeconds: Math.ceil(waitMs / 1000) },
  );
}

/** Counters in Redis when the API has one (shared by every API process), in this process's memory otherwise. */
export function createRateLimits(redis?: Redis, keyPrefix = 'placement:rl'): RateLimits {
  const limiters = new Map<RateLimitName, RateLimiterAbstract>();
  for (const [name, limit] of Object.entries(RATE_LIMITS) as Array<
    [RateLimitName, { points: number; duration: number }]
  >) {
    const options = { ...limit, keyPrefix: `${keyPrefix}:${name}` };
    limiters.set(
      name,
      redis ? new RateLimiterRedis({ ...options, storeClient: redis }) : new RateLimiterMemory(options),
    );
  }
  const limiter = (name: RateLimitName) => limiters.get(name)!;
  const counted = (name: RateLimitName, key: string, count: number): CountedTry => ({
    count,
    giveBack: async () => {
      await limiter(name).reward(key, 1);
    },
  });
  return {
    async take(name, key) {
      try {
        return counted(name, key, (await limiter(name).consume(key)).consumedPoints);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        // A refused try was never checked: it does not count, so a try given back lets the next one in.
        await limiter(name).reward(key, 1);
        throw refusal(name, error.msBeforeNext);
      }
    },
    async count(name, key) {
      try {
        return counted(name, key, (await limiter(name).consume(key)).consumedPoints);
      } catch (error) {
        if (error instanceof RateLimiterRes) return counted(name, key, error.consumedPoints);
        throw error;
      }
    },
    async check(name, key) {
      const state = await limiter(name).get(key);
      if (state && state.consumedPoints >= RATE_LIMITS[name].points) throw refusal(name, state.msBeforeNext);
    },
    async hit(name, key) {
      try {
        await limiter(name).consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw refusal(name, error.msBeforeNext);
        throw error;
      }
    },
    async clear(name, key) {
      await limiter(name).delete(key);
    },
  };
}
