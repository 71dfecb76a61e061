import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../platform/database/unit-of-work.js';
import { containsPattern, type Page, type PageRequest } from '../../../shared/domain/paging.js';
import type { RemovalOutcome } from '../../../shared/domain/removal.js';
import { PromoCodeAdminStore, type PromoCodeView, type Redeemer } from '../../application/admin/manage-promo-codes.js';
import type { PromoCodeDraft } from '../../domain/promo-code-draft.js';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const UNIQUE_VIOLATION = '23505';

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

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? (error as { driverError?: { code?: string } }).driverError?.code;
  return code === UNIQUE_VIOLATION;
}

@Injectable()
export class SqlPromoCodeAdminStore extends PromoCodeAdminStore {
  constructor(private readonly uow: UnitOfWork) {
    super();
  }

  async count(): Promise<number> {
    const [row] = await this.uow.manager().query(`SELECT count(*)::int AS n FROM promo_code`);
    return row.n;
  }

  async list(page: PageRequest): Promise<Page<PromoCodeView & { redeemers: Redeemer[] }>> {
    const rows: Row[] = await this.uow.manager().query(
      `SELECT p.*, count(*) OVER () AS total FROM promo_code p
        WHERE $1::text IS NULL OR lower(p.code) LIKE lower($1) ESCAPE '\\' OR lower(p.note) LIKE lower($1) ESCAPE '\\'
           OR EXISTS (SELECT 1 FROM app_user u WHERE u.promo_code_id = p.id AND lower(u.email) LIKE lower($1) ESCAPE '\\')
        ORDER BY p.created_at DESC, p.id DESC LIMIT $2 OFFSET $3`,
      [page.search ? containsPattern(page.search) : null, page.limit, (page.page - 1) * page.limit],
    );
    const redeemers = await this.redeemersOf(rows.map((r) => r['id']));
    return {
      items: rows.map((r) => ({ ...toView(r), redeemers: redeemers.get(r['id']) ?? [] })),
      total: rows.length ? Number(rows[0]!['total']) : 0,
    };
  }

  async find(id: number): Promise<PromoCodeView | null> {
    const [row] = await this.uow.manager().query(`SELECT * FROM promo_code WHERE id = $1`, [id]);
    return row ? toView(row) : null;
  }

  async redeemers(id: number): Promise<Redeemer[]> {
    return (await this.redeemersOf([id])).get(id) ?? [];
  }

  private async redeemersOf(ids: number[]): Promise<Map<number, Redeemer[]>> {
    const map = new Map<number, Redeemer[]>();
    if (!ids.length) return map;
    const rows: Row[] = await this.uow.manager().query(
      `SELECT id, email, restaurant_name, promo_code_id FROM app_user WHERE promo_code_id = ANY($1::int[]) ORDER BY id`,
      [ids],
    );
    for (const r of rows) {
      const list = map.get(r['promo_code_id']) ?? [];
      list.push({ userId: r['id'], email: r['email'], restaurantName: r['restaurant_name'] });
      map.set(r['promo_code_id'], list);
    }
    return map;
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
    const [rows] = await this.uow.manager().query(
      `DELETE FROM promo_code p WHERE p.id = $1 AND p.uses = 0 AND NOT EXISTS (SELECT 1 FROM app_user u WHERE u.promo_code_id = p.id)
       RETURNING id`,
      [id],
    );
    if (rows.length) return 'deleted';
    await this.uow.manager().query(`UPDATE promo_code SET active = false, updated_at = now() WHERE id = $1`, [id]);
    return 'deactivated';
  }
}
