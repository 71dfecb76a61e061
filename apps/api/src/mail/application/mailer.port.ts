import type { OutgoingMail } from '../domain/mail.js';

/** Hands a rendered mail to the world: SMTP, or the dev outbox folder. */
export abstract class Mailer {
  abstract send(mail: OutgoingMail): Promise<void>;
}
