import { readEnvironment, setting } from '@placement/domain';
import { z } from 'zod';

/**
 * Every setting the API process reads, checked once at start (docs/deployment.md lists them). Unset means the
 * embedded default: PGlite, in-process render jobs, mail to the outbox folder.
 */
export const apiEnvironmentSchema = z.object({
  NODE_ENV: setting.oneOf(['production', 'development', 'test']),
  PORT: setting.whole(1, 65_535),
  HOST: setting.text(),
  DATA_DIR: setting.text(),
  WEB_DIR: setting.text(),
  DATABASE_URL: setting.url(['postgres:', 'postgresql:']),
  REDIS_URL: setting.url(['redis:', 'rediss:']),
  RENDER_QUEUE_PREFIX: setting.text(),
  RENDER_OUTPUT_DIR: setting.text(),
  RENDER_THREADS: setting.whole(1, 64),
  EMPLOYEE_SHARING: setting.oneOf(['prospects', 'partners']),
  AUTH_SECRET: setting.text(),
  SMTP_URL: setting.url(['smtp:', 'smtps:']),
  MAIL_FROM: setting.text(),
  PUBLIC_URL: setting.url(['http:', 'https:']),
  CAPTCHA_MAX_NUMBER: setting.whole(1),
  GOOGLE_CLIENT_ID: setting.text(),
  /** Google's by default; set to sign in through another OpenID Connect provider (googleProvider). */
  GOOGLE_ISSUER: setting.text(),
  GOOGLE_JWKS_URL: setting.url(['https:', 'http:']),
  GOOGLE_AUTHORIZATION_URL: setting.url(['https:', 'http:']),
  TOKEN_IDLE_MINUTES: setting.whole(1),
  TOKEN_MAX_DAYS: setting.whole(1),
  /** Without it /metrics answers 404: the metrics are off rather than public. */
  METRICS_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(16, { error: 'must be at least 16 characters (a long random token)' }).optional(),
  ),
});

export type ApiEnvironment = z.output<typeof apiEnvironmentSchema>;

/** The API's settings from `source` (process.env); throws EnvironmentError naming each wrong variable. */
export const readApiEnvironment = (source: Record<string, string | undefined> = process.env) =>
  readEnvironment(apiEnvironmentSchema, source);
