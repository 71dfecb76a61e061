import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../platform/database/unit-of-work.js';
import { FavouriteStore } from '../../application/favourites/favourite-store.port.js';

@Injectable()
export class SqlFavouriteStore extends FavouriteStore {
  constructor(private readonly uow: UnitOfWork) {
    super();
  }

  async add(userId: number, productId: number): Promise<void> {
    await this.uow.manager().query(`INSERT INTO favourite (user_id, product_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [userId, productId]);
  }

  async remove(userId: number, productId: number): Promise<boolean> {
    // A plain DELETE answers [rows, count] through TypeORM; a SELECT over it answers rows alike on both databases.
    const [row]: Array<{ removed: number }> = await this.uow
      .manager()
      .query(`WITH d AS (DELETE FROM favourite WHERE user_id = $1 AND product_id = $2 RETURNING 1) SELECT count(*)::int AS removed FROM d`, [userId, productId]);
    return (row?.removed ?? 0) > 0;
  }

  async productIds(userId: number): Promise<number[]> {
    const rows: Array<{ product_id: number }> = await this.uow
      .manager()
      .query(`SELECT product_id FROM favourite WHERE user_id = $1 ORDER BY created_at DESC, product_id DESC`, [userId]);
    return rows.map((r) => r.product_id);
  }
}
