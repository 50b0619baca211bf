export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Where the API's e-mails go: the outbox folder by default, SMTP by configuration. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
