import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { DataSource } from 'typeorm';
import { Metrics, within } from '../../platform/metrics/metrics.service.js';

interface OutboxFigures {
  readonly backlog: number;
  readonly oldestSeconds: number;
  readonly failed: number;
}

/**
 * The outbox's figures on `/metrics`: mails committed but not sent (`mercato_outbox_backlog`),
 * the age of the oldest of them (`mercato_outbox_oldest_unsent_seconds`) and the mails failed
 * for good (`mercato_outbox_failed_mails`). One query per scrape for the three.
 */
@Injectable()
export class SqlOutboxMetrics implements OnModuleInit {
  private current: Promise<OutboxFigures | null> | null = null;

  constructor(
    private readonly metrics: Metrics,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    const figures = () => this.figures();
    const gauge = (name: string, help: string, pick: (f: OutboxFigures) => number) =>
      new Gauge({
        name,
        help,
        registers: [this.metrics.registry],
        async collect() {
          const f = await figures();
          if (f) this.set(pick(f));
        },
      });
    gauge('mercato_outbox_backlog', 'Mails committed but not sent yet (pending or sending)', (f) => f.backlog);
    gauge('mercato_outbox_oldest_unsent_seconds', 'Age of the oldest mail not sent yet (0 when none waits)', (f) => f.oldestSeconds);
    gauge('mercato_outbox_failed_mails', 'Mails that failed for good (staff can send them again)', (f) => f.failed);
  }

  private figures(): Promise<OutboxFigures | null> {
    this.current ??= within(
      this.dataSource
        .query(
          `SELECT count(*) FILTER (WHERE status IN ('pending', 'sending'))::int AS backlog,
                  coalesce(extract(epoch FROM now() - min(created_at) FILTER (WHERE status IN ('pending', 'sending'))), 0)::float8 AS oldest,
                  count(*) FILTER (WHERE status = 'failed')::int AS failed
             FROM mail_outbox WHERE status <> 'sent'`,
        )
        .then(([row]: Array<{ backlog: number; oldest: number; failed: number }>) => ({
          backlog: Number(row!.backlog),
          oldestSeconds: Number(row!.oldest),
          failed: Number(row!.failed),
        })),
      null,
    ).finally(() => setImmediate(() => (this.current = null)));
    return this.current;
  }
}
