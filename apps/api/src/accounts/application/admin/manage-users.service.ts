import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { PromoCodes } from '../../../promo/index.js';
import { UnitOfWork } from '../../../platform/database/unit-of-work.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import type { Page, PageRequest } from '../../../shared/domain/paging.js';
import { passwordProblem } from '../../domain/password-policy.js';
import { userDraft, type UserDraft } from '../../domain/user-draft.js';
import type { UserRole } from '../../domain/user.js';
import { CommonPasswords } from '../common-passwords.port.js';
import { PasswordHasher } from '../password-hasher.port.js';
import { PasswordReset } from '../password-reset.service.js';
import { UserRepository } from '../user-repository.port.js';
import { UserAdminStore, type UserAdminView } from './user-admin-store.port.js';

type Input = Readonly<Record<string, unknown>>;

/**
 * Staff list, create and edit accounts. Staff never see or set a password hash: a new account
 * without a password gets a reset code by mail to choose its own.
 */
@Injectable()
export class ManageUsers {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: UserAdminStore,
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly commonPasswords: CommonPasswords,
    private readonly promoCodes: PromoCodes,
    private readonly passwordReset: PasswordReset,
  ) {}

  list(page: PageRequest, role: UserRole | null): Promise<Page<UserAdminView>> {
    return this.store.list(page, role);
  }

  async get(id: number): Promise<UserAdminView> {
    const user = await this.store.find(id);
    if (!user) throw new DomainError('user_not_found');
    return user;
  }

  async create(input: Input): Promise<UserAdminView> {
    const draft = userDraft(input);
    const password = input['password'];
    const chosen = password !== undefined && password !== null && password !== '';
    if (chosen) {
      const problem = passwordProblem(password, (p) => this.commonPasswords.includes(p));
      if (problem) {
        const code = problem === 'common' ? 'password_too_common' : 'password_does_not_meet_requirements';
        throw new DomainError('invalid_data', { fieldErrors: { password: code } });
      }
    }
    const passwordHash = await this.hasher.hash(chosen ? (password as string) : `${randomBytes(24).toString('base64url')}A!`);
    const id = await this.uow.run(async () => {
      const user = await this.users.create({ ...draft, passwordHash, promoCodeId: null });
      await this.store.update(user.id, draft);
      await this.assignPromoCode(user.id, null, draft.promoCode);
      return user.id;
    });
    if (!chosen && draft.active) await this.passwordReset.request(draft.email, draft.language);
    return this.get(id);
  }

  async update(id: number, input: Input, adminId: number): Promise<UserAdminView> {
    const draft = userDraft(input);
    if (id === adminId && (!draft.active || draft.role !== 'admin')) throw new DomainError('own_access_locked');
    await this.uow.run(async () => {
      const current = await this.get(id);
      await this.store.update(id, draft);
      await this.assignPromoCode(id, current.promoCode, draft.promoCode);
    });
    return this.get(id);
  }

  /** Mails the account a reset code through the ordinary reset flow (same limits). */
  async sendPasswordReset(id: number): Promise<void> {
    const user = await this.get(id);
    if (!user.active) throw new DomainError('invalid_data', { reason: 'inactive_account' });
    await this.passwordReset.request(user.email, user.language);
  }

  /** A new code takes one use (and must be valid); '' takes the code away. */
  private async assignPromoCode(userId: number, current: string | null, wanted: UserDraft['promoCode']): Promise<void> {
    if ((current ?? '').toLowerCase() === wanted.toLowerCase()) return;
    if (!wanted) return this.store.setPromoCode(userId, null);
    let promoCodeId: number;
    try {
      promoCodeId = await this.promoCodes.redeem(wanted);
    } catch (error) {
      if (error instanceof DomainError) throw new DomainError('invalid_data', { fieldErrors: { promoCode: error.code } });
      throw error;
    }
    await this.store.setPromoCode(userId, promoCodeId);
  }
}
