import { Injectable, Logger, Optional } from '@nestjs/common';
import { SecretSealer } from '../../../platform/crypto/secret-sealer.js';
import { FileStore } from '../../../platform/files/file-store.port.js';
import type { JobContext } from '../../../platform/jobs/job-queue.port.js';
import type { MailSecrets, MailTemplateName, MailTemplates, OutgoingMail } from '../../domain/mail.js';
import { MailDeliveryHooks } from '../mail-delivery-hooks.js';
import { Mailer } from '../mailer.port.js';
import { OutboxRelayOptions, outboxIdsOf, type DeliverMailJob } from '../outbox-relay.service.js';
import { OutboxRepository, type OutboxRow, type Setback } from '../outbox-repository.port.js';
import { renderMail } from '../rendering/render-mail.js';

/** Another worker holds the rows right now: try again later. */
export class MailBusyError extends Error {
  constructor(ids: readonly string[]) {
    super(`Outbox mail ${ids.join(', ')} ${ids.length === 1 ? 'is' : 'are'} being sent by another worker`);
  }
}

/** An SMTP answer in the 5xx range: the server will never take this mail (unknown mailbox, refused). */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * What becomes of a mail after a failed try (DESIGN.md): a permanent refusal fails it; a
 * transient failure is tried again after 2 s, 4 s, 8 s ... at most 15 minutes apart, for 72
 * hours since its first try (or since staff sent it again); then it fails.
 */
export function setbackAfter(error: unknown, row: Pick<OutboxRow, 'attempts' | 'retryWindowStartedAt'>, options: OutboxRelayOptions, now: Date): Setback {
  if (isPermanentRefusal(error)) return { kind: 'failed' };
  const delay = Math.min(options.retryCapMs, options.retryBaseMs * 2 ** Math.min(30, Math.max(0, row.attempts - 1)));
  const at = new Date(now.getTime() + delay);
  if (at.getTime() - row.retryWindowStartedAt.getTime() > options.giveUpAfterMs) return { kind: 'failed' };
  return { kind: 'retry', at };
}

/**
 * An attachment of the mail cannot be read right now (missing, unreadable, or shorter than
 * stored). The mail never goes out without it: the row goes back to pending, whatever the
 * job's attempt, and the relay hands it over again later.
 */
export class AttachmentUnavailableError extends Error {
  constructor(fileKey: string, reason: string) {
    super(`Attachment ${fileKey} cannot be read (${reason}); the mail waits for it`);
  }
}

/**
 * The mail job: claims its outbox rows (one statement), renders each in its recipient's
 * language, sends them one after the other over the pooled SMTP connections and marks the sent
 * ones sent (one statement). Rows already sent are skipped, so a repeated job sends nothing
 * twice; only a crash between the SMTP server's acceptance and the mark can repeat mails (the
 * job's, same Message-IDs). Each row's failure is its own: it waits for its own retry, and the
 * other rows of the job go out and are marked sent.
 */
@Injectable()
export class DeliverOutboxMail {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly mailer: Mailer,
    private readonly files: FileStore,
    private readonly sealer: SecretSealer,
    private readonly options: OutboxRelayOptions,
    @Optional() private readonly hooks?: MailDeliveryHooks,
  ) {}

  /**
   * A failed send is recorded on its row (due again later, or failed for good) and the job
   * ends: the outbox, not the queue, owns the retries, so a retry survives a lost job, a
   * restart or an outage of any length, and the relay hands the row over again when due. The
   * job fails (and the queue tries it again) only for rows another worker holds, or a row whose
   * failure could not be recorded.
   */
  async handle(job: DeliverMailJob, _context: JobContext): Promise<void> {
    const { claimed, busy } = await this.outbox.claimAll(outboxIdsOf(job), this.options.leaseMs);
    const sent: OutboxRow[] = [];
    let unrecorded: unknown = null;
    for (const row of claimed) {
      try {
        await this.mailer.send(await this.compose(row));
        sent.push(row);
      } catch (error) {
        // If even this write fails, the claim's lease runs out and the relay hands the row over again.
        await this.setBack(row.id, row, error).catch((setbackError: unknown) => (unrecorded ??= setbackError));
      }
    }
    if (sent.length) {
      try {
        await this.outbox.markAllSent(sent.map((row) => row.id));
      } catch (error) {
        // As when one mail's mark failed: each is tried again (the receiving side sees the same Message-ID).
        for (const row of sent) await this.setBack(row.id, row, error).catch((setbackError: unknown) => (unrecorded ??= setbackError));
        if (unrecorded) throw unrecorded;
        return;
      }
      for (const row of sent) for (const attachment of row.attachments) await this.files.delete(attachment.fileKey).catch(() => undefined);
      await this.hooks?.deliveredAll(sent.map((row) => ({ template: row.template, mailId: row.id })));
    }
    if (unrecorded) throw unrecorded;
    if (busy.length) throw new MailBusyError(busy);
  }

  /** A failed send is recorded on the row: due again later, or failed for good. */
  private async setBack(outboxId: string, row: OutboxRow, error: unknown): Promise<void> {
    const message = (error as Error).message;
    // A missing attachment is never the mail server's refusal: the mail waits for it, whatever its age.
    const setback =
      error instanceof AttachmentUnavailableError
        ? setbackAfter(error, { ...row, retryWindowStartedAt: new Date() }, this.options, new Date())
        : setbackAfter(error, row, this.options, new Date());
    const next = setback.kind === 'failed' ? 'failed for good' : `will retry at ${setback.at.toISOString()}`;
    if (setback.kind === 'failed') this.logger.error(`Mail ${outboxId} (${row.template}) not sent, ${next}: ${message}`);
    else this.logger.warn(`Mail ${outboxId} (${row.template}) not sent, ${next}: ${message}`);
    // If even this write fails, the claim's lease runs out and the relay hands the row over again.
    await this.outbox.release(outboxId, message, setback);
  }

  private async compose(row: OutboxRow): Promise<OutgoingMail> {
    const secrets = row.sealedParams ? this.sealer.open<MailSecrets>(row.sealedParams) : {};
    const rendered = renderMail(
      row.template as MailTemplateName,
      row.language,
      row.params as MailTemplates[MailTemplateName],
      secrets,
    );
    const { attachments: generated, ...content } = rendered;
    const attachments = [...generated];
    for (const attachment of row.attachments) {
      attachments.push({ filename: attachment.filename, contentType: attachment.contentType, content: await this.read(attachment.fileKey) });
    }
    return { messageId: `<${row.id}@mercato.mail>`, to: row.recipient, ...content, attachments };
  }

  /** The whole file, or an AttachmentUnavailableError: never a partial one. */
  private async read(fileKey: string): Promise<Buffer> {
    let file;
    try {
      file = await this.files.get(fileKey);
    } catch (error) {
      throw new AttachmentUnavailableError(fileKey, (error as Error).message);
    }
    if (!file) throw new AttachmentUnavailableError(fileKey, 'missing');
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    } catch (error) {
      throw new AttachmentUnavailableError(fileKey, (error as Error).message);
    }
    const content = Buffer.concat(chunks);
    if (content.length !== file.size) throw new AttachmentUnavailableError(fileKey, `read ${content.length} of ${file.size} bytes`);
    return content;
  }
}
