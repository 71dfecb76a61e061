import { Injectable } from '@nestjs/common';
import type { DelayRule } from '../../../platform/rate-limit/rate-limit-store.port.js';
import { RateLimiter } from '../../../platform/rate-limit/rate-limiter.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import type { User } from '../../domain/user.js';
import { PasswordHasher } from '../password-hasher.port.js';
import { UserRepository } from '../user-repository.port.js';

/** A count of failed sign-ins starts again an hour after its first try. */
export const SIGN_IN_WINDOW_MS = 3_600_000;
const MAX_DELAY_MS = 15 * 60_000;

/**
 * Growing delays (DESIGN.md): free tries first, then 30 s, 1 min, 2 min ... up to 15 min; the
 * counters forget after an hour, so the real user is never locked out for good.
 */
export const ACCOUNT_DELAYS: DelayRule = { freeTries: 5, baseMs: 30_000, maxMs: MAX_DELAY_MS };
export const ADDRESS_DELAYS: DelayRule = { freeTries: 20, baseMs: 30_000, maxMs: MAX_DELAY_MS };

export interface SignInContext {
  /** The admin sign-in: an account without the admin role fails like a wrong password. */
  readonly adminOnly?: boolean;
  /**
   * A browser that signed in to this account before (proved by the adapter): its tries count
   * in a budget of its own, so a stranger's failures cannot lock the owner out.
   */
  readonly knownDevice?: string | null;
}

/** Sign-in by e-mail and password, with the same answer and timing whether or not the account exists. */
@Injectable()
export class AuthenticateUser {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * Every try is counted before the password is looked at (one atomic step per counter), so
   * tries sent at once get no more checks than tries sent one after another. A failure counts
   * the same for an unknown account, a wrong password and, for `adminOnly`, a non-admin.
   */
  async execute(rawEmail: unknown, password: unknown, clientAddress: string, { adminOnly = false, knownDevice = null }: SignInContext = {}): Promise<User> {
    const email = typeof rawEmail === 'string' ? rawEmail.trim().toLowerCase() : '';
    if (!email) throw new DomainError('identifier_required');
    if (typeof password !== 'string' || !password) throw new DomainError('email_and_password_required');
    if (email.length > 254 || password.length > 1024) throw new DomainError('invalid_credentials');

    const accountKey = knownDevice ? `login-fail:account:${email}:device:${knownDevice}` : `login-fail:account:${email}`;
    const addressKey = `login-fail:address:${clientAddress}`;
    await this.limiter.gate(accountKey, SIGN_IN_WINDOW_MS, ACCOUNT_DELAYS);
    await this.limiter.gate(addressKey, SIGN_IN_WINDOW_MS, ADDRESS_DELAYS);

    const user = await this.users.findByEmail(email);
    const hash = user?.canSignIn ? await this.users.passwordHashOf(user.id) : null;
    const valid = hash ? await this.hasher.verify(hash, password) : (await this.hasher.verifyNothing(password), false);
    if (!user || !valid || (adminOnly && !user.isAdmin)) throw new DomainError('invalid_credentials');
    // A success is no failure: the account's count starts again, the address gets its try back.
    await this.limiter.clear(accountKey);
    await this.limiter.refund(addressKey);
    return user;
  }
}
