import { Injectable } from '@nestjs/common';
import { CODE_MAX_TRIES, type Language } from '@mercato/contracts';
import { KeyedHasher } from '../../platform/crypto/keyed-hasher.js';
import { RateLimiter, tooManyRequests } from '../../platform/rate-limit/rate-limiter.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import { MailOutbox } from '../../mail/index.js';
import {
  codeExpiry,
  generateCode,
  isWellFormedCode,
  SEND_LIMITS,
  type CodePurpose,
} from '../domain/verification-code.js';
import { VerificationCodeRepository } from './verification-code-repository.port.js';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** Wrong codes allowed per address in 15 minutes, across codes (the per-code limit is 5). */
export const VERIFY_LIMIT = { limit: 20, windowMs: 15 * 60_000 };

export interface CodeRecipient {
  readonly userId: number;
  readonly email: string;
  readonly language: Language;
}

/**
 * Six-digit codes by e-mail (DESIGN.md): keyed hash at rest, bound to a user and a purpose,
 * 10 minutes, single use, 5 tries; a new code replaces the old one; at most one send per
 * 30 s per address and purpose, 5 per hour and 10 per day per address.
 */
@Injectable()
export class VerificationCodes {
  constructor(
    private readonly codes: VerificationCodeRepository,
    private readonly hasher: KeyedHasher,
    private readonly limiter: RateLimiter,
    private readonly mail: MailOutbox,
  ) {}

  /**
   * Counts a send to `email` and refuses it within the limits, whether or not an account
   * has that address, so the answer says nothing about who is registered.
   */
  async throttleSend(email: string, purpose: CodePurpose): Promise<void> {
    const lock = await this.limiter.hit(`code-lock:${purpose}:${email}`, SEND_LIMITS.lockMs);
    if (lock.count > 1) throw tooManyRequests('resend_too_soon', lock.resetAt.getTime() - Date.now());
    await this.limiter.consume(`code-hour:${email}`, { limit: SEND_LIMITS.perHour, windowMs: HOUR });
    await this.limiter.consume(`code-day:${email}`, { limit: SEND_LIMITS.perDay, windowMs: DAY });
  }

  /** Replaces the recipient's code for `purpose` and records its mail; call inside the use case's transaction. */
  async issue(recipient: CodeRecipient, purpose: CodePurpose): Promise<void> {
    const code = generateCode();
    await this.codes.replaceActive(recipient.userId, purpose);
    await this.codes.add({
      userId: recipient.userId,
      purpose,
      email: recipient.email,
      codeHash: this.hasher.hash(code),
      expiresAt: codeExpiry(new Date()),
    });
    await this.mail.record({
      template: 'verification_code',
      to: recipient.email,
      language: recipient.language,
      params: { purpose },
      secrets: { code },
    });
  }

  /**
   * Confirms the live code sent to `email` for one of `purposes`. Wrong, expired, used and
   * unknown all answer `invalid_or_expired_code`; two tries at once cannot both succeed.
   * Call it outside a transaction, so that a wrong try is counted although the call fails.
   */
  async confirm(email: string, code: unknown, purposes: readonly CodePurpose[]): Promise<{ userId: number; purpose: CodePurpose }> {
    await this.limiter.consume(`code-verify:${email}`, VERIFY_LIMIT);
    if (!isWellFormedCode(code)) throw new DomainError('invalid_or_expired_code');
    const live = await this.codes.claimTry(email, purposes, CODE_MAX_TRIES);
    if (!live || !this.hasher.matches(code, live.codeHash)) throw new DomainError('invalid_or_expired_code');
    if (!(await this.codes.confirm(live.id))) throw new DomainError('invalid_or_expired_code');
    return { userId: live.userId, purpose: live.purpose };
  }

  /** Takes, once, the reset `email` confirmed within `withinMs`: the user id, or null. */
  takeConfirmedReset(email: string, withinMs: number): Promise<number | null> {
    return this.codes.takeConfirmedReset(email, withinMs);
  }
}
