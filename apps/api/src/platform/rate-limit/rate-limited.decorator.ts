import { SetMetadata } from '@nestjs/common';
import type { Limit } from './rate-limiter.js';

export const RATE_LIMITED = 'mercato:rate-limited';

export interface RateLimitedCall extends Limit {
  /** The counter's name, e.g. `change-password`. */
  readonly name: string;
  /**
   * Whose budget a try spends: the signed-in user's (`user`, the address when nobody is
   * signed in) or the client address's (`address`).
   */
  readonly per: 'user' | 'address';
}

/**
 * Counts each call before anything of it is evaluated (before the body's files are read, the
 * input validated or a password compared), so refused tries count and tries sent at once get
 * no more than tries sent one after another (DESIGN.md "Hardening decisions").
 */
export const RateLimited = (call: RateLimitedCall) => SetMetadata(RATE_LIMITED, call);
