import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../platform/database/unit-of-work.js';
import { RateLimiter } from '../../../platform/rate-limit/rate-limiter.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { PromoCodes } from '../../../promo/index.js';
import { VerificationCodes } from '../../../verification/index.js';
import { validateRegistration, type RegistrationInput } from '../../domain/registration.js';
import { CommonPasswords } from '../common-passwords.port.js';
import { PasswordHasher } from '../password-hasher.port.js';
import { UserRepository } from '../user-repository.port.js';

export const REGISTRATIONS_PER_ADDRESS = { limit: 10, windowMs: 60 * 60_000 };

/**
 * SPEC.md section 4 "Register": the account is created unverified (`is_full_account` 0) and
 * a code goes to its address; a promo code, when given, is taken in the same transaction.
 */
@Injectable()
export class RegisterUser {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly commonPasswords: CommonPasswords,
    private readonly promoCodes: PromoCodes,
    private readonly codes: VerificationCodes,
    private readonly limiter: RateLimiter,
  ) {}

  async execute(input: RegistrationInput, clientAddress: string): Promise<void> {
    // Counted first: refused registrations spend the address's budget too.
    await this.limiter.consume(`register:${clientAddress}`, REGISTRATIONS_PER_ADDRESS);
    const registration = validateRegistration(input, (p) => this.commonPasswords.includes(p));
    if (registration.promoCode) {
      const check = await this.promoCodes.check(registration.promoCode);
      if (!check.valid) throw new DomainError(check.error_code);
    }
    if (await this.users.emailTaken(registration.email)) throw new DomainError('email_already_used');
    // The first code counts towards the address's send limits like every later one.
    await this.codes.throttleSend(registration.email, 'register');
    const passwordHash = await this.hasher.hash(registration.password);

    await this.uow.run(async () => {
      const promoCodeId = registration.promoCode ? await this.promoCodes.redeem(registration.promoCode) : null;
      const user = await this.users.create({ ...registration, passwordHash, promoCodeId });
      await this.codes.issue({ userId: user.id, email: user.email, language: registration.language }, 'register');
    });
  }
}
