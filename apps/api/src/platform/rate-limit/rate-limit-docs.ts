import { SetMetadata } from '@nestjs/common';
import type { ErrorCode } from '@mercato/contracts';
import type { RateLimitedCall } from './rate-limited.decorator.js';
import type { DelayRule } from './rate-limit-store.port.js';
import type { Limit } from './rate-limiter.js';

/** Whose budget a try spends, in the contract's words. */
export type LimitedPer = 'client address' | 'signed-in user' | 'e-mail address' | 'e-mail address and purpose' | 'account' | 'process';

/** One limit of a call as the API contract states it (`x-rate-limits` of the operation). */
export type RateLimitDoc =
  | {
      readonly kind: 'window';
      /** What is counted: "registrations", "checks". */
      readonly what: string;
      readonly per: LimitedPer;
      readonly limit: number;
      readonly windowMs: number;
      readonly code: ErrorCode;
    }
  | {
      readonly kind: 'delay';
      readonly what: string;
      readonly per: LimitedPer;
      readonly rule: DelayRule;
      /** A count starts again this long after its first try. */
      readonly windowMs: number;
      readonly code: ErrorCode;
    };

/** A fixed window, from the very `Limit` the use case consumes. */
export function windowLimit(what: string, per: LimitedPer, { limit, windowMs, code = 'too_many_requests' }: Limit): RateLimitDoc {
  return { kind: 'window', what, per, limit, windowMs, code };
}

/** Growing delays, from the very rule the use case gates with. */
export function growingDelay(what: string, per: LimitedPer, rule: DelayRule, windowMs: number, code: ErrorCode = 'too_many_requests'): RateLimitDoc {
  return { kind: 'delay', what, per, rule, windowMs, code };
}

/** The limit a `@RateLimited` guard applies. */
export function guardLimit(call: RateLimitedCall): RateLimitDoc {
  return windowLimit('calls', call.per === 'user' ? 'signed-in user' : 'client address', call);
}

export const RATE_LIMIT_DOCS = 'mercato:rate-limit-docs';

/**
 * Documents the limits a call's use case applies itself (a `@RateLimited` guard documents its
 * own): give the constants the use case counts with, so the contract states the real limits.
 */
export const DocumentRateLimits = (...limits: RateLimitDoc[]) => SetMetadata(RATE_LIMIT_DOCS, limits);

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "hour", "15 minutes", "30 seconds", "day". */
export function duration(ms: number): string {
  for (const [unit, size] of [
    ['day', DAY],
    ['hour', HOUR],
    ['minute', MINUTE],
    ['second', SECOND],
  ] as const) {
    if (ms % size === 0) return ms === size ? unit : `${ms / size} ${unit}s`;
  }
  return `${ms} ms`;
}

/** "an hour", "a day", "15 minutes". */
function withArticle(span: string): string {
  if (/^\d/.test(span)) return span;
  return `${span === 'hour' ? 'an' : 'a'} ${span}`;
}

/** One line of an operation's description: "at most 10 registrations per hour per client address (`too_many_requests`)". */
export function describeLimit(doc: RateLimitDoc): string {
  if (doc.kind === 'window') {
    if (doc.limit === 1) return `one ${doc.what} per ${duration(doc.windowMs)} per ${doc.per} (\`${doc.code}\`)`;
    return `at most ${doc.limit} ${doc.what} per ${duration(doc.windowMs)} per ${doc.per} (\`${doc.code}\`)`;
  }
  const { freeTries, baseMs, maxMs } = doc.rule;
  return (
    `${doc.what} per ${doc.per}: ${freeTries} at once, then each further one only after a wait of ${duration(baseMs)}, doubling up to ${duration(maxMs)}; ` +
    `the count starts again ${withArticle(duration(doc.windowMs))} after its first try (\`${doc.code}\`)`
  );
}
