import { join } from 'node:path';
import { buildApp, DEFAULT_MAIL_FROM } from './app';
import { loadServerSecret } from './auth/serverSecret';
import { createOutboxMailer } from './mail/createOutboxMailer';
import { createSmtpMailer } from './mail/createSmtpMailer';
import { dataDir, openDatabase } from './openDatabase';
import { isDatabaseEmpty, seedDemo } from './seed/seedDemo';

const db = await openDatabase();
const filesDir = join(dataDir(), 'files');
// A fresh embedded database starts with the demo data so the app can be tried at once.
if (!process.env.DATABASE_URL && (await isDatabaseEmpty(db))) await seedDemo(db, { filesDir });

const app = await buildApp({
  db,
  config: {
    filesDir,
    employeeSharing: process.env.EMPLOYEE_SHARING === 'partners' ? 'partners' : 'prospects',
    secret: await loadServerSecret(dataDir()),
    mailer: process.env.SMTP_URL
      ? createSmtpMailer(process.env.SMTP_URL, process.env.MAIL_FROM ?? DEFAULT_MAIL_FROM)
      : createOutboxMailer(join(dataDir(), 'outbox'), process.env.MAIL_FROM ?? DEFAULT_MAIL_FROM),
    ...(process.env.PUBLIC_URL ? { publicUrl: process.env.PUBLIC_URL } : {}),
    ...(process.env.CAPTCHA_MAX_NUMBER ? { captchaMaxNumber: Number(process.env.CAPTCHA_MAX_NUMBER) } : {}),
    oauth: { googleClientId: process.env.GOOGLE_CLIENT_ID, facebookAppId: process.env.FACEBOOK_APP_ID },
  },
  logger: true,
});
await app.listen({ port: Number(process.env.PORT ?? 4000), host: process.env.HOST ?? '0.0.0.0' });

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
