import { AccountDirectory, type Customer } from '../../src/accounts/application/account-directory.port.js';
import { CommonPasswords } from '../../src/accounts/application/common-passwords.port.js';
import { PasswordHasher } from '../../src/accounts/application/password-hasher.port.js';
import { UserRepository, type NewUser } from '../../src/accounts/application/user-repository.port.js';
import type { PersonalData } from '../../src/accounts/domain/personal-data.js';
import { User, type UserProps } from '../../src/accounts/domain/user.js';
import { DomainError } from '../../src/shared/domain/domain-error.js';
import type { SessionUserInfo } from '../../src/shared/domain/session-user.js';
import { KeyedHasher } from '../../src/platform/crypto/keyed-hasher.js';
import { RateLimiter } from '../../src/platform/rate-limit/rate-limiter.js';
import { PromoCodes } from '../../src/promo/application/promo-codes.service.js';
import { VerificationCodes } from '../../src/verification/application/verification-codes.service.js';
import { inMemoryMail } from './mail.js';
import { InMemoryRateLimitStore, InMemoryUnitOfWork, Rows } from './platform.js';
import { InMemoryPromoCodeRepository } from './promo.js';
import { InMemoryVerificationCodeRepository } from './verification.js';

type UserRow = { -readonly [K in keyof Omit<UserProps, 'promoCode'>]: UserProps[K] } & { passwordHash: string; promoCodeId: number | null };

/** Accounts in memory; the code a user holds is read from the promo fake, as the SQL adapter asks promo. */
export class InMemoryUserRepository extends UserRepository {
  readonly rows = new Rows<UserRow>();
  readonly emailChanges = new Map<number, { newEmail: string; oldConfirmedAt: Date | null }>();

  constructor(private readonly promoCodes?: InMemoryPromoCodeRepository) {
    super();
  }

  private row(id: number): UserRow | undefined {
    return this.rows.items.find((r) => r.id === id);
  }

  private async user(row: UserRow | undefined): Promise<User | null> {
    if (!row) return null;
    const { passwordHash: _hash, promoCodeId, ...props } = row;
    const code = promoCodeId === null || !this.promoCodes ? null : ((await this.promoCodes.codesOf([promoCodeId])).get(promoCodeId) ?? null);
    return new User({ ...props, promoCode: code });
  }

  findById(id: number): Promise<User | null> {
    return this.user(this.row(id));
  }

  findByEmail(email: string): Promise<User | null> {
    return this.user(this.rows.items.find((r) => r.email.toLowerCase() === email.toLowerCase()));
  }

  async passwordHashOf(id: number): Promise<string | null> {
    return this.row(id)?.passwordHash ?? null;
  }

  async emailTaken(email: string): Promise<boolean> {
    return this.rows.items.some((r) => r.email.toLowerCase() === email.toLowerCase());
  }

  async create(user: NewUser): Promise<User> {
    // The unique index on the address.
    if (this.rows.items.some((r) => r.email.toLowerCase() === user.email.toLowerCase())) throw new DomainError('email_already_used');
    const row: UserRow = {
      id: this.rows.items.length + 1,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      restaurantName: user.restaurantName,
      restaurantAddress: user.restaurantAddress,
      role: user.role ?? 'restaurant',
      verified: user.verified ?? false,
      active: true,
      language: user.language,
      avatarKey: null,
      sessionEpoch: 0,
      passwordHash: user.passwordHash,
      promoCodeId: user.promoCodeId,
    };
    this.rows.items.push(row);
    return (await this.user(row))!;
  }

  async markVerified(id: number): Promise<void> {
    this.row(id)!.verified = true;
  }

  async changePassword(id: number, passwordHash: string): Promise<void> {
    const row = this.row(id)!;
    row.passwordHash = passwordHash;
    row.sessionEpoch++;
  }

  async updateProfile(id: number, data: PersonalData & { avatarKey?: string }): Promise<void> {
    Object.assign(this.row(id)!, data);
  }

