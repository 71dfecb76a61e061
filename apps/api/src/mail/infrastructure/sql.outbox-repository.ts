import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { OutboxRepository, type ClaimResult, type OutboxRow } from '../application/outbox-repository.port.js';

interface OutboxRecord {
  id: string;
  template: string;
  recipient: string;
  language: string;
  params: Record<string, unknown>;
  sealed_params: string | null;
  attachments: OutboxRow['attachments'];
  attempts: number;
}

@Injectable()
export class SqlOutboxRepository extends OutboxRepository {
  constructor(private readonly uow: UnitOfWork) {
    super();
  }

  async add(row: Omit<OutboxRow, 'attempts'>): Promise<void> {
    await this.uow.manager().query(
      `INSERT INTO mail_outbox (id, template, recipient, language, params, sealed_params, attachments)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7::jsonb)`,
      [row.id, row.template, row.recipient, row.language, JSON.stringify(row.params), row.sealedParams, JSON.stringify(row.attachments)],
    );
  }

  async listToRelay(options: { enqueuedBefore: Date; claimedBefore: Date; limit: number }): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.uow.manager().query(
      `SELECT id FROM mail_outbox
        WHERE (status = 'pending' AND (enqueued_at IS NULL OR enqueued_at < $1))
           OR (status = 'sending' AND claimed_at < $2 AND (enqueued_at IS NULL OR enqueued_at < $2))
        ORDER BY created_at LIMIT $3`,
      [options.enqueuedBefore, options.claimedBefore, options.limit],
    );
    return rows.map((r) => r.id);
  }

  async markEnqueued(ids: readonly string[]): Promise<void> {
    if (ids.length) await this.uow.manager().query(`UPDATE mail_outbox SET enqueued_at = now() WHERE id = ANY($1::uuid[])`, [ids]);
  }

  async claim(id: string, leaseMs: number): Promise<ClaimResult> {
    const [claimed]: OutboxRecord[][] = await this.uow.manager().query(
      `UPDATE mail_outbox SET status = 'sending', claimed_at = now(), attempts = attempts + 1
        WHERE id = $1 AND (status = 'pending' OR (status = 'sending' AND claimed_at < now() - make_interval(secs => $2)))
        RETURNING id, template, recipient, language, params, sealed_params, attachments, attempts`,
      [id, leaseMs / 1000],
    );
    const record = claimed?.[0];
    if (record) {
      return {
        kind: 'claimed',
        row: {
          id: record.id,
          template: record.template as OutboxRow['template'],
          recipient: record.recipient,
          language: record.language as OutboxRow['language'],
          params: record.params,
          sealedParams: record.sealed_params,
          attachments: record.attachments,
          attempts: record.attempts,
        },
      };
    }
    const [current]: Array<{ status: string }> = await this.uow.manager().query(`SELECT status FROM mail_outbox WHERE id = $1`, [id]);
    return current?.status === 'sending' ? { kind: 'busy' } : { kind: 'done' };
  }

  async markSent(id: string): Promise<void> {
    await this.uow.manager().query(
      `UPDATE mail_outbox SET status = 'sent', sent_at = now(), sealed_params = NULL, last_error = NULL WHERE id = $1`,
      [id],
    );
  }

  async release(id: string, error: string, failedForGood: boolean): Promise<void> {
    await this.uow.manager().query(
      `UPDATE mail_outbox SET status = $2, claimed_at = NULL, last_error = $3 WHERE id = $1 AND status = 'sending'`,
      [id, failedForGood ? 'failed' : 'pending', error.slice(0, 2000)],
    );
  }

  async sentAmong(ids: readonly string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows: Array<{ id: string }> = await this.uow.manager().query(`SELECT id FROM mail_outbox WHERE id = ANY($1::uuid[]) AND status = 'sent'`, [ids]);
    return new Set(rows.map((r) => r.id));
  }
}
