import { Injectable } from '@nestjs/common';
import { isUniqueViolation } from '../../../platform/database/sql-errors.js';
import { UnitOfWork } from '../../../platform/database/unit-of-work.js';
import { ChangeStamps } from '../../../platform/redis/change-stamps.js';
import { PromoCodes } from '../../../promo/index.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { containsPattern, type Page, type PageRequest } from '../../../shared/domain/paging.js';
import { UserAdminStore, type UserAdminView } from '../../application/admin/user-admin-store.port.js';
import type { UserDraft } from '../../domain/user-draft.js';
import type { UserRole } from '../../domain/user.js';
import { accountStamp } from './account-stamp.js';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const SELECT = `
  SELECT u.id, u.email, u.first_name, u.last_name, u.phone, u.restaurant_name, u.restaurant_address, u.role, u.verified,
         u.active, u.language, u.promo_code_id, u.created_at
    FROM app_user u`;

function toView(r: Row, codes: ReadonlyMap<number, string>): UserAdminView {
  return {
    id: r['id'],
    email: r['email'],
    firstName: r['first_name'],
    lastName: r['last_name'],
    phone: r['phone'],
    restaurantName: r['restaurant_name'],
    restaurantAddress: r['restaurant_address'],
    role: r['role'],
    verified: r['verified'],
    active: r['active'],
    language: r['language'],
    promoCode: r['promo_code_id'] === null ? null : (codes.get(r['promo_code_id']) ?? null),
    createdAt: new Date(r['created_at']),
  };
}

@Injectable()
export class SqlUserAdminStore extends UserAdminStore {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly promoCodes: PromoCodes,
    private readonly stamps: ChangeStamps,
  ) {
    super();
  }

  /** Rows with the text of the code each holds (promo's data, asked of promo). */
  private async views(rows: Row[]): Promise<UserAdminView[]> {
    const codes = await this.promoCodes.codesOf(rows.flatMap((r) => (r['promo_code_id'] === null ? [] : [r['promo_code_id'] as number])));
    return rows.map((r) => toView(r, codes));
  }

  async count(): Promise<number> {
    const [row] = await this.uow.manager().query(`SELECT count(*)::int AS n FROM app_user`);
    return row.n;
  }

  async list(page: PageRequest, role: UserRole | null): Promise<Page<UserAdminView>> {
    // The search finds an account by its own fields or by the text of the code it holds.
    const holdingMatchingCode = page.search ? await this.promoCodes.idsContaining(page.search) : [];
    const rows: Row[] = await this.uow.manager().query(
      `SELECT *, count(*) OVER () AS total FROM (${SELECT}) u
        WHERE ($1::varchar IS NULL OR u.role = $1)
          AND ($2::text IS NULL OR mercato_fold(concat_ws(' ', u.email, u.first_name, u.last_name, u.restaurant_name, u.phone))
                                   LIKE mercato_fold($2) ESCAPE '\\'
                                OR u.promo_code_id = ANY($5::int[]))
        ORDER BY u.created_at DESC, u.id DESC LIMIT $3 OFFSET $4`,
      [role, page.search ? containsPattern(page.search) : null, page.limit, (page.page - 1) * page.limit, holdingMatchingCode],
    );
    return { items: await this.views(rows), total: rows.length ? Number(rows[0]!['total']) : 0 };
  }

  async find(id: number): Promise<UserAdminView | null> {
    const [row] = await this.uow.manager().query(`${SELECT} WHERE u.id = $1`, [id]);
    return row ? (await this.views([row]))[0]! : null;
  }

  async update(id: number, d: UserDraft): Promise<void> {
    await this.stamps.changing(accountStamp(id));
    try {
      await this.uow.manager().query(
        `UPDATE app_user SET email = $2, first_name = $3, last_name = $4, phone = $5, restaurant_name = $6, restaurant_address = $7,
                role = $8, verified = $9, language = $11, updated_at = now(),
                session_epoch = CASE WHEN active AND NOT $10 THEN session_epoch + 1 ELSE session_epoch END, active = $10
          WHERE id = $1`,
        [id, d.email, d.firstName, d.lastName, d.phone, d.restaurantName, d.restaurantAddress, d.role, d.verified, d.active, d.language],
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('email_already_used', { fieldErrors: { email: 'email_already_used' } });
      throw error;
    }
  }

  async setPromoCode(id: number, promoCodeId: number | null): Promise<void> {
    await this.stamps.changing(accountStamp(id));
    await this.uow.manager().query(`UPDATE app_user SET promo_code_id = $2, updated_at = now() WHERE id = $1`, [id, promoCodeId]);
  }
}
