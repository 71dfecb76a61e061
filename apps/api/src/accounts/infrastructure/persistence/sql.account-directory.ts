import { Injectable } from '@nestjs/common';
import { PromoCodes } from '../../../promo/index.js';
import { UnitOfWork } from '../../../platform/database/unit-of-work.js';
import type { SessionUserInfo } from '../../../shared/domain/session-user.js';
import { AccountDirectory, type Customer } from '../../application/account-directory.port.js';
import { User } from '../../domain/user.js';

@Injectable()
export class SqlAccountDirectory extends AccountDirectory {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly promoCodes: PromoCodes,
  ) {
    super();
  }

  lockCustomer(userId: number): Promise<Customer | null> {
    return this.customer(userId, true);
  }

  async restaurantAddressOf(user: SessionUserInfo): Promise<string | null> {
    // The session user is the account the session check (SessionSerializer) read or found
    // unchanged by its change stamp on this very request: its address is as current as a read
    // here would be, without the round trips (the account, then its code) that cost a plan
    // request a third of its CPU.
    if (user instanceof User) return user.canSignIn ? user.props.restaurantAddress : null;
    const [row] = await this.uow.manager().query(`SELECT restaurant_address FROM app_user WHERE id = $1 AND active`, [user.id]);
    return row ? (row.restaurant_address as string) : null;
  }

  private async customer(userId: number, lock: boolean): Promise<Customer | null> {
    const [row] = await this.uow.manager().query(
      `SELECT id, verified, promo_code_id, first_name, last_name, email, phone, restaurant_name, restaurant_address
         FROM app_user WHERE id = $1 AND active ${lock ? 'FOR UPDATE' : ''}`,
      [userId],
    );
    if (!row) return null;
    return {
      id: row.id,
      verified: row.verified,
      // The subscription is a valid code, not merely a code once entered (DESIGN.md).
      hasActivationCode: (await this.promoCodes.subscriptionOf(row.promo_code_id)).status === 'active',
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      restaurantName: row.restaurant_name,
      restaurantAddress: row.restaurant_address,
    };
  }

  async subscriptionSince(userId: number): Promise<Date | null> {
    const [row] = await this.uow.manager().query(`SELECT promo_code_since FROM app_user WHERE id = $1 AND promo_code_id IS NOT NULL`, [userId]);
    return row?.promo_code_since ? new Date(row.promo_code_since) : null;
  }

  async emailsOf(userIds: readonly number[]): Promise<Map<number, string>> {
    if (!userIds.length) return new Map();
    const rows: Array<{ id: number; email: string }> = await this.uow
      .manager()
      .query(`SELECT id, email FROM app_user WHERE id = ANY($1::int[])`, [[...new Set(userIds)]]);
    return new Map(rows.map((r) => [r.id, r.email]));
  }
}
