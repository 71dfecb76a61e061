import { Injectable } from '@nestjs/common';
import { resolveLanguage } from '@mercato/contracts';
import { MailOutbox } from '../../mail/index.js';
import { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import { normalizeEmail } from '../../shared/domain/email-address.js';
import { VerificationCodes, RESET_CONFIRMATION_TTL_MS, type CodePurpose } from '../../verification/index.js';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import { passwordProblem } from '../domain/password-policy.js';
import { CommonPasswords } from './common-passwords.port.js';
import { PasswordHasher } from './password-hasher.port.js';
import { UserRepository } from './user-repository.port.js';

/** Tries of `reset_password.php` per address in 15 minutes, counted before anything is checked. */
export const RESET_TRIES_PER_ADDRESS = { limit: 20, windowMs: 15 * 60_000 };

/**
 * What `verify_code.php` hands the browser session that confirmed a reset code: only that
 * session may then set the new password, once, within 10 minutes (DESIGN.md).
 */
export interface ResetGrant {
  readonly email: string;
  /** Epoch milliseconds after which the grant is worthless. */
  readonly until: number;
}

export type VerifyOutcome =
  | { readonly message: 'registration_verified' }
  | { readonly message: 'code_confirmed'; readonly grant: ResetGrant };

function requiredEmail(raw: unknown): string {
  if (typeof raw !== 'string' || !raw.trim()) throw new DomainError('email_required');
  return normalizeEmail(raw);
}

/**
 * SPEC.md section 4 "Reset" and the code calls of section 7. Unknown addresses get the same
 * answers as known ones (and no mail), so the calls tell nobody who is registered.
 */
@Injectable()
export class PasswordReset {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UserRepository,
    private readonly codes: VerificationCodes,
    private readonly hasher: PasswordHasher,
    private readonly commonPasswords: CommonPasswords,
    private readonly mail: MailOutbox,
    private readonly limiter: RateLimiter,
  ) {}

  /** `request-reset.php`: a reset code to the address, if it has an account. */
  async request(rawEmail: unknown, lang: unknown): Promise<void> {
    await this.sendCode(requiredEmail(rawEmail), 'reset', lang);
  }

  /** `resend_code.php` for register and reset: a new code replacing the old one. */
  async resend(rawEmail: unknown, lang: unknown, type: unknown): Promise<void> {
    if (type !== 'register' && type !== 'reset') throw new DomainError('invalid_data');
    await this.sendCode(requiredEmail(rawEmail), type, lang);
  }

  private async sendCode(email: string, purpose: CodePurpose, lang: unknown): Promise<void> {
    await this.codes.throttleSend(email, purpose);
    await this.uow.run(async () => {
      const user = await this.users.findByEmail(email);
      if (!user || !user.canSignIn) return;
      if (purpose === 'register' && user.verified) return;
      await this.codes.issue({ userId: user.id, email: user.email, language: resolveLanguage(lang ?? user.props.language) }, purpose);
    });
  }

  /**
   * `verify_code.php`: confirms a register code (the account becomes verified) or a reset
   * code (a new password may then be set once, within 10 minutes).
   */
  async verify(rawEmail: unknown, code: unknown, type?: unknown): Promise<VerifyOutcome> {
    const email = requiredEmail(rawEmail);
    if (code === undefined || code === null || code === '') throw new DomainError('email_code_required');
    const purposes: CodePurpose[] = type === 'register' || type === 'reset' ? [type] : ['register', 'reset'];
    // Outside a transaction: a wrong try must count even though this call then fails.
    const confirmed = await this.codes.confirm(email, code, purposes);
    if (confirmed.purpose === 'register') {
      // In a transaction of its own: the account's change stamp settles once the write has committed.
      await this.uow.run(() => this.users.markVerified(confirmed.userId));
      return { message: 'registration_verified' };
    }
    return { message: 'code_confirmed', grant: { email, until: Date.now() + RESET_CONFIRMATION_TTL_MS } };
  }

  /**
   * `reset_password.php`: only the session holding the grant of a confirmed reset code, only
   * once; every session ends. The try is counted and the grant checked before any password
   * work, so a client without a grant costs one counter and no argon2.
   */
  async reset(rawEmail: unknown, newPassword: unknown, grant: ResetGrant | null, clientAddress: string): Promise<void> {
    await this.limiter.consume(`reset-password:${clientAddress}`, RESET_TRIES_PER_ADDRESS);
    const email = requiredEmail(rawEmail);
    if (!grant || grant.email !== email || grant.until <= Date.now()) throw new DomainError('code_not_confirmed');
    const problem = passwordProblem(newPassword, (p) => this.commonPasswords.includes(p));
    if (problem === 'missing') throw new DomainError('fill_all_fields');
    if (problem === 'common') throw new DomainError('password_too_common');
    if (problem) throw new DomainError('password_requirements_not_met');
    const hash = await this.hasher.hash(newPassword as string);
    await this.uow.run(async () => {
      const userId = await this.codes.takeConfirmedReset(email, RESET_CONFIRMATION_TTL_MS);
      if (userId === null) throw new DomainError('code_not_confirmed');
      const user = await this.users.findById(userId);
      if (!user) throw new DomainError('code_not_confirmed');
      await this.users.changePassword(userId, hash);
      await this.mail.record({ template: 'password_changed', to: user.email, language: user.props.language, params: {} });
    });
  }
}
