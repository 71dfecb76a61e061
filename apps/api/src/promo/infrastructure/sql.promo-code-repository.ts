import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { containsPattern } from '../../shared/domain/paging.js';
import { PromoCodeRepository } from '../application/promo-code-repository.port.js';
import type { PromoCodeState } from '../domain/promo-code.js';

@Injectable()
export class SqlPromoCodeRepository extends PromoCodeRepository {
  constructor(private readonly uow: UnitOfWork) {
    super();
  }

  async find(code: string): Promise<(PromoCodeState & { id: number }) | null> {
    const [row] = await this.uow.manager().query(
      `SELECT id, code, active, uses, max_uses, valid_until FROM promo_code WHERE lower(code) = lower($1)`,
      [code],
    );
    return row
      ? { id: row.id, code: row.code, active: row.active, uses: row.uses, maxUses: row.max_uses, validUntil: row.valid_until ? new Date(row.valid_until) : null }
      : null;
  }

  async findById(id: number): Promise<(PromoCodeState & { id: number }) | null> {
    const [row] = await this.uow.manager().query(`SELECT id, code, active, uses, max_uses, valid_until FROM promo_code WHERE id = $1`, [id]);
    return row
      ? { id: row.id, code: row.code, active: row.active, uses: row.uses, maxUses: row.max_uses, validUntil: row.valid_until ? new Date(row.valid_until) : null }
      : null;
  }

  async takeOneUse(code: string): Promise<number | null> {
    const [rows] = await this.uow.manager().query(
      `UPDATE promo_code SET uses = uses + 1, updated_at = now()
        WHERE lower(code) = lower($1) AND active AND uses < max_uses AND (valid_until IS NULL OR valid_until > now())
        RETURNING id`,
      [code],
    );
    return rows[0]?.id ?? null;
  }

  async codesOf(ids: readonly number[]): Promise<Map<number, string>> {
    const rows: Array<{ id: number; code: string }> = await this.uow.manager().query(`SELECT id, code FROM promo_code WHERE id = ANY($1::int[])`, [ids]);
    return new Map(rows.map((r) => [r.id, r.code]));
  }

  async idsContaining(search: string): Promise<number[]> {
    const rows: Array<{ id: number }> = await this.uow
      .manager()
      .query(`SELECT id FROM promo_code WHERE mercato_fold(code) LIKE mercato_fold($1) ESCAPE '\\'`, [containsPattern(search)]);
    return rows.map((r) => r.id);
  }
}
