import { Injectable } from '@nestjs/common';
import { isForeignKeyViolation, isUniqueViolation } from '../../../platform/database/sql-errors.js';
import { UnitOfWork } from '../../../platform/database/unit-of-work.js';
import { ChangeStamps } from '../../../platform/redis/change-stamps.js';
import { containsPattern, type Page, type PageRequest } from '../../../shared/domain/paging.js';
import type { RemovalOutcome } from '../../../shared/domain/removal.js';
import { PromoCodeAdminStore, type PromoCodeView } from '../../application/admin/promo-code-admin-store.port.js';
import type { PromoCodeDraft } from '../../domain/promo-code-draft.js';
import { PROMO_CODES_STAMP } from '../promo-codes-stamp.js';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function toView(r: Row): PromoCodeView {
  return {
    id: r['id'],
    code: r['code'],
    note: r['note'],
    maxUses: r['max_uses'],
    uses: r['uses'],
    validUntil: r['valid_until'] ? new Date(r['valid_until']) : null,
    active: r['active'],
    createdAt: new Date(r['created_at']),
  };
}

@Injectable()
export class SqlPromoCodeAdminStore extends PromoCodeAdminStore {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly stamps: ChangeStamps,
  ) {
    super();
  }

  async count(): Promise<number> {
    const [row] = await this.uow.manager().query(`SELECT count(*)::int AS n FROM promo_code`);
    return row.n;
  }

  async list(page: PageRequest, alsoIds: readonly number[]): Promise<Page<PromoCodeView>> {
    const rows: Row[] = await this.uow.manager().query(
      `SELECT p.*, count(*) OVER () AS total FROM promo_code p
        WHERE $1::text IS NULL OR lower(p.code) LIKE lower($1) ESCAPE '\\' OR lower(p.note) LIKE lower($1) ESCAPE '\\'
           OR p.id = ANY($4::int[])
        ORDER BY p.created_at DESC, p.id DESC LIMIT $2 OFFSET $3`,
      [page.search ? containsPattern(page.search) : null, page.limit, (page.page - 1) * page.limit, alsoIds],
    );
    return { items: rows.map(toView), total: rows.length ? Number(rows[0]!['total']) : 0 };
  }

  async find(id: number): Promise<PromoCodeView | null> {
    const [row] = await this.uow.manager().query(`SELECT * FROM promo_code WHERE id = $1`, [id]);
    return row ? toView(row) : null;
  }

  async create(d: PromoCodeDraft): Promise<number | null> {
    const [row] = await this.uow.manager().query(
      `INSERT INTO promo_code (code, note, max_uses, valid_until, active) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ((lower(code))) DO NOTHING RETURNING id`,
      [d.code, d.note, d.maxUses, d.validUntil, d.active],
    );
    return row?.id ?? null;
  }

  async update(id: number, d: PromoCodeDraft): Promise<boolean> {
    // The holders' accounts show the code's text (the copies of signed-in accounts).
    await this.stamps.changing(PROMO_CODES_STAMP);
    await this.uow.manager().query('SAVEPOINT promo_update');
    try {
      await this.uow.manager().query(
        `UPDATE promo_code SET code = $2, note = $3, max_uses = $4, valid_until = $5, active = $6, updated_at = now() WHERE id = $1`,
        [id, d.code, d.note, d.maxUses, d.validUntil, d.active],
      );
      await this.uow.manager().query('RELEASE SAVEPOINT promo_update');
      return true;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await this.uow.manager().query('ROLLBACK TO SAVEPOINT promo_update');
      return false;
    }
  }

  async remove(id: number): Promise<RemovalOutcome> {
    // An account holding the code makes the delete fail on the foreign key: deactivate it then.
    await this.uow.manager().query('SAVEPOINT promo_remove');
    try {
      const [rows] = await this.uow.manager().query(`DELETE FROM promo_code WHERE id = $1 AND uses = 0 RETURNING id`, [id]);
      await this.uow.manager().query('RELEASE SAVEPOINT promo_remove');
      if (rows.length) return 'deleted';
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      await this.uow.manager().query('ROLLBACK TO SAVEPOINT promo_remove');
    }
    await this.uow.manager().query(`UPDATE promo_code SET active = false, updated_at = now() WHERE id = $1`, [id]);
    return 'deactivated';
  }
}
