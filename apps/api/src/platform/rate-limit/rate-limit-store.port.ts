/** A counter in a fixed window. */
export interface Counter {
  readonly count: number;
  readonly windowStartedAt: Date;
  readonly lastAt: Date;
  readonly resetAt: Date;
}

/** Growing delays: `freeTries` tries at once, then `baseMs`, doubling per try, at most `maxMs`. */
export interface DelayRule {
  readonly freeTries: number;
  readonly baseMs: number;
  readonly maxMs: number;
}

/** A try let through (`allowed`, with the count including it) or refused until `retryAt`. */
export type Gate = { readonly allowed: true; readonly count: number } | { readonly allowed: false; readonly retryAt: Date };

/** The delay a counter of `count` earlier tries imposes after its last one. */
export function delayAfter(count: number, rule: DelayRule): number {
  if (count < rule.freeTries) return 0;
  return Math.min(rule.baseMs * 2 ** (count - rule.freeTries), rule.maxMs);
}

/**
 * Where rate-limit counters live: Redis when configured, PostgreSQL otherwise; never in
 * process memory, so the limits hold across instances.
 */
export abstract class RateLimitStore {
  /** Counts one more hit of `key` in its window (a new window of `windowMs` once the last one ended). */
  abstract hit(key: string, windowMs: number): Promise<Counter>;
  /**
   * Counts a try of `key` only when its delay since the last counted try has passed, in one
   * atomic step, so tries at once get no more than tries one after another.
   */
  abstract gate(key: string, windowMs: number, rule: DelayRule): Promise<Gate>;
  /** Takes back one counted try (a try that turned out to be no failure). */
  abstract refund(key: string): Promise<void>;
  abstract read(key: string): Promise<Counter | null>;
  abstract clear(key: string): Promise<void>;
}
