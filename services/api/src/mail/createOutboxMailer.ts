import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer } from './Mailer';

/**
 * The embedded default: each message becomes an RFC 5322 `.eml` file in the outbox folder (open it with any
 * mail client), built by nodemailer so headers and encodings are right. Nothing leaves the machine.
 */
export function createOutboxMailer(outboxDir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      // Time first so a folder listing reads in sending order.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(join(outboxDir, name), info.message as Buffer, { mode: 0o600 });
    },
  };
}
