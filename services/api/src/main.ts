import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { EnvironmentError } from '@placement/domain';
import { readApiEnvironment, type ApiEnvironment } from './environment';

// Every setting is checked before anything starts: a wrong one stops here, naming the variable.
let environment: ApiEnvironment;
try {
  environment = readApiEnvironment();
} catch (error) {
  if (!(error instanceof EnvironmentError)) throw error;
  process.stderr.write(`\n${error.message}\n\n`);
  process.exit(1);
}
// The rest of the product is loaded once the settings are known to be right: a wrong one is told at once,
// rather than after seconds of loading.
const [
  { buildApp, DEFAULT_MAIL_FROM },
  { Redis },
  { DEFAULT_TOKEN_LIFETIME },
  { sweepOrphanFiles },
  { createRateLimits },
  { loadServerSecret },
  { createOutboxMailer },
  { createSmtpMailer },
  { DataFolderInUse },
  { EmbeddedDatabaseUnreadable },
  { dataDir, openDatabase },
  { DEMO_PASSWORD, DEMO_USERS, isDatabaseEmpty, seedDemo },
  { googleProvider },
] = await Promise.all([
  import('./app'),
  import('ioredis'),
  import('./auth/tokens'),
  import('./files/sweepOrphanFiles'),
  import('./limits/rateLimits'),
  import('./auth/serverSecret'),
  import('./mail/createOutboxMailer'),
  import('./mail/createSmtpMailer'),
  import('./db/embedded/lockDataFolder'),
  import('./db/embedded/openEmbeddedDatabase'),
  import('./openDatabase'),
  import('./seed/seedDemo'),
  import('./modules/socialSignIn/identityProvider'),
]);
const port = environment.PORT ?? 4000;
const host = environment.HOST ?? '0.0.0.0';
const address = `http://localhost:${port}`;
// `pnpm start` builds the web app first; the API serves it on this same port (WEB_DIR overrides where it is).
const webDir = resolve(environment.WEB_DIR ?? join(import.meta.dirname, '../../../apps/web/dist'));
const servesWebApp = existsSync(join(webDir, 'index.html'));

const dataFolder = dataDir(environment);
const filesDir = join(dataFolder, 'files');
// A new embedded database starts with the demo data so the app can be tried at once (seeded before it is moved
// into place, so a first start stopped half way seeds again rather than leaving half the demo).
let db: Awaited<ReturnType<typeof openDatabase>>;
try {
  db = await openDatabase(environment, { seedNew: (created) => seedDemo(created, { filesDir }) });
} catch (error) {
  if (!(error instanceof DataFolderInUse || error instanceof EmbeddedDatabaseUnreadable)) throw error;
  process.stderr.write(`\n${error.message}\n\n`);
  process.exit(1);
}
if (!environment.DATABASE_URL && (await isDatabaseEmpty(db))) await seedDemo(db, { filesDir });
const swept = await sweepOrphanFiles(db, filesDir);

// With Redis every API process shares the rate-limit counters; readiness checks it answers.
const redis = environment.REDIS_URL
  ? new Redis(environment.REDIS_URL, { enableOfflineQueue: false })
  : undefined;
let redisDown = false;
// ioredis reconnects by itself; one line when it goes away (readiness answers 503 meanwhile), one when back.
redis?.on('error', (error: Error) => {
  if (redisDown) return;
  redisDown = true;
  process.stderr.write(`Redis does not answer (${error.message}); retrying\n`);
});
redis?.on('ready', () => (redisDown = false));

const google = googleProvider(environment);
const app = await buildApp({
  db,
  config: {
    filesDir,
    employeeSharing: environment.EMPLOYEE_SHARING === 'partners' ? 'partners' : 'prospects',
    production: environment.NODE_ENV === 'production',
    secret: await loadServerSecret(dataFolder, environment),
    mailer: environment.SMTP_URL
      ? createSmtpMailer(environment.SMTP_URL, environment.MAIL_FROM ?? DEFAULT_MAIL_FROM)
      : createOutboxMailer(join(dataFolder, 'outbox'), environment.MAIL_FROM ?? DEFAULT_MAIL_FROM),
    // Links in e-mails open the served app (`pnpm start`), or Vite's under `pnpm dev`, unless PUBLIC_URL says.
    ...(environment.PUBLIC_URL
      ? { publicUrl: environment.PUBLIC_URL }
      : servesWebApp && environment.NODE_ENV === 'production'
        ? { publicUrl: address }
        : {}),
    ...(environment.CAPTCHA_MAX_NUMBER ? { captchaMaxNumber: environment.CAPTCHA_MAX_NUMBER } : {}),
    oauth: google ? { google } : {},
    // With Redis every API process shares the counters; otherwise each keeps its own in memory.
    rateLimits: createRateLimits(redis),
    ...(redis ? { redis } : {}),
    ...(environment.REDIS_URL
      ? { renderQueue: { redisUrl: environment.REDIS_URL, prefix: environment.RENDER_QUEUE_PREFIX } }
      : {}),
    ...(environment.RENDER_OUTPUT_DIR ? { renderOutputDir: environment.RENDER_OUTPUT_DIR } : {}),
    ...(environment.METRICS_TOKEN ? { metricsToken: environment.METRICS_TOKEN } : {}),
    tokenLifetime: {
      idleMinutes: environment.TOKEN_IDLE_MINUTES ?? DEFAULT_TOKEN_LIFETIME.idleMinutes,
      maxDays: environment.TOKEN_MAX_DAYS ?? DEFAULT_TOKEN_LIFETIME.maxDays,
    },
  },
  logger: true,
  ...(servesWebApp ? { webDir } : {}),
});
// Only names: they are random and carry no personal data.
if (swept.removed.length > 0)
  app.log.info({ files: swept.removed }, 'removed files left by a stopped process');
await app.listen({ port, host });
// The one line a new user needs: where to go and how to sign in (the demo accounts are public, see README).
process.stdout.write(
  servesWebApp
    ? `\nPlacement is ready: open ${address}\n` +
        (environment.DATABASE_URL ? '' : `Demo sign-in: ${DEMO_USERS.admin} / ${DEMO_PASSWORD}\n\n`)
    : `\nPlacement API is ready at ${address}/graphql (no built web app in ${webDir})\n\n`,
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