  async changeEmail(id: number, email: string): Promise<void> {
    Object.assign(this.row(id)!, { email, verified: true });
  }

  async pendingEmailChange(userId: number): Promise<{ newEmail: string; oldConfirmedAt: Date | null } | null> {
    return this.emailChanges.get(userId) ?? null;
  }

  async startEmailChange(userId: number, newEmail: string): Promise<void> {
    this.emailChanges.set(userId, { newEmail, oldConfirmedAt: null });
  }

  async confirmOldEmail(userId: number): Promise<void> {
    const change = this.emailChanges.get(userId);
    if (change) this.emailChanges.set(userId, { ...change, oldConfirmedAt: new Date() });
  }

  async endEmailChange(userId: number): Promise<void> {
    this.emailChanges.delete(userId);
  }

  async assignPromoCode(id: number, promoCodeId: number, replacing: number | null = null): Promise<boolean> {
    const row = this.row(id)!;
    if (row.promoCodeId !== replacing) return false;
    row.promoCodeId = promoCodeId;
    return true;
  }
}

/** A hasher that shows what it hashed (argon2 is slow and proven elsewhere). */
export class FakePasswordHasher extends PasswordHasher {
  async hash(password: string): Promise<string> {
    return `hashed:${password}`;
  }

  async verify(hash: string, password: string): Promise<boolean> {
    return hash === `hashed:${password}`;
  }

  async verifyNothing(): Promise<void> {}
}

export class FakeCommonPasswords extends CommonPasswords {
  constructor(private readonly common: readonly string[] = ['password1!']) {
    super();
  }

  includes(candidate: string): boolean {
    return this.common.includes(candidate.toLowerCase());
  }
}

/** What other contexts read of accounts, in memory; records the order in which rows were locked. */
export class InMemoryAccountDirectory extends AccountDirectory {
  readonly customers = new Map<number, Customer>();
  /** When each customer entered its current activation code. */
  readonly subscriptionStarts = new Map<number, Date>();

  constructor(private readonly locks: string[] = []) {
    super();
  }

  async lockCustomer(userId: number): Promise<Customer | null> {
    this.locks.push(`customer ${userId}`);
    return this.customers.get(userId) ?? null;
  }

  async restaurantAddressOf(user: SessionUserInfo): Promise<string | null> {
    return this.customers.get(user.id)?.restaurantAddress ?? null;
  }

  async subscriptionSince(userId: number): Promise<Date | null> {
    return this.subscriptionStarts.get(userId) ?? null;
  }

  async emailsOf(userIds: readonly number[]): Promise<Map<number, string>> {
    return new Map([...this.customers.values()].filter((c) => userIds.includes(c.id)).map((c) => [c.id, c.email]));
  }
}

/**
 * Accounts with their neighbours as the use cases meet them: the real verification codes,
 * promo codes, rate limiter and mail outbox, each over in-memory ports, in one unit of work.
 */
export function inMemoryAccounts() {
  const uow = new InMemoryUnitOfWork();
  const promoRepository = new InMemoryPromoCodeRepository();
  const users = new InMemoryUserRepository(promoRepository);
  const codeRepository = new InMemoryVerificationCodeRepository();
  const mail = inMemoryMail(uow);
  const limiter = new RateLimiter(new InMemoryRateLimitStore());
  const codes = new VerificationCodes(codeRepository, new KeyedHasher('use-case-tests-session-secret-0123456789', 'verification-code'), limiter, mail.mail);
  uow.track(users.rows, promoRepository.rows, codeRepository.rows);
  return {
    uow,
    users,
    promoRepository,
    promoCodes: new PromoCodes(promoRepository),
    codeRepository,
    codes,
    limiter,
    mail,
    hasher: new FakePasswordHasher(),
    commonPasswords: new FakeCommonPasswords(),
  };
}
