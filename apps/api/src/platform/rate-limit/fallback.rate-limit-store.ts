import { Logger } from '@nestjs/common';
import { RateLimitStore, type Counter, type DelayRule, type Gate } from './rate-limit-store.port.js';

/**
 * Redis first; while Redis is away, the counters go to PostgreSQL, so registration, codes and
 * sign-in keep working (and stay limited across instances) through a Redis outage. A key may
 * count in both stores around the switch: at worst a limit allows its count once more.
 */
export class FallbackRateLimitStore extends RateLimitStore {
  private readonly logger = new Logger('RateLimiter');
  private degraded = false;

  constructor(
    private readonly primary: RateLimitStore,
    private readonly fallback: RateLimitStore,
  ) {
    super();
  }

  private async either<T>(work: (store: RateLimitStore) => Promise<T>): Promise<T> {
    try {
      const result = await work(this.primary);
      if (this.degraded) this.logger.log('Redis is back: rate limits counted in Redis again');
      this.degraded = false;
      return result;
    } catch (error) {
      if (!this.degraded) this.logger.warn(`Redis unavailable (${(error as Error).message}): rate limits counted in PostgreSQL meanwhile`);
      this.degraded = true;
      return work(this.fallback);
    }
  }

  hit(key: string, windowMs: number): Promise<Counter> {
    return this.either((store) => store.hit(key, windowMs));
  }

  gate(key: string, windowMs: number, rule: DelayRule): Promise<Gate> {
    return this.either((store) => store.gate(key, windowMs, rule));
  }

  refund(key: string): Promise<void> {
    return this.either((store) => store.refund(key));
  }

  read(key: string): Promise<Counter | null> {
    return this.either((store) => store.read(key));
  }

  async clear(key: string): Promise<void> {
    await this.either((store) => store.clear(key));
    // A counter from the outage may still sit in PostgreSQL.
    await this.fallback.clear(key).catch(() => undefined);
  }
}
