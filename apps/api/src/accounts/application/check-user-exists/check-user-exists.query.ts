import { Injectable } from '@nestjs/common';
import { RateLimiter } from '../../../platform/rate-limit/rate-limiter.js';
import { isEmailAddress } from '../../../shared/domain/email-address.js';
import { UserRepository } from '../user-repository.port.js';

/** One check per page load is normal; hundreds are someone collecting addresses. */
export const CHECKS_PER_ADDRESS = { limit: 60, windowMs: 15 * 60_000 };

/** `check_user_exists.php`, asked at start-up for the stored user (SPEC.md section 4). */
@Injectable()
export class CheckUserExists {
  constructor(
    private readonly users: UserRepository,
    private readonly limiter: RateLimiter,
  ) {}

  async execute(rawEmail: unknown, clientAddress: string): Promise<boolean> {
    await this.limiter.consume(`user-exists:${clientAddress}`, CHECKS_PER_ADDRESS);
    const email = typeof rawEmail === 'string' ? rawEmail.trim().toLowerCase() : '';
    if (!isEmailAddress(email)) return false;
    const user = await this.users.findByEmail(email);
    return user !== null && user.canSignIn;
  }
}
