import { Injectable } from '@nestjs/common';
import { MailOutbox } from '../../mail/index.js';
import { PromoCodes, type Subscription } from '../../promo/index.js';
import { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import { isEmailAddress } from '../../shared/domain/email-address.js';
import { passwordProblem } from '../domain/password-policy.js';
import type { User } from '../domain/user.js';
import { CommonPasswords } from './common-passwords.port.js';
import { PasswordHasher } from './password-hasher.port.js';
import { UserRepository } from './user-repository.port.js';

/** The signed-in user's own account (SPEC.md section 2, /profile). */
@Injectable()
export class Profile {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly commonPasswords: CommonPasswords,
    private readonly promoCodes: PromoCodes,
    private readonly mail: MailOutbox,
  ) {}

  async get(id: number): Promise<User> {
    const user = await this.users.findById(id);
    if (!user) throw new DomainError('user_not_found');
    return user;
  }

  /** `check_email_exists.php` (signed-in users only): whether another account uses the address. */
  async emailExists(raw: unknown): Promise<boolean> {
    const email = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
    if (!isEmailAddress(email)) throw new DomainError('invalid_email');
    return this.users.emailTaken(email);
  }

  /**
   * `change-password.php`: the old password must be right, the new one must meet the rule.
   * Every other session of the user ends; the caller re-opens its own with the returned user.
   */
  async changePassword(user: User, identifier: unknown, oldPassword: unknown, newPassword: unknown): Promise<User> {
    if (typeof identifier === 'string' && identifier.trim() && identifier.trim().toLowerCase() !== user.email) {
      throw new DomainError('forbidden');
    }
    if (typeof oldPassword !== 'string' || !oldPassword) throw new DomainError('password_input_error');
    const problem = passwordProblem(newPassword, (p) => this.commonPasswords.includes(p));
    if (problem === 'common') throw new DomainError('password_too_common');
    if (problem) throw new DomainError('password_input_error');
    const hash = await this.users.passwordHashOf(user.id);
    if (!hash || !(await this.hasher.verify(hash, oldPassword))) throw new DomainError('incorrect_old_password');
    const newHash = await this.hasher.hash(newPassword as string);
    await this.uow.run(async () => {
      await this.users.changePassword(user.id, newHash);
      await this.mail.record({ template: 'password_changed', to: user.email, language: user.props.language, params: {} });
    });
    return this.get(user.id);
  }

  /**
   * `submit_promo_code.php`: one activation code per user, redeemed atomically. A holder whose
   * code has ended (switched off or past its date) may enter a new one (DESIGN.md).
   */
  async submitPromoCode(user: User, raw: unknown): Promise<User> {
    const current = await this.promoCodes.subscriptionOfCode(user.props.promoCode);
    if (current.status === 'active') throw new DomainError('promo_already_used');
    await this.uow.run(async () => {
      const promoCodeId = await this.promoCodes.redeem(raw);
      if (!(await this.users.assignPromoCode(user.id, promoCodeId, current.codeId))) throw new DomainError('promo_already_used');
    });
    return this.get(user.id);
  }

  /** The subscription the user's code gives: until when, and whether it has ended. */
  subscription(user: User): Promise<Subscription> {
    return this.promoCodes.subscriptionOfCode(user.props.promoCode);
  }
}
