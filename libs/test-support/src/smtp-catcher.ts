import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  readonly to: string[];
  readonly from: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly messageId: string | undefined;
  readonly attachments: ParsedMail['attachments'];
}

/**
 * A local SMTP server that keeps every mail it receives, so a test can read the code a user
 * got. `failNext` makes it refuse mails, to test retries.
 */
export class SmtpCatcher {
  readonly mails: CaughtMail[] = [];
  private refusing = 0;
  private refusingCode = 451;
  private readonly refusedRecipients = new Set<string>();
  private held: { arrived: () => void; release: Promise<void> } | null = null;
  private waiters: Array<() => void> = [];

  private constructor(private readonly server: SMTPServer, readonly port: number) {}

  static async start(): Promise<SmtpCatcher> {
    const holder: { catcher?: SmtpCatcher } = {};
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
      onRcptTo(address, _session, callback) {
        if (holder.catcher?.refusedRecipients.has(address.address.toLowerCase())) {
          return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
        }
        callback();
      },
      onData(stream, _session, callback) {
        const catcher = holder.catcher;
        if (catcher && catcher.refusing > 0) {
          catcher.refusing--;
          stream.resume();
          const responseCode = catcher.refusingCode;
          stream.on('end', () =>
            callback(Object.assign(new Error(responseCode >= 500 ? 'Message refused' : 'Mailbox busy, try later'), { responseCode })),
          );
          return;
        }
        const hold = catcher?.held;
        if (catcher && hold) catcher.held = null;
        simpleParser(stream)
          .then(async (mail) => {
            // A held mail is complete here, but not yet acknowledged (no 250 sent).
            hold?.arrived();
            await hold?.release;
            holder.catcher?.receive(mail);
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = ((server as unknown as { server: { address(): AddressInfo } }).server.address()).port;
    holder.catcher = new SmtpCatcher(server, port);
    return holder.catcher;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Refuses the next `count` mails, with a temporary error (451) unless told a permanent one (5xx). */
  failNext(count: number, responseCode = 451): void {
    this.refusing = count;
    this.refusingCode = responseCode;
  }

  /** Refuses every mail to `address` for good (550 No such mailbox), as for an unknown mailbox. */
  refuseRecipient(address: string): void {
    this.refusedRecipients.add(address.toLowerCase());
  }

  /**
   * Holds the next mail in the middle of its delivery: the whole message has arrived, but the
   * server waits with its answer (250) until `release()`, so the sender is "in the middle of
   * sending". Like a real server that has the message, it keeps it even if the sender goes away.
   */
  holdNext(): { arrived: Promise<void>; release: () => void } {
    let arrived!: () => void;
    let release!: () => void;
    const arrivedPromise = new Promise<void>((resolve) => (arrived = resolve));
    const releasePromise = new Promise<void>((resolve) => (release = resolve));
    this.held = { arrived, release: releasePromise };
    return { arrived: arrivedPromise, release };
  }

  private receive(mail: ParsedMail): void {
    const to = [mail.to].flat().flatMap((a) => (a ? a.value.map((v) => v.address ?? '') : []));
    this.mails.push({
      to,
      from: mail.from?.text ?? '',
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      html: typeof mail.html === 'string' ? mail.html : '',
      messageId: mail.messageId,
      attachments: mail.attachments,
    });
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** The mails to `address` (case-insensitive). */
  mailsTo(address: string): CaughtMail[] {
    return this.mails.filter((m) => m.to.some((t) => t.toLowerCase() === address.toLowerCase()));
  }

  /** Waits until `predicate` holds for the mails received, or fails after `timeoutMs`. */
  async waitFor(predicate: (mails: CaughtMail[]) => boolean, timeoutMs = 10_000): Promise<CaughtMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.mails)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`SMTP catcher: condition not met in ${timeoutMs} ms (${this.mails.length} mails received)`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 250));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.mails;
  }

  /** The six-digit code in the latest mail to `address`. */
  async codeFor(address: string, timeoutMs = 10_000): Promise<string> {
    await this.waitFor(() => this.mailsTo(address).length > 0, timeoutMs);
    const mail = this.mailsTo(address).at(-1)!;
    const code = /(?<!\d)(\d{6})(?!\d)/.exec(mail.text)?.[1];
    if (!code) throw new Error(`No six-digit code in the mail to ${address}: ${mail.subject}`);
    return code;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
