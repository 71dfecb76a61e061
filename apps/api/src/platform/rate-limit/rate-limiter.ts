import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { ErrorCode } from '@mercato/contracts';
import { DomainError } from '../../shared/domain/domain-error.js';
import { RateLimitStore, type Counter, type DelayRule } from './rate-limit-store.port.js';

export interface Limit {
  /** Hits allowed in the window; the next one is refused. */
  readonly limit: number;
  readonly windowMs: number;
  /** The code of the refusal (429): `too_many_requests` unless said otherwise. */
  readonly code?: ErrorCode;
}

/** Longer keys (a client address or e-mail of any length) are cut and completed by their hash. */
const MAX_KEY_LENGTH = 200;

/** A counter key that fits its column (varchar 300) and Redis's good taste, whatever the client sent. */
export function boundedKey(key: string): string {
  if (key.length <= MAX_KEY_LENGTH) return key;
  return `${key.slice(0, 120)}#${createHash('sha256').update(key).digest('hex')}`;
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
    const counter = await this.guard(() => this.store.hit(boundedKey(key), windowMs));
    if (counter.count > limit) throw tooManyRequests(code, counter.resetAt.getTime() - Date.now());
  }

  /**
   * Lets a try of `key` through only when the growing delay after the last counted try has
   * passed, counting it in the same atomic step; refuses it (429) otherwise.
   */
  async gate(key: string, windowMs: number, rule: DelayRule, code: ErrorCode = 'too_many_requests'): Promise<void> {
    const gate = await this.guard(() => this.store.gate(boundedKey(key), windowMs, rule));
    if (!gate.allowed) throw tooManyRequests(code, gate.retryAt.getTime() - Date.now());
  }

  /** Takes back one counted try of `key` (a try that turned out not to be a failure). */
  async refund(key: string): Promise<void> {
    await this.guard(() => this.store.refund(boundedKey(key)));
  }

  async read(key: string): Promise<Counter | null> {
    return this.guard(() => this.store.read(boundedKey(key)));
  }

  async hit(key: string, windowMs: number): Promise<Counter> {
    return this.guard(() => this.store.hit(boundedKey(key), windowMs));
  }

  async clear(key: string): Promise<void> {
    await this.guard(() => this.store.clear(boundedKey(key)));
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
