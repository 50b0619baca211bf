import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The mails in the product's outbox folder (oldest first), each as its raw .eml text. */
export async function outboxMails(outboxDir: string): Promise<string[]> {
  const names = (await readdir(outboxDir).catch(() => [] as string[])).filter((name) =>
    name.endsWith('.eml'),
  );
  return Promise.all(names.sort().map((name) => readFile(join(outboxDir, name), 'utf8')));
}

/** Waits (up to 15 s: the machine may be loaded) for a new mail to `to` after the first `after` mails. */
export async function waitForMail(outboxDir: string, to: string, after: number): Promise<string> {
  const recipient = new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'im');
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const mail = (await outboxMails(outboxDir)).slice(after).find((text) => recipient.test(text));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} in ${outboxDir}`);
}

/** The link in a mail's body, with quoted-printable soft line breaks undone. */
export function linkIn(mail: string): URL {
  const body = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/\S+/.exec(body.slice(body.indexOf('\n\n')));
  if (!match) throw new Error(`no link in ${mail}`);
  return new URL(match[0]);
}
