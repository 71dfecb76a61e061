import { Injectable } from '@nestjs/common';
import { resolveLanguage } from '@mercato/contracts';
import { MailOutbox } from '../../mail/index.js';
import { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import { normalizeEmail } from '../../shared/domain/email-address.js';
import { VerificationCodes } from '../../verification/index.js';
import type { User } from '../domain/user.js';
import { UserRepository } from './user-repository.port.js';

/** A confirmed old address allows the second step for this long. */
const OLD_CONFIRMATION_TTL_MS = 30 * 60_000;

/**
 * SPEC.md section 4, e-mail change in the profile: a code to the old address (step 1), then a
 * code to the new address (step 2), then the account takes the new address and the old one
 * gets a notice.
 */
@Injectable()
export class EmailChange {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UserRepository,
    private readonly codes: VerificationCodes,
    private readonly mail: MailOutbox,
  ) {}

  /** `request_email_change.php`. */
  async request(user: User, rawNewEmail: unknown, lang: unknown): Promise<void> {
    if (typeof rawNewEmail !== 'string' || !rawNewEmail.trim()) throw new DomainError('email_required');
    const newEmail = normalizeEmail(rawNewEmail);
    if (newEmail === user.email) throw new DomainError('invalid_data', { reason: 'same_email' });
    if (await this.users.emailTaken(newEmail)) throw new DomainError('email_already_used');
    await this.codes.throttleSend(user.email, 'change_old_email');
    await this.uow.run(async () => {
      await this.users.startEmailChange(user.id, newEmail);
      await this.codes.issue({ userId: user.id, email: user.email, language: resolveLanguage(lang ?? user.props.language) }, 'change_old_email');
    });
  }

  /** `verify_old_email_code.php`: step 1 done, a code goes to the new address. */
  async verifyOld(user: User, code: unknown, lang: unknown): Promise<'old_email_confirmed_code_sent' | 'old_email_already_confirmed'> {
    const pending = await this.pending(user);
    if (this.oldConfirmed(pending)) return 'old_email_already_confirmed';
    await this.confirmOrThrow(user.email, code, 'change_old_email', 'invalid_old_email_code');
    await this.codes.throttleSend(pending.newEmail, 'change_new_email');
    await this.uow.run(async () => {
      await this.users.confirmOldEmail(user.id);
      await this.codes.issue({ userId: user.id, email: pending.newEmail, language: resolveLanguage(lang ?? user.props.language) }, 'change_new_email');
    });
    return 'old_email_confirmed_code_sent';
  }

  /** `verify_new_email_code.php`: step 2 done, the account takes the new address. */
  async verifyNew(user: User, code: unknown): Promise<User> {
    const pending = await this.pending(user);
    if (!this.oldConfirmed(pending)) throw new DomainError('old_email_not_confirmed');
    await this.confirmOrThrow(pending.newEmail, code, 'change_new_email', 'invalid_new_email_code');
    await this.uow.run(async () => {
      await this.users.changeEmail(user.id, pending.newEmail);
      await this.users.endEmailChange(user.id);
      await this.mail.record({ template: 'email_changed', to: user.email, language: user.props.language, params: { newEmail: pending.newEmail } });
    });
    return (await this.users.findById(user.id))!;
  }

  /** `resend_code.php` with type change_old_email or change_new_email. */
  async resend(user: User, type: 'change_old_email' | 'change_new_email', lang: unknown): Promise<void> {
    const pending = await this.pending(user);
    const language = resolveLanguage(lang ?? user.props.language);
    if (type === 'change_new_email' && !this.oldConfirmed(pending)) throw new DomainError('old_email_not_confirmed');
    const email = type === 'change_old_email' ? user.email : pending.newEmail;
    await this.codes.throttleSend(email, type);
    await this.uow.run(() => this.codes.issue({ userId: user.id, email, language }, type));
  }

  private async pending(user: User): Promise<{ newEmail: string; oldConfirmedAt: Date | null }> {
    const pending = await this.users.pendingEmailChange(user.id);
    if (!pending) throw new DomainError('email_change_request_not_found');
    return pending;
  }

  private oldConfirmed(pending: { oldConfirmedAt: Date | null }): boolean {
    return pending.oldConfirmedAt !== null && Date.now() - pending.oldConfirmedAt.getTime() < OLD_CONFIRMATION_TTL_MS;
  }

  private async confirmOrThrow(
    email: string,
    code: unknown,
    purpose: 'change_old_email' | 'change_new_email',
    failure: 'invalid_old_email_code' | 'invalid_new_email_code',
  ): Promise<void> {
    try {
      await this.codes.confirm(email, code, [purpose]);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'invalid_or_expired_code') throw new DomainError(failure);
      throw error;
    }
  }
}
