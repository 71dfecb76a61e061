import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { OutboxRepository, type ClaimAllResult, type ClaimResult, type OutboxMailView, type OutboxRow, type RelayItem, type Setback } from '../application/outbox-repository.port.js';

interface OutboxRecord {
  id: string;
  template: string;
  recipient: string;
  language: string;
  params: Record<string, unknown>;
  sealed_params: string | null;
  attachments: OutboxRow['attachments'];
  attempts: number;
  retry_window_started_at: Date | null;
  created_at: Date;
}

@Injectable()
export class SqlOutboxRepository extends OutboxRepository {
  constructor(private readonly uow: UnitOfWork) {
    super();
  }

  async add(row: Omit<OutboxRow, 'attempts' | 'retryWindowStartedAt'>): Promise<void> {
    await this.uow.manager().query(
      `INSERT INTO mail_outbox (id, template, recipient, language, params, sealed_params, attachments)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7::jsonb)`,
      [row.id, row.template, row.recipient, row.language, JSON.stringify(row.params), row.sealedParams, JSON.stringify(row.attachments)],
    );
  }

  override async addAll(rows: ReadonlyArray<Omit<OutboxRow, 'attempts' | 'retryWindowStartedAt'>>): Promise<void> {
    if (!rows.length) return;
    // Prepared on the transaction's connection (an order's mails: once per order).
    await this.uow.preparedInTransaction(
      'mail_outbox_add_all',
      `INSERT INTO mail_outbox (id, template, recipient, language, params, sealed_params, attachments)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::jsonb[], $6::text[], $7::jsonb[])`,
      [
        rows.map((r) => r.id),
        rows.map((r) => r.template),
        rows.map((r) => r.recipient),
        rows.map((r) => r.language),
        rows.map((r) => JSON.stringify(r.params)),
        rows.map((r) => r.sealedParams),
        rows.map((r) => JSON.stringify(r.attachments)),
      ],
    );
  }

  async listToRelay(options: { enqueuedBefore: Date; claimedBefore: Date; limit: number }): Promise<RelayItem[]> {
    const rows: Array<{ id: string; status: string; attempts: number }> = await this.uow.manager().query(
      `SELECT id, status, attempts FROM mail_outbox
        WHERE (status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= now()) AND (enqueued_at IS NULL OR enqueued_at < $1))
           OR (status = 'sending' AND claimed_at < $2 AND (enqueued_at IS NULL OR enqueued_at < $2))
        ORDER BY created_at LIMIT $3`,
      [options.enqueuedBefore, options.claimedBefore, options.limit],
    );
    return rows.map((r) => ({ id: r.id, stalled: r.status === 'sending', attempts: r.attempts }));
  }

  async markEnqueued(items: ReadonlyArray<Pick<RelayItem, 'id' | 'attempts'>>): Promise<void> {
    if (!items.length) return;
    await this.uow.preparedWrite(
      'mail_outbox_enqueued',
      `UPDATE mail_outbox AS m SET enqueued_at = now()
         FROM unnest($1::uuid[], $2::int[]) AS t(id, attempts)
        WHERE m.id = t.id AND m.attempts = t.attempts`,
      [items.map((i) => i.id), items.map((i) => i.attempts)],
    );
  }

  async claim(id: string, leaseMs: number): Promise<ClaimResult> {
    const { claimed, busy } = await this.claimAll([id], leaseMs);
    if (claimed[0]) return { kind: 'claimed', row: claimed[0] };
    return busy.length ? { kind: 'busy' } : { kind: 'done' };
  }

  override async claimAll(ids: readonly string[], leaseMs: number): Promise<ClaimAllResult> {
    if (!ids.length) return { claimed: [], busy: [] };
    // Prepared (once per connection): a mail job runs this and `markAllSent` once per job. The
    // ids are sorted so that two claims of overlapping rows lock them in the same order.
    const records = await this.uow.preparedWrite<OutboxRecord>(
      'mail_outbox_claim_all',
      `UPDATE mail_outbox SET status = 'sending', claimed_at = now(), attempts = attempts + 1
        WHERE id = ANY($1::uuid[]) AND (status = 'pending' OR (status = 'sending' AND claimed_at < now() - make_interval(secs => $2)))
        RETURNING id, template, recipient, language, params, sealed_params, attachments, attempts, retry_window_started_at, created_at`,
      [[...ids].sort(), leaseMs / 1000],
    );
    const byId = new Map(records.map((record) => [record.id, record]));
    const claimed = ids.flatMap((id) => {
      const record = byId.get(id);
      return record ? [toRow(record)] : [];
    });
    if (claimed.length === ids.length) return { claimed, busy: [] };
    // Not taken: sent, failed or unknown (nothing to do), or held by another worker's lease.
    const rest = ids.filter((id) => !byId.has(id));
    const sending: Array<{ id: string }> = await this.uow.manager().query(`SELECT id FROM mail_outbox WHERE id = ANY($1::uuid[]) AND status = 'sending'`, [rest]);
    return { claimed, busy: sending.map((r) => r.id) };
  }

