import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp, DEFAULT_MAIL_FROM } from './app';
import { Redis } from 'ioredis';
import { DEFAULT_TOKEN_LIFETIME } from './auth/tokens';
import { sweepOrphanFiles } from './files/sweepOrphanFiles';
import { createRateLimits } from './limits/rateLimits';
import { loadServerSecret } from './auth/serverSecret';
import { createOutboxMailer } from './mail/createOutboxMailer';
import { createSmtpMailer } from './mail/createSmtpMailer';
import { DataFolderInUse } from './db/embedded/lockDataFolder';
import { EmbeddedDatabaseUnreadable } from './db/embedded/openEmbeddedDatabase';
import { dataDir, openDatabase } from './openDatabase';
import { DEMO_PASSWORD, DEMO_USERS, isDatabaseEmpty, seedDemo } from './seed/seedDemo';

const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? '0.0.0.0';
const address = `http://localhost:${port}`;
// `pnpm start` builds the web app first; the API serves it on this same port (WEB_DIR overrides where it is).
const webDir = resolve(process.env.WEB_DIR ?? join(import.meta.dirname, '../../../apps/web/dist'));
const servesWebApp = existsSync(join(webDir, 'index.html'));

/** A whole positive number from the environment, or the default; a bad value stops the start with a clear line. */
function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a whole number above 0, not "${raw}"`);
  return value;
}

const filesDir = join(dataDir(), 'files');
// A new embedded database starts with the demo data so the app can be tried at once (seeded before it is moved
// into place, so a first start stopped half way seeds again rather than leaving half the demo).
let db: Awaited<ReturnType<typeof openDatabase>>;
try {
  db = await openDatabase({ seedNew: (created) => seedDemo(created, { filesDir }) });
} catch (error) {
  if (!(error instanceof DataFolderInUse || error instanceof EmbeddedDatabaseUnreadable)) throw error;
  process.stderr.write(`\n${error.message}\n\n`);
  process.exit(1);
}
if (!process.env.DATABASE_URL && (await isDatabaseEmpty(db))) await seedDemo(db, { filesDir });
const swept = await sweepOrphanFiles(db, filesDir);

const app = await buildApp({
  db,
  config: {
    filesDir,
    employeeSharing: process.env.EMPLOYEE_SHARING === 'partners' ? 'partners' : 'prospects',
    secret: await loadServerSecret(dataDir()),
    mailer: process.env.SMTP_URL
      ? createSmtpMailer(process.env.SMTP_URL, process.env.MAIL_FROM ?? DEFAULT_MAIL_FROM)
      : createOutboxMailer(join(dataDir(), 'outbox'), process.env.MAIL_FROM ?? DEFAULT_MAIL_FROM),
    // Links in e-mails open the served app (`pnpm start`), or Vite's under `pnpm dev`, unless PUBLIC_URL says.
    ...(process.env.PUBLIC_URL
      ? { publicUrl: process.env.PUBLIC_URL }
      : servesWebApp && process.env.NODE_ENV === 'production'
        ? { publicUrl: address }
        : {}),
    ...(process.env.CAPTCHA_MAX_NUMBER ? { captchaMaxNumber: Number(process.env.CAPTCHA_MAX_NUMBER) } : {}),
    oauth: { googleClientId: process.env.GOOGLE_CLIENT_ID, facebookAppId: process.env.FACEBOOK_APP_ID },
    // With Redis every API process shares the counters; otherwise each keeps its own in memory.
    rateLimits: createRateLimits(
      process.env.REDIS_URL ? new Redis(process.env.REDIS_URL, { enableOfflineQueue: false }) : undefined,
    ),
    tokenLifetime: {
      idleMinutes: positiveNumber('TOKEN_IDLE_MINUTES', DEFAULT_TOKEN_LIFETIME.idleMinutes),
      maxDays: positiveNumber('TOKEN_MAX_DAYS', DEFAULT_TOKEN_LIFETIME.maxDays),
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
        (process.env.DATABASE_URL ? '' : `Demo sign-in: ${DEMO_USERS.admin} / ${DEMO_PASSWORD}\n\n`)
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
