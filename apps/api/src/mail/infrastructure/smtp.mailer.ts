import type { OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import nodemailer, { type Transporter } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import { Mailer } from '../application/mailer.port.js';
import type { OutgoingMail } from '../domain/mail.js';
import { messageBytes } from './mime-bytes.js';

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

/**
 * The random part of a mail's multipart boundaries (`--_NmP-<this>-Part_<n>`), drawn once per
 * mail. Left to itself nodemailer draws one from the system's random source for every node of
 * the MIME tree (four or five per order mail, each a call into OpenSSL) and uses the root's only;
 * `randomUUID` serves from a buffered batch. 16 hex digits as nodemailer's own (60 random bits:
 * the UUID's version digit is fixed), as unlikely to turn up in a body as nodemailer's own.
 */
function boundary(): string {
  return randomUUID().replaceAll('-', '').slice(0, 16);
}

/** What the SMTP pool reads of a queued mail (smtp-pool/index.js, pool-resource.js). */
interface RawMail {
  readonly data: Record<string, never>;
  readonly message: {
    getEnvelope(): { from: string | false; to: string[] };
    messageId(): string;
    getHeader(key: string): string | undefined;
    createReadStream(): Readable;
  };
}

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
   * bytes and the envelope are the same as `sendMail` would make of these fields. The compiled tree
   * is written in one synchronous pass (`messageBytes`: the same bytes as nodemailer's streamed
   * `build()`, without its streams).
   *
   * The raw message goes straight to the pool's queue (`transporter.send`, the transport's own
   * entry point that `sendMail` ends in) rather than through `sendMail`: for a raw message
   * `sendMail` only wraps the finished bytes again (a second MIME tree with its boundary and
   * Message-ID drawn from the random source, the compile and stream plugin passes, and a stream
   * pipeline per send whose cleanup builds a DOMException), about a tenth of the worker's busy time
   * in a profile of the order loop's bench. The pool still owns the connections, their reuse and the
   * requeueing of a message no byte of which was sent (it asks `createReadStream` again). Of what
   * `sendMail` adds, nothing applies here: the transport is made from `SMTP_URL` alone, which
   * carries no DKIM keys and adds no plugins.
   */
  async send(mail: OutgoingMail): Promise<void> {
    const message = new MailComposer({
      from: this.from,
      ...mail,
      attachments: [...mail.attachments],
      textEncoding: TEXT_ENCODING,
      baseBoundary: boundary(),
    }).compile();
    const raw = await messageBytes(message);
    const envelope = message.getEnvelope();
    const messageId = message.messageId();
    const queued: RawMail = {
      data: {},
      message: {
        // The pool adds its options to the envelope it is given: a fresh one per attempt.
        getEnvelope: () => ({ from: envelope.from, to: [...envelope.to] }),
        messageId: () => messageId,
        getHeader: (key: string) => (key.toLowerCase() === 'message-id' ? messageId : undefined),
        createReadStream: () => Readable.from([raw], { objectMode: false }),
      },
    };
    await new Promise<void>((sent, failed) => this.transport.transporter.send(queued as never, (error) => (error ? failed(error) : sent())));
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