  async markSent(id: string): Promise<void> {
    await this.markAllSent([id]);
  }

  override async markAllSent(ids: readonly string[]): Promise<void> {
    if (!ids.length) return;
    await this.uow.preparedWrite(
      'mail_outbox_sent_all',
      `UPDATE mail_outbox SET status = 'sent', sent_at = now(), sealed_params = NULL, last_error = NULL WHERE id = ANY($1::uuid[])`,
      [ids],
    );
  }

  async release(id: string, error: string, setback: Setback): Promise<void> {
    // enqueued_at is cleared: the relay hands the row over again once it is due.
    await this.uow.manager().query(
      `UPDATE mail_outbox SET status = $2, claimed_at = NULL, enqueued_at = NULL, last_error = $3, next_attempt_at = $4,
              failed_at = CASE WHEN $5 THEN now() ELSE NULL END
        WHERE id = $1 AND status = 'sending'`,
      [id, setback.kind === 'failed' ? 'failed' : 'pending', error.slice(0, 2000), setback.kind === 'retry' ? setback.at : null, setback.kind === 'failed'],
    );
  }

  async listTroubled(options: { waitingSince: Date; limit: number }): Promise<OutboxMailView[]> {
    const rows: Array<Record<string, unknown>> = await this.uow.manager().query(
      `SELECT id, template, recipient, status, attempts, last_error, created_at, next_attempt_at, failed_at FROM mail_outbox
        WHERE status = 'failed' OR (status IN ('pending', 'sending') AND created_at < $1)
        ORDER BY created_at DESC LIMIT $2`,
      [options.waitingSince, options.limit],
    );
    const at = (value: unknown) => (value ? new Date(value as string) : null);
    return rows.map((r) => ({
      id: r['id'] as string,
      template: r['template'] as OutboxMailView['template'],
      recipient: r['recipient'] as string,
      status: r['status'] as OutboxMailView['status'],
      attempts: r['attempts'] as number,
      lastError: (r['last_error'] as string | null) ?? null,
      createdAt: at(r['created_at'])!,
      nextAttemptAt: at(r['next_attempt_at']),
      failedAt: at(r['failed_at']),
    }));
  }

  async resend(id: string): Promise<boolean> {
    const [rows] = await this.uow.manager().query(
      `UPDATE mail_outbox SET status = 'pending', next_attempt_at = NULL, enqueued_at = NULL, claimed_at = NULL, failed_at = NULL,
              retry_window_started_at = now()
        WHERE id = $1 AND status IN ('failed', 'pending') RETURNING id`,
      [id],
    );
    return rows.length === 1;
  }

  async failedAmong(ids: readonly string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows: Array<{ id: string }> = await this.uow.manager().query(`SELECT id FROM mail_outbox WHERE id = ANY($1::uuid[]) AND status = 'failed'`, [ids]);
    return new Set(rows.map((r) => r.id));
  }

  async sentAmong(ids: readonly string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows: Array<{ id: string }> = await this.uow.manager().query(`SELECT id FROM mail_outbox WHERE id = ANY($1::uuid[]) AND status = 'sent'`, [ids]);
    return new Set(rows.map((r) => r.id));
  }
}

function toRow(record: OutboxRecord): OutboxRow {
  return {
    id: record.id,
    template: record.template as OutboxRow['template'],
    recipient: record.recipient,
    language: record.language as OutboxRow['language'],
    params: record.params,
    sealedParams: record.sealed_params,
    attachments: record.attachments,
    attempts: record.attempts,
    retryWindowStartedAt: new Date(record.retry_window_started_at ?? record.created_at),
  };
}
