import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer } from './Mailer';

/**
 * The embedded default: each message becomes an RFC 5322 `.eml` file in the outbox folder (open it with any
 * mail client), built by nodemailer so headers and encodings are right. Nothing leaves the machine.
 *
 * A message is written beside the outbox first and moved in whole (a rename within one disk is atomic), so
 * whoever watches the outbox, a mail client or a test, never finds a message half written: one browser test
 * read a just-created file while it was still empty.
 */
export function createOutboxMailer(outboxDir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const partialDir = join(dirname(outboxDir), '.outbox-partial');
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      await mkdir(partialDir, { recursive: true, mode: 0o700 });
      // Time first so a folder listing reads in sending order.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(join(partialDir, name), info.message as Buffer, { mode: 0o600 });
      await rename(join(partialDir, name), join(outboxDir, name));
    },
  };
}
