import nodemailer from 'nodemailer';
import type { Mailer } from './Mailer';

/** SMTP by configuration (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
