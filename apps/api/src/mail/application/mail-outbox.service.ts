import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { SecretSealer } from '../../platform/crypto/secret-sealer.js';
import type { MailRequest, MailTemplateName } from '../domain/mail.js';
import { OutboxRelay } from './outbox-relay.service.js';
import { OutboxRepository } from './outbox-repository.port.js';

/**
 * The one way a use case sends mail: the mail is written in the use case's own transaction,
 * and queued only after it commits (handed over by id, without reading the outbox again). A
 * rolled-back change sends nothing; a committed one always ends in a delivered mail.
 */
@Injectable()
export class MailOutbox {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly outbox: OutboxRepository,
    private readonly relay: OutboxRelay,
    private readonly sealer: SecretSealer,
  ) {}

  async record<T extends MailTemplateName>(request: MailRequest<T>): Promise<string> {
    const id = randomUUID();
    await this.outbox.add({
      id,
      template: request.template,
      recipient: request.to,
      language: request.language,
      params: request.params as Record<string, unknown>,
      sealedParams: request.secrets ? this.sealer.seal(request.secrets) : null,
      attachments: request.attachments ?? [],
    });
    this.uow.afterCommit(() => this.relay.handOver([id]));
    return id;
  }

  /**
   * Several mails in one go (one statement), e.g. an order's purchase orders and its
   * confirmation; answers their ids in the same order. `ids` (from `newId`) lets the caller
   * name the mails before they are written.
   */
  async recordAll(requests: ReadonlyArray<MailRequest<MailTemplateName>>, ids?: readonly string[]): Promise<string[]> {
    const rows = requests.map((request, i) => ({
      id: ids?.[i] ?? randomUUID(),
      template: request.template,
      recipient: request.to,
      language: request.language,
      params: request.params as Record<string, unknown>,
      sealedParams: request.secrets ? this.sealer.seal(request.secrets) : null,
      attachments: request.attachments ?? [],
    }));
    await this.outbox.addAll(rows);
    const written = rows.map((r) => r.id);
    if (written.length) this.uow.afterCommit(() => this.relay.handOver(written));
    return written;
  }

  /** An id for a mail recorded later in this transaction (`recordAll`), so other rows can name it first. */
  newId(): string {
    return randomUUID();
  }

  /** Which of these mails (ids `record` answered) failed for good (refused, or unsent for 72 hours). */
  undeliverable(ids: readonly string[]): Promise<Set<string>> {
    return this.outbox.failedAmong(ids);
  }

  /** Which of these mails (ids `record` answered) were delivered. */
  delivered(ids: readonly string[]): Promise<Set<string>> {
    return this.outbox.sentAmong(ids);
  }
}
