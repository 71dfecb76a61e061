import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { ChangeStamps } from '../../platform/redis/change-stamps.js';
import { OrderingStore, type NewOrder, type NewOrderPartWithMail, type SavedOrder } from '../application/ordering-store.port.js';
import { orderHistoryStamp } from './order-history-stamp.js';

/**
 * The orders' tables in SQL, as placing an order writes them. A new order announces itself
 * under its restaurant's history stamp first (see SqlOrderReader). A part's new mail
 * (`linkPartMail`) does not: it changes what a part waiting for its mail shows, and such a
 * part is in no kept page (staff's resend marks the part pending, and that announces).
 */
@Injectable()
export class SqlOrderingStore extends OrderingStore {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly stamps: ChangeStamps,
  ) {
    super();
  }

  private query<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.uow.manager().query(sql, params);
  }

  async orderIdForKey(userId: number, idempotencyKey: string): Promise<number | null> {
    const [row] = await this.uow.preparedInTransaction<{ id: number }>('orders_id_for_key', `SELECT id::int AS id FROM customer_order WHERE user_id = $1 AND idempotency_key = $2`, [
      userId,
      idempotencyKey,
    ]);
    return row ? row.id : null;
  }

  async saveOrder(order: NewOrder): Promise<SavedOrder> {
    const c = order.customer;
    await this.stamps.changing(orderHistoryStamp(c.id));
    // The order of this key, if there is one, instead: the caller holds the customer's lock, so
    // an order placed with the key committed before this statement began, and it sees it.
    const [saved] = await this.uow.preparedInTransaction<{ id: number; placed_at: Date; saved: boolean }>(
      'orders_save_order_once',
      `WITH saved AS (
         INSERT INTO customer_order
           (user_id, idempotency_key, language, restaurant_name, restaurant_address, phone, contact_name, email, net_rappen, gross_rappen, note)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (user_id, idempotency_key) DO NOTHING
         RETURNING id, placed_at)
       SELECT id::int AS id, placed_at::timestamptz AS placed_at, true AS saved FROM saved
       UNION ALL
       SELECT id::int, placed_at::timestamptz, false FROM customer_order
        WHERE user_id = $1 AND idempotency_key = $2 AND NOT EXISTS (SELECT 1 FROM saved)`,
      [c.id, order.idempotencyKey, order.language, c.restaurantName, c.restaurantAddress, c.phone, `${c.firstName} ${c.lastName}`, c.email, order.netRappen, order.grossRappen, order.note],
    );
    if (!saved) throw new Error(`Order of key ${order.idempotencyKey} neither saved nor found`);
    return saved.saved ? { kind: 'saved', orderId: saved.id, placedAt: new Date(saved.placed_at) } : { kind: 'exists', orderId: saved.id };
  }

  async saveParts(orderId: number, parts: readonly NewOrderPartWithMail[]): Promise<number[]> {
    if (!parts.length) return [];
    // Parts and lines in one statement: the parts numbered by their index (ordinality), each
    // line naming its part's index. The lines are written in offer-id order: each takes a
    // key-share lock on its offer (the foreign key), and every lock on offers is taken in id
    // order (the stock take, staff's price lists and removals), so none of them can deadlock.
    // Their `position` keeps the order they are shown in.
    const lines = parts.flatMap((part, p) => part.lines.map((line, position) => ({ p: p + 1, position, line })));
    const rows = await this.uow.preparedInTransaction<{ id: number; n: string }>(
      'orders_save_parts',
      `WITH parts AS (
         INSERT INTO purchase_order (order_id, wholesaler_id, wholesaler_name, net_rappen, gross_rappen, delivery_date, fee_rappen, note, mail_id, token_hash, token_expires_at)
         SELECT $1, t.wholesaler_id, t.wholesaler_name, t.net, t.gross, t.delivery_date, t.fee, t.note, t.mail_id, t.token_hash, t.expires_at
           FROM unnest($2::int[], $3::text[], $4::bigint[], $5::bigint[], $6::date[], $7::int[], $8::text[], $9::uuid[], $10::text[], $11::timestamptz[])
                WITH ORDINALITY AS t(wholesaler_id, wholesaler_name, net, gross, delivery_date, fee, note, mail_id, token_hash, expires_at, n)
          ORDER BY t.n
         RETURNING id, mail_id),
       numbered AS (SELECT p.id, t.n FROM parts p JOIN unnest($9::uuid[]) WITH ORDINALITY AS t(mail_id, n) ON t.mail_id = p.mail_id),
       lines AS (
         INSERT INTO purchase_order_line
           (purchase_order_id, position, product_id, offer_id, name_fr, name_de, name_it, unit, quantity, unit_price_rappen, vat_rate_basis_points, net_rappen,
            reference_price_rappen)
         SELECT numbered.id, l.position, l.product_id, l.offer_id, l.name_fr, l.name_de, l.name_it, l.unit, l.quantity, l.price, l.vat, l.net, l.reference
           FROM unnest($12::int[], $13::int[], $14::int[], $15::int[], $16::text[], $17::text[], $18::text[], $19::text[], $20::numeric[], $21::int[], $22::int[], $23::bigint[], $24::int[])
                  AS l(part, position, product_id, offer_id, name_fr, name_de, name_it, unit, quantity, price, vat, net, reference)
           JOIN numbered ON numbered.n = l.part
          ORDER BY l.offer_id, l.part, l.position)
       SELECT id::int AS id, n::text AS n FROM numbered ORDER BY n`,
      [
        orderId,
        parts.map((p) => p.wholesalerId),
        parts.map((p) => p.wholesalerName),
        parts.map((p) => p.netRappen),
        parts.map((p) => p.grossRappen),
        parts.map((p) => p.deliveryDate),
        parts.map((p) => p.feeRappen),
        parts.map((p) => p.note),
        parts.map((p) => p.mailId),
        parts.map((p) => p.link.tokenHash),
        parts.map((p) => p.link.expiresAt),
        lines.map((x) => x.p),
        lines.map((x) => x.position),
        lines.map((x) => x.line.productId),
        lines.map((x) => x.line.offerId),
        lines.map((x) => x.line.name.fr),
        lines.map((x) => x.line.name.de),
        lines.map((x) => x.line.name.it),
        lines.map((x) => x.line.unit),
        lines.map((x) => x.line.quantity),
        lines.map((x) => x.line.unitPriceRappen),
        lines.map((x) => x.line.vatRateBasisPoints),
        lines.map((x) => x.line.netRappen),
        lines.map((x) => x.line.referencePriceRappen),
      ],
    );
    return rows.map((r) => r.id);
  }

  async linkPartMail(partId: number, mailId: string, link?: { readonly tokenHash: string; readonly expiresAt: Date }): Promise<void> {
    await this.query(`UPDATE purchase_order SET mail_id = $2, token_hash = $3, token_expires_at = $4 WHERE id = $1`, [
      partId,
      mailId,
      link?.tokenHash ?? null,
      link?.expiresAt ?? null,
    ]);
  }
}
