import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../platform/database/unit-of-work.js';
import { containsPattern } from '../../../shared/domain/paging.js';
import { CodeHolders, type Redeemer } from '../../../promo/index.js';

/** Promo's `CodeHolders` port, answered from the accounts' table. */
@Injectable()
export class SqlCodeHolders extends CodeHolders {
  constructor(private readonly uow: UnitOfWork) {
    super();
  }

  async holdersOf(codeIds: readonly number[]): Promise<Map<number, Redeemer[]>> {
    const holders = new Map<number, Redeemer[]>();
    if (!codeIds.length) return holders;
    const rows: Array<{ id: number; email: string; restaurant_name: string; promo_code_id: number }> = await this.uow
      .manager()
      .query(`SELECT id, email, restaurant_name, promo_code_id FROM app_user WHERE promo_code_id = ANY($1::int[]) ORDER BY id`, [codeIds]);
    for (const r of rows) {
      const list = holders.get(r.promo_code_id) ?? [];
      list.push({ userId: r.id, email: r.email, restaurantName: r.restaurant_name });
      holders.set(r.promo_code_id, list);
    }
    return holders;
  }

  async codesHeldByEmailContaining(search: string): Promise<number[]> {
    const rows: Array<{ promo_code_id: number }> = await this.uow.manager().query(
      `SELECT DISTINCT promo_code_id FROM app_user WHERE promo_code_id IS NOT NULL AND lower(email) LIKE lower($1) ESCAPE '\\'`,
      [containsPattern(search)],
    );
    return rows.map((r) => r.promo_code_id);
  }
}
