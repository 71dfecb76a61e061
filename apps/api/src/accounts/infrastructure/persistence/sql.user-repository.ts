import { Injectable } from '@nestjs/common';
import { isUniqueViolation } from '../../../platform/database/sql-errors.js';
import { UnitOfWork } from '../../../platform/database/unit-of-work.js';
import { ChangeStamps } from '../../../platform/redis/change-stamps.js';
import { PromoCodes } from '../../../promo/index.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { UserRepository, type NewUser } from '../../application/user-repository.port.js';
import type { PersonalData } from '../../domain/personal-data.js';
import { User } from '../../domain/user.js';
import { accountStamp } from './account-stamp.js';
import { PRIVACY_POLICY_EFFECTIVE_DATE } from '@mercato/contracts';

interface UserRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  restaurant_name: string;
  restaurant_address: string;
  role: 'restaurant' | 'admin';
  verified: boolean;
  active: boolean;
  language: 'fr' | 'de' | 'it';
  promo_code_id: number | null;
  avatar_key: string | null;
  session_epoch: number;
}

const SELECT_USER = `
  SELECT u.id, u.email, u.first_name, u.last_name, u.phone, u.restaurant_name, u.restaurant_address, u.role,
         u.verified, u.active, u.language, u.promo_code_id, u.avatar_key, u.session_epoch
    FROM app_user u`;

function toUser(row: UserRow, promoCode: string | null): User {
  return new User({
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    restaurantName: row.restaurant_name,
    restaurantAddress: row.restaurant_address,
    role: row.role,
    verified: row.verified,
    active: row.active,
    language: row.language,
    promoCode,
    avatarKey: row.avatar_key,
    sessionEpoch: row.session_epoch,
  });
}

/** Runs a write; a second account on the same address (unique index) is `email_already_used`. */
async function onUniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('email_already_used');
    throw error;
  }
}

@Injectable()
export class SqlUserRepository extends UserRepository {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly promoCodes: PromoCodes,
    private readonly stamps: ChangeStamps,
  ) {
    super();
  }

  async findById(id: number): Promise<User | null> {
    const [row] = await this.uow.manager().query(`${SELECT_USER} WHERE u.id = $1`, [id]);
    return row ? this.toUser(row) : null;
  }

  async findByEmail(email: string): Promise<User | null> {
    const [row] = await this.uow.manager().query(`${SELECT_USER} WHERE lower(u.email) = lower($1)`, [email]);
    return row ? this.toUser(row) : null;
  }

  /** The code the user holds is promo's data: its text comes from that context. */
  private async toUser(row: UserRow): Promise<User> {
    const code = row.promo_code_id === null ? null : ((await this.promoCodes.codesOf([row.promo_code_id])).get(row.promo_code_id) ?? null);
    return toUser(row, code);
  }

  async passwordHashOf(id: number): Promise<string | null> {
    const [row] = await this.uow.manager().query(`SELECT password_hash FROM app_user WHERE id = $1`, [id]);
    return row?.password_hash ?? null;
  }

  async emailTaken(email: string): Promise<boolean> {
    const [row] = await this.uow.manager().query(`SELECT 1 FROM app_user WHERE lower(email) = lower($1)`, [email]);
    return row !== undefined;
  }

  async create(user: NewUser): Promise<User> {
    const [row] = await onUniqueEmail(() =>
      this.uow.manager().query(
        `INSERT INTO app_user (email, first_name, last_name, phone, restaurant_name, restaurant_address, password_hash,
                               language, promo_code_id, role, verified, privacy_accepted_at, privacy_policy_version)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now(), $12) RETURNING id`,
        [
          user.email, user.firstName, user.lastName, user.phone, user.restaurantName, user.restaurantAddress,
          user.passwordHash, user.language, user.promoCodeId, user.role ?? 'restaurant', user.verified ?? false,
          // The policy in force when the account accepted it (the registration form shows that one).
          PRIVACY_POLICY_EFFECTIVE_DATE,
        ],
      ),
    );
    return (await this.findById(row.id))!;
  }

  async markVerified(id: number): Promise<void> {
    await this.stamps.changing(accountStamp(id));
    await this.uow.manager().query(`UPDATE app_user SET verified = true, updated_at = now() WHERE id = $1`, [id]);
  }

  async changePassword(id: number, passwordHash: string): Promise<void> {
    await this.stamps.changing(accountStamp(id));
    await this.uow.manager().query(
      `UPDATE app_user SET password_hash = $2, session_epoch = session_epoch + 1, updated_at = now() WHERE id = $1`,
      [id, passwordHash],
    );
  }

  async assignPromoCode(id: number, promoCodeId: number, replacing: number | null = null): Promise<boolean> {
    await this.stamps.changing(accountStamp(id));
    const [rows] = await this.uow.manager().query(
      `UPDATE app_user SET promo_code_id = $2, updated_at = now() WHERE id = $1 AND promo_code_id IS NOT DISTINCT FROM $3::int RETURNING id`,
      [id, promoCodeId, replacing],
    );
    return rows.length === 1;
  }

  async updateProfile(id: number, data: PersonalData & { avatarKey?: string }): Promise<void> {
    await this.stamps.changing(accountStamp(id));
    await this.uow.manager().query(
      `UPDATE app_user SET first_name = $2, last_name = $3, phone = $4, restaurant_name = $5, restaurant_address = $6,
              avatar_key = COALESCE($7, avatar_key), updated_at = now()
        WHERE id = $1`,
      [id, data.firstName, data.lastName, data.phone, data.restaurantName, data.restaurantAddress, data.avatarKey ?? null],
    );
  }

  async changeEmail(id: number, email: string): Promise<void> {
    await this.stamps.changing(accountStamp(id));
    await onUniqueEmail(() =>
      this.uow.manager().query(`UPDATE app_user SET email = $2, verified = true, updated_at = now() WHERE id = $1`, [id, email]),
    );
  }

  async pendingEmailChange(userId: number): Promise<{ newEmail: string; oldConfirmedAt: Date | null } | null> {
    const [row] = await this.uow.manager().query(`SELECT new_email, old_confirmed_at FROM email_change WHERE user_id = $1`, [userId]);
    return row ? { newEmail: row.new_email, oldConfirmedAt: row.old_confirmed_at ? new Date(row.old_confirmed_at) : null } : null;
  }

  async startEmailChange(userId: number, newEmail: string): Promise<void> {
    await this.uow.manager().query(
      `INSERT INTO email_change (user_id, new_email) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET new_email = EXCLUDED.new_email, old_confirmed_at = NULL, created_at = now()`,
      [userId, newEmail],
    );
  }

  async confirmOldEmail(userId: number): Promise<void> {
    await this.uow.manager().query(`UPDATE email_change SET old_confirmed_at = now() WHERE user_id = $1`, [userId]);
  }

  async endEmailChange(userId: number): Promise<void> {
    await this.uow.manager().query(`DELETE FROM email_change WHERE user_id = $1`, [userId]);
  }
}
