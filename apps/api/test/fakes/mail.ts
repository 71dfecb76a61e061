import { MailOutbox } from '../../src/mail/application/mail-outbox.service.js';
import { OutboxRelay, OutboxRelayOptions } from '../../src/mail/application/outbox-relay.service.js';
import { OutboxRepository, type ClaimResult, type OutboxMailView, type OutboxRow, type RelayItem } from '../../src/mail/application/outbox-repository.port.js';
import type { MailSecrets, MailTemplateName } from '../../src/mail/domain/mail.js';
import { SecretSealer } from '../../src/platform/crypto/secret-sealer.js';
import { RecordingJobQueue, Rows, type InMemoryUnitOfWork } from './platform.js';

type StoredRow = OutboxRow & { status: 'pending' | 'sent' | 'failed'; enqueued: boolean };

/** The mail outbox table in memory. */
export class InMemoryOutboxRepository extends OutboxRepository {
  readonly rows = new Rows<StoredRow>();

  async add(row: Omit<OutboxRow, 'attempts' | 'retryWindowStartedAt'>): Promise<void> {
    this.rows.items.push({ ...row, attempts: 0, retryWindowStartedAt: new Date(), status: 'pending', enqueued: false });
  }

  async listToRelay({ limit }: { enqueuedBefore: Date; claimedBefore: Date; limit: number }): Promise<RelayItem[]> {
    return this.rows.items
      .filter((r) => r.status === 'pending' && !r.enqueued)
      .slice(0, limit)
      .map((r) => ({ id: r.id, stalled: false, attempts: r.attempts }));
  }

  async markEnqueued(items: ReadonlyArray<{ readonly id: string; readonly attempts: number }>): Promise<void> {
    for (const row of this.rows.items) if (items.some((i) => i.id === row.id && i.attempts === row.attempts)) row.enqueued = true;
  }

  async claim(id: string): Promise<ClaimResult> {
    const row = this.rows.items.find((r) => r.id === id);
    return row && row.status === 'pending' ? { kind: 'claimed', row } : { kind: 'done' };
  }

  async markSent(id: string): Promise<void> {
    const row = this.rows.items.find((r) => r.id === id);
    if (row) row.status = 'sent';
  }

  async release(): Promise<void> {}

  async listTroubled(): Promise<OutboxMailView[]> {
    return [];
  }

  async resend(): Promise<boolean> {
    return false;
  }

  async failedAmong(ids: readonly string[]): Promise<Set<string>> {
    return new Set(this.rows.items.filter((r) => r.status === 'failed' && ids.includes(r.id)).map((r) => r.id));
  }

  async sentAmong(ids: readonly string[]): Promise<Set<string>> {
    return new Set(this.rows.items.filter((r) => r.status === 'sent' && ids.includes(r.id)).map((r) => r.id));
  }
}

/**
 * The real MailOutbox and relay over an in-memory outbox and a recording queue: a use case's
 * mails are rows written in its unit of work and handed to the queue after commit.
 */
export function inMemoryMail(uow: InMemoryUnitOfWork) {
  const outbox = new InMemoryOutboxRepository();
  const queue = new RecordingJobQueue();
  const sealer = new SecretSealer('use-case-tests-session-secret-0123456789');
  const relay = new OutboxRelay(outbox, queue, Object.assign(new OutboxRelayOptions(), { sweep: false }));
  uow.track(outbox.rows);
  const mails = (template?: MailTemplateName) => outbox.rows.items.filter((row) => !template || row.template === template);
  return {
    mail: new MailOutbox(uow, outbox, relay, sealer),
    outbox,
    queue,
    mails,
    /** The code sealed into the last code mail to `email`. */
    codeSentTo(email: string): string {
      const row = mails('verification_code').filter((r) => r.recipient === email).at(-1);
      if (!row?.sealedParams) throw new Error(`No code mail to ${email}`);
      return sealer.open<MailSecrets>(row.sealedParams).code!;
    },
    /** Lets the relay's hand-over (started after commit) finish. */
    settled: async () => {
      await relay.handedOver();
      await relay.flush(false);
    },
  };
}
