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
      this.logger.warn(`Mail ${outboxId} (${claim.row.template}) not sent${finalAttempt ? ' for good' : ', will retry'}: ${message}`);
      await this.outbox.release(outboxId, message, finalAttempt).catch(() => undefined);
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
      const file = await this.files.get(attachment.fileKey);
      if (!file) throw new Error(`Attachment ${attachment.fileKey} is missing`);
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) chunks.push(chunk as Buffer);
      attachments.push({ filename: attachment.filename, contentType: attachment.contentType, content: Buffer.concat(chunks) });
    }
    return { messageId: `<${row.id}@mercato.mail>`, to: row.recipient, ...rendered, attachments };
  }
}
