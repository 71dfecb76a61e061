import { Injectable, Logger } from '@nestjs/common';
import type { ErrorCode } from '@mercato/contracts';
import { DomainError } from '../../shared/domain/domain-error.js';
import { RateLimitStore, type Counter } from './rate-limit-store.port.js';

export interface Limit {
  /** Hits allowed in the window; the next one is refused. */
  readonly limit: number;
  readonly windowMs: number;
  /** The code of the refusal (429): `too_many_requests` unless said otherwise. */
  readonly code?: ErrorCode;
}

/** The refusal: a 429 with `Retry-After`. */
export function tooManyRequests(code: ErrorCode, retryAfterMs: number): DomainError {
  return new DomainError(code, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) });
}

/**
 * Fixed-window limits and growing delays, counted in the shared store. When the store is
 * unreachable the guarded call answers 503 rather than running unlimited.
 */
@Injectable()
export class RateLimiter {
  private readonly logger = new Logger('RateLimiter');

  constructor(private readonly store: RateLimitStore) {}

  /** Counts one hit of `key` and refuses it when the window already holds `limit` hits. */
  async consume(key: string, { limit, windowMs, code = 'too_many_requests' }: Limit): Promise<void> {
    const counter = await this.guard(() => this.store.hit(key, windowMs));
    if (counter.count > limit) throw tooManyRequests(code, counter.resetAt.getTime() - Date.now());
  }

  async read(key: string): Promise<Counter | null> {
    return this.guard(() => this.store.read(key));
  }

  async hit(key: string, windowMs: number): Promise<Counter> {
    return this.guard(() => this.store.hit(key, windowMs));
  }

  async clear(key: string): Promise<void> {
    await this.guard(() => this.store.clear(key));
  }

  private async guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      this.logger.warn(`Rate-limit store unavailable: ${(error as Error).message}`);
      throw new DomainError('service_unavailable');
    }
  }
}
