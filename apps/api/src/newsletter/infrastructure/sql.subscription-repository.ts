import { Injectable } from '@nestjs/common';
import { resolveLanguage } from '@mercato/contracts';
import { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { SubscriptionRepository } from '../application/subscription-repository.port.js';
import type { Subscription } from '../domain/subscription.js';

interface SubscriptionRow {
  email: string;
  language: string;
  consented_at: Date | string;
  unsubscribe_token: string;
}

const toSubscription = (row: SubscriptionRow): Subscription => ({
  email: row.email,
  language: resolveLanguage(row.language),
  consentedAt: new Date(row.consented_at),
  unsubscribeToken: row.unsubscribe_token,
});

@Injectable()
export class SqlSubscriptionRepository extends SubscriptionRepository {
  constructor(private readonly uow: UnitOfWork) {
    super();
  }

  async add(s: Subscription): Promise<boolean> {
    // ON CONFLICT: two simultaneous sign-ups of one address end in one row and one duplicate.
    const rows: unknown[] = await this.uow.manager().query(
      `INSERT INTO newsletter_subscription (email, language, consented_at, unsubscribe_token)
       VALUES ($1, $2, $3, $4) ON CONFLICT (email) DO NOTHING RETURNING id`,
      [s.email, s.language, s.consentedAt.toISOString(), s.unsubscribeToken],
    );
    return rows.length === 1;
  }

  async findByToken(token: string): Promise<Subscription | null> {
    const [row] = (await this.uow.manager().query(
      `SELECT email, language, consented_at, unsubscribe_token FROM newsletter_subscription WHERE unsubscribe_token = $1`,
      [token],
    )) as SubscriptionRow[];
    return row ? toSubscription(row) : null;
  }

  async removeByToken(token: string): Promise<boolean> {
    // TypeORM answers an UPDATE or DELETE with [rows, count].
    const [rows] = (await this.uow.manager().query(
      `DELETE FROM newsletter_subscription WHERE unsubscribe_token = $1 RETURNING id`,
      [token],
    )) as [unknown[], number];
    return rows.length === 1;
  }
}
