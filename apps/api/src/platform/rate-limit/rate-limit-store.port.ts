/** A counter in a fixed window. */
export interface Counter {
  readonly count: number;
  readonly windowStartedAt: Date;
  readonly lastAt: Date;
  readonly resetAt: Date;
}

/**
 * Where rate-limit counters live: Redis when configured, PostgreSQL otherwise; never in
 * process memory, so the limits hold across instances.
 */
export abstract class RateLimitStore {
  /** Counts one more hit of `key` in its window (a new window of `windowMs` once the last one ended). */
  abstract hit(key: string, windowMs: number): Promise<Counter>;
  abstract read(key: string): Promise<Counter | null>;
  abstract clear(key: string): Promise<void>;
}
