import { DataSource } from 'typeorm';
import { delayAfter, RateLimitStore, type Counter, type DelayRule, type Gate } from './rate-limit-store.port.js';

interface Row {
  count: number;
  window_started_at: Date;
  last_at: Date;
  expires_at: Date;
}

const toCounter = (row: Row): Counter => ({
  count: row.count,
  windowStartedAt: new Date(row.window_started_at),
  lastAt: new Date(row.last_at),
  resetAt: new Date(row.expires_at),
});

/** Counters in the `rate_limit_counter` table, one atomic upsert per hit. */
export class PostgresRateLimitStore extends RateLimitStore {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async hit(key: string, windowMs: number): Promise<Counter> {
    const [row]: Row[] = await this.dataSource.query(
      `INSERT INTO rate_limit_counter AS c (key, count, window_started_at, last_at, expires_at)
       VALUES ($1, 1, now(), now(), now() + make_interval(secs => $2))
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN c.expires_at <= now() THEN 1 ELSE c.count + 1 END,
         window_started_at = CASE WHEN c.expires_at <= now() THEN now() ELSE c.window_started_at END,
         expires_at = CASE WHEN c.expires_at <= now() THEN now() + make_interval(secs => $2) ELSE c.expires_at END,
         last_at = now()
       RETURNING count, window_started_at, last_at, expires_at`,
      [key, windowMs / 1000],
    );
    return toCounter(row!);
  }

  async gate(key: string, windowMs: number, rule: DelayRule): Promise<Gate> {
    // The row lock of the upsert queues tries at once; each sees the count of the one before.
    const rows: Row[] = await this.dataSource.query(
      `INSERT INTO rate_limit_counter AS c (key, count, window_started_at, last_at, expires_at)
       VALUES ($1, 1, now(), now(), now() + make_interval(secs => $2))
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN c.expires_at <= now() THEN 1 ELSE c.count + 1 END,
         window_started_at = CASE WHEN c.expires_at <= now() THEN now() ELSE c.window_started_at END,
         expires_at = CASE WHEN c.expires_at <= now() THEN now() + make_interval(secs => $2) ELSE c.expires_at END,
         last_at = now()
       WHERE c.expires_at <= now()
          OR c.count < $3
          OR c.last_at + make_interval(secs => least($4::float8 * power(2, c.count - $3), $5::float8) / 1000) <= now()
       RETURNING count, window_started_at, last_at, expires_at`,
      [key, windowMs / 1000, rule.freeTries, rule.baseMs, rule.maxMs],
    );
    if (rows[0]) return { allowed: true, count: rows[0].count };
    const counter = await this.read(key);
    if (!counter) return this.gate(key, windowMs, rule);
    return { allowed: false, retryAt: new Date(counter.lastAt.getTime() + delayAfter(counter.count, rule)) };
  }

  async refund(key: string): Promise<void> {
    await this.dataSource.query(`UPDATE rate_limit_counter SET count = greatest(count - 1, 0) WHERE key = $1 AND expires_at > now()`, [key]);
  }

  async read(key: string): Promise<Counter | null> {
    const [row]: Row[] = await this.dataSource.query(
      `SELECT count, window_started_at, last_at, expires_at FROM rate_limit_counter WHERE key = $1 AND expires_at > now()`,
      [key],
    );
    return row ? toCounter(row) : null;
  }

  async clear(key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limit_counter WHERE key = $1`, [key]);
  }

  /** Drops ended windows; called now and then so the table stays small. */
  async prune(): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limit_counter WHERE expires_at < now() - interval '1 hour'`);
  }
}
