import { Injectable, Logger } from '@nestjs/common';
import { SecretSealer } from '../../../platform/crypto/secret-sealer.js';
import { FileStore } from '../../../platform/files/file-store.port.js';
import type { JobContext } from '../../../platform/jobs/job-queue.port.js';
import type { MailSecrets, MailTemplateName, MailTemplates, OutgoingMail } from '../../domain/mail.js';
import { Mailer } from '../mailer.port.js';
import { OutboxRelayOptions, type DeliverMailJob } from '../outbox-relay.service.js';
import { OutboxRepository, type OutboxRow } from '../outbox-repository.port.js';
import { renderMail } from '../rendering/render-mail.js';

/** Another worker holds the row right now: try again later. */
export class MailBusyError extends Error {
  constructor(id: string) {
    super(`Outbox mail ${id} is being sent by another worker`);
  }
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
 * The mail job: claims the outbox row, renders it in the recipient's language, sends it and
 * marks it sent. A row already sent is skipped, so a repeated job sends nothing twice; only a
 * crash between the SMTP server's acceptance and the mark can repeat one mail (same Message-ID).
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
  ) {}

  async handle({ outboxId }: DeliverMailJob, { finalAttempt }: JobContext): Promise<void> {
    const claim = await this.outbox.claim(outboxId, this.options.leaseMs);
    if (claim.kind === 'done') return;
    if (claim.kind === 'busy') throw new MailBusyError(outboxId);
    try {
      await this.mailer.send(await this.compose(claim.row));
      await this.outbox.markSent(outboxId);
      for (const attachment of claim.row.attachments) await this.files.delete(attachment.fileKey).catch(() => undefined);
    } catch (error) {
      const message = (error as Error).message;
      const forGood = finalAttempt && !(error instanceof AttachmentUnavailableError);
      this.logger.warn(`Mail ${outboxId} (${claim.row.template}) not sent${forGood ? ' for good' : ', will retry'}: ${message}`);
      await this.outbox.release(outboxId, message, forGood).catch(() => undefined);
      throw error;
    }
  }

  private async compose(row: OutboxRow): Promise<OutgoingMail> {
    const secrets = row.sealedParams ? this.sealer.open<MailSecrets>(row.sealedParams) : {};
    const rendered = renderMail(
      row.template as MailTemplateName,
      row.language,
      row.params as MailTemplates[MailTemplateName],
      secrets,
    );
    const attachments = [];
    for (const attachment of row.attachments) {
      attachments.push({ filename: attachment.filename, contentType: attachment.contentType, content: await this.read(attachment.fileKey) });
    }
    return { messageId: `<${row.id}@mercato.mail>`, to: row.recipient, ...rendered, attachments };
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
