import type { OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import { Mailer } from '../application/mailer.port.js';
import type { OutgoingMail } from '../domain/mail.js';

/** nodemailer waits minutes by default; a stuck server must fail the job soon so it is retried. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
/** The worker's shutdown deadline must outlast them (k8s test). */
export const SMTP_TIMEOUTS_MS: Readonly<typeof TIMEOUTS> = TIMEOUTS;

/**
 * Text parts (and encoded header words) always in quoted-printable. Left to itself nodemailer
 * picks quoted-printable or base64 per text by counting its Latin and other characters, a scan
 * it runs several times per part (about a fifth of building an order mail); our mails are Latin
 * text in fr, de and it, for which it picks quoted-printable anyway (the same bytes). A text of
 * mostly other characters (a feedback message in another script) goes out in quoted-printable
 * too: valid MIME, only larger than base64.
 */
const TEXT_ENCODING = 'quoted-printable';

/** Sends through the SMTP server of `SMTP_URL`, failing fast so the job is retried later. */
export class SmtpMailer extends Mailer implements OnApplicationShutdown {
  private readonly transport: Transporter;

  constructor(smtpUrl: string, private readonly from: string) {
    super();
    const url = new URL(smtpUrl);
    for (const [option, ms] of Object.entries(TIMEOUTS)) {
      if (!url.searchParams.has(option)) url.searchParams.set(option, String(ms));
    }
    // A few kept-open connections instead of a new SMTP conversation (TCP, greeting, EHLO, TLS,
    // AUTH) per mail: an order sends one mail per wholesaler plus a confirmation.
    if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
    this.transport = nodemailer.createTransport(url.toString());
  }

  /**
   * The message is built into one buffer first and handed over raw: streamed part by part,
   * nodemailer writes each MIME chunk to the socket on its own (dozens of system calls per mail,
   * most of the worker's time under load); raw, the message goes out in one or two writes. The
   * bytes and the envelope are the same as `sendMail` would make of these fields.
   */
  async send(mail: OutgoingMail): Promise<void> {
    const message = new MailComposer({ from: this.from, ...mail, attachments: [...mail.attachments], textEncoding: TEXT_ENCODING }).compile();
    const raw = await message.build();
    await this.transport.sendMail({ envelope: message.getEnvelope(), raw });
  }

  /**
   * The pool's open connections end with the app, after the mail worker has stopped (Nest calls
   * this last): otherwise they stay open until the SMTP server drops them, and a server being
   * shut down (a test's catcher, a relay on restart) waits for them.
   */
  onApplicationShutdown(): void {
    this.close();
  }

  close(): void {
    this.transport.close();
  }
}
