import type { RenderJobLog } from '@placement/render';
import type { Redis } from 'ioredis';
import type { ApiMetrics } from './metrics/metrics';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PasswordHashing } from './auth/passwords';
import type { TokenLifetime, TokenOwner } from './auth/tokens';
import type { Database } from './db/Database';
import type { IdentityProvider } from './modules/socialSignIn/identityProvider';
import type { RateLimits } from './limits/rateLimits';
import type { Mailer } from './mail/Mailer';
import type { TenantScope } from './tenancy/TenantScope';
import type { EmployeeSharing } from './tenancy/TenantScope';

export interface ApiConfig {
  /** Folder for uploaded photos and other private files. */
  filesDir: string;
  passwordHashing: PasswordHashing;
  employeeSharing: EmployeeSharing;
  production: boolean;
  /** Signs reset/verification links and captcha challenges (AUTH_SECRET, or generated in the data folder). */
  secret: string;
  /** The outbox folder by default, SMTP by configuration. */
  mailer: Mailer;
  /** The web app's address, for links in e-mails (PUBLIC_URL). */
  publicUrl: string;
  /** ALTCHA proof-of-work complexity: the largest number a client may have to try. */
  captchaMaxNumber: number;
  /** Identity sign-in: Google (or another OpenID Connect provider) when configured; absent answers "not configured". */
  oauth: { google?: IdentityProvider };
  /** Idle and absolute lifetime of sign-ins (TOKEN_IDLE_MINUTES, TOKEN_MAX_DAYS). */
  tokenLifetime: TokenLifetime;
  /** Counters of sign-in failures, registrations, resets, status lookups and wrong links. */
  rateLimits: RateLimits;
  /** The shared Redis (REDIS_URL): readiness checks it answers. Absent on the embedded default. */
  redis?: Redis;
  /**
   * Render jobs go to BullMQ on this Redis (REDIS_URL) under RENDER_QUEUE_PREFIX, for workers elsewhere.
   * Absent on the embedded default: this process runs them itself.
   */
  renderQueue?: { redisUrl: string; prefix?: string };
  /** RENDER_OUTPUT_DIR: where finished prints live when not in renders/ of the files folder. */
  renderOutputDir?: string;
  /** The in-process render queue's job lines, through the app's logger (set by buildApp when it logs). */
  renderJobLog?: RenderJobLog;
  /** Prometheus metrics of this app (made by buildApp). */
  metrics?: ApiMetrics;
  /** Bearer token /metrics asks for (METRICS_TOKEN); without one /metrics answers 404. */
  metricsToken?: string;
}

/** A signed-in caller: the user, its company and role names. */
export type SignedInUser = TokenOwner;

/** What every resolver receives (merged into Mercurius' own context). */
export interface ApiContext {
  db: Database;
  config: ApiConfig;
  token: string | null;
  user: SignedInUser | null;
  /** Null for anonymous callers; resolvers behind a role always have one. */
  scope: TenantScope | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The context of an operation that passed its role check: user and scope are present. */
export interface SignedInContext extends ApiContext {
  user: SignedInUser;
  scope: TenantScope;
}
