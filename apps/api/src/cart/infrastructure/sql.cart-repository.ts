import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../platform/database/unit-of-work.js';
import type { CartCheckout } from '../application/cart-checkout.port.js';
import { CartRepository, type StoredCartLine } from '../application/cart-repository.port.js';

/** The server cart in SQL; it answers the cart's own use cases and, as `CartCheckout`, the orders context. */
@Injectable()
export class SqlCartRepository extends CartRepository implements CartCheckout {
  constructor(private readonly uow: UnitOfWork) {
    super();
  }

  async lines(userId: number): Promise<StoredCartLine[]> {
    // Read on every plan request: prepared once per connection (outside a transaction).
    const rows = await this.uow.preparedRead<{ product_id: number; quantity: string }>(
      'cart_lines',
      `SELECT product_id, quantity FROM cart_item WHERE user_id = $1 ORDER BY position, product_id`,
      [userId],
    );
    return rows.map((r) => ({ productId: r.product_id, quantity: Number(r.quantity) }));
  }

  async replace(userId: number, lines: readonly StoredCartLine[]): Promise<void> {
    const manager = this.uow.manager();
    await this.uow.preparedInTransaction('cart_delete', `DELETE FROM cart_item WHERE user_id = $1`, [userId]);
    if (!lines.length) return;
    await manager.query(
      `INSERT INTO cart_item (user_id, product_id, quantity, position)
       SELECT $1, line.product_id, line.quantity, line.position
         FROM unnest($2::int[], $3::numeric[], $4::int[]) AS line(product_id, quantity, position)`,
      [userId, lines.map((l) => l.productId), lines.map((l) => l.quantity), lines.map((_, i) => i)],
    );
  }

  empty(userId: number): Promise<void> {
    return this.replace(userId, []);
  }
}
