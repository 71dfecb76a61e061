import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { ChangeStamps, SESSION_USER_ID } from '../../platform/redis/change-stamps.js';
import type { CartCheckout } from '../application/cart-checkout.port.js';
import { CartRepository, type StoredCartLine } from '../application/cart-repository.port.js';
import { KeptCopies } from '../../platform/redis/kept-copies.js';
import { cartStamp } from './cart-stamp.js';

/** Carts this instance keeps in memory (least recently used ones leave first): a few MB at most. */
const KEPT_CARTS = 10_000;

/**
 * The server cart in SQL; it answers the cart's own use cases and, as `CartCheckout`, the orders context.
 *
 * Reading a signed-in user's own cart (get_cart) was about a third of that call's CPU, for a
 * database round trip (issue 16). So with Redis, each instance keeps the lines it read for a
 * session's own cart, under the cart's change stamp asked BEFORE the read (the session store
 * reads it in the same Redis call as the session), and uses the copy only while that stamp is
 * unchanged, as the signed-in accounts are kept (SessionSerializer). Every write of the cart
 * announces itself (ChangeStamps.changing) before it commits.
 */
@Injectable()
export class SqlCartRepository extends CartRepository implements CartCheckout {
  /** Per instance of the application (so two in one process, as in tests, behave as two servers). */
  private readonly kept = new KeptCopies<StoredCartLine[]>(KEPT_CARTS);

  constructor(
    private readonly uow: UnitOfWork,
    private readonly stamps: ChangeStamps,
  ) {
    super();
    this.stamps.readWithSession([cartStamp(SESSION_USER_ID)]);
  }

  /**
   * The cart's lines. With `session` (the payload of the request's session, whose user owns the
   * cart), a copy kept under the cart's unchanged stamp when there is one (never to be changed
   * by the caller).
   */
  async lines(userId: number, session?: object): Promise<StoredCartLine[]> {
    if (session === undefined || !this.stamps.enabled) return this.read(userId);
    const stamp = await this.stamps.current([cartStamp(userId)], session);
    return this.kept.get(userId, stamp, () => this.read(userId));
  }

  private async read(userId: number): Promise<StoredCartLine[]> {
    // Read on every plan request and in every order's transaction: prepared once per connection.
    const rows = await this.uow.preparedInTransaction<{ product_id: number; quantity: string }>(
      'cart_lines',
      `SELECT product_id, quantity FROM cart_item WHERE user_id = $1 ORDER BY position, product_id`,
      [userId],
    );
    return rows.map((r) => ({ productId: r.product_id, quantity: Number(r.quantity) }));
  }

  async replace(userId: number, lines: readonly StoredCartLine[]): Promise<void> {
    // Before the write: the copies of this cart are not used from now on (see the class).
    await this.stamps.changing(cartStamp(userId));
    // One statement (was DELETE then INSERT, which failed on the primary key when two saves of
    // one cart ran at once): the lines the cart no longer holds are deleted, the others written
    // over or added. Its two parts touch different rows (a product is either in `lines` or not),
    // so they do not depend on the order PostgreSQL runs them in.
    // Prepared (on the transaction's connection, or once per pooled connection outside one).
    await this.uow.preparedInTransaction(
      'cart_replace',
      `WITH gone AS (DELETE FROM cart_item WHERE user_id = $1 AND product_id <> ALL($2::int[]))
       INSERT INTO cart_item (user_id, product_id, quantity, position)
       SELECT $1, line.product_id, line.quantity, line.position
         FROM unnest($2::int[], $3::numeric[], $4::int[]) AS line(product_id, quantity, position)
       ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = EXCLUDED.quantity, position = EXCLUDED.position, updated_at = now()`,
      [userId, lines.map((l) => l.productId), lines.map((l) => l.quantity), lines.map((_, i) => i)],
    );
  }

  empty(userId: number): Promise<void> {
    // The same statement and stamp as a save (no line left: every line is deleted).
    return this.replace(userId, []);
  }
}
