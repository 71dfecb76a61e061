import { Injectable } from '@nestjs/common';
import { RateLimiter, tooManyRequests } from '../../../platform/rate-limit/rate-limiter.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import type { User } from '../../domain/user.js';
import { PasswordHasher } from '../password-hasher.port.js';
import { UserRepository } from '../user-repository.port.js';

const HOUR = 3_600_000;
const MAX_DELAY_MS = 15 * 60_000;

/**
 * Growing delays after failures (DESIGN.md): free tries first, then 30 s, 1 min, 2 min ...
 * up to 15 min; the counters forget after an hour, so the real user is never locked out for good.
 */
export function loginDelayMs(failures: number, freeTries: number): number {
  if (failures < freeTries) return 0;
  return Math.min(30_000 * 2 ** (failures - freeTries), MAX_DELAY_MS);
}

const ACCOUNT_FREE_TRIES = 5;
const ADDRESS_FREE_TRIES = 20;

/** Sign-in by e-mail and password, with the same answer and timing whether or not the account exists. */
@Injectable()
export class AuthenticateUser {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * `adminOnly` (the admin sign-in): an account without the admin role fails exactly like a
   * wrong password, counted the same, so the answer tells nobody which accounts are staff.
   */
  async execute(rawEmail: unknown, password: unknown, clientAddress: string, { adminOnly = false } = {}): Promise<User> {
    const email = typeof rawEmail === 'string' ? rawEmail.trim().toLowerCase() : '';
    if (!email) throw new DomainError('identifier_required');
    if (typeof password !== 'string' || !password) throw new DomainError('email_and_password_required');
    if (email.length > 254 || password.length > 1024) throw new DomainError('invalid_credentials');

    const accountKey = `login-fail:account:${email}`;
    const addressKey = `login-fail:address:${clientAddress}`;
    await this.refuseWhileDelayed(accountKey, ACCOUNT_FREE_TRIES);
    await this.refuseWhileDelayed(addressKey, ADDRESS_FREE_TRIES);

    const user = await this.users.findByEmail(email);
    const hash = user?.canSignIn ? await this.users.passwordHashOf(user.id) : null;
    const valid = hash ? await this.hasher.verify(hash, password) : (await this.hasher.verifyNothing(password), false);
    if (!user || !valid || (adminOnly && !user.isAdmin)) {
      await Promise.all([this.limiter.hit(accountKey, HOUR), this.limiter.hit(addressKey, HOUR)]);
      throw new DomainError('invalid_credentials');
    }
    await this.limiter.clear(accountKey);
    return user;
  }

  private async refuseWhileDelayed(key: string, freeTries: number): Promise<void> {
    const failures = await this.limiter.read(key);
    if (!failures) return;
    const waitUntil = failures.lastAt.getTime() + loginDelayMs(failures.count, freeTries);
    if (waitUntil > Date.now()) throw tooManyRequests('too_many_requests', waitUntil - Date.now());
  }
}
