import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { OrderingStore, type NewOrder } from '../application/ordering-store.port.js';

/** The orders' tables in SQL, as placing an order writes them. */
@Injectable()
export class SqlOrderingStore extends OrderingStore {
  constructor(private readonly uow: UnitOfWork) {
    super();
  }

  private query<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.uow.manager().query(sql, params);
  }

  async orderIdForKey(userId: number, idempotencyKey: string): Promise<number | null> {
    const [row] = await this.query<{ id: number }>(`SELECT id FROM customer_order WHERE user_id = $1 AND idempotency_key = $2`, [userId, idempotencyKey]);
    return row ? row.id : null;
  }

  async save(order: NewOrder): Promise<{ orderId: number; partIds: number[]; placedAt: Date }> {
    const c = order.customer;
    const [saved] = await this.query<{ id: number; placed_at: Date }>(
      `INSERT INTO customer_order
         (user_id, idempotency_key, language, restaurant_name, restaurant_address, phone, contact_name, email, net_rappen, gross_rappen, note)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       RETURNING id, placed_at`,
      [c.id, order.idempotencyKey, order.language, c.restaurantName, c.restaurantAddress, c.phone, `${c.firstName} ${c.lastName}`, c.email, order.netRappen, order.grossRappen, order.note],
    );
    const orderId = saved!.id;
    const partIds: number[] = [];
    for (const part of order.parts) {
      const [row] = await this.query<{ id: number }>(
        `INSERT INTO purchase_order (order_id, wholesaler_id, wholesaler_name, net_rappen, gross_rappen, delivery_date, fee_rappen, note)
         VALUES ($1, $2, $3, $4, $5, $6::date, $7, $8) RETURNING id`,
        [orderId, part.wholesalerId, part.wholesalerName, part.netRappen, part.grossRappen, part.deliveryDate, part.feeRappen, part.note],
      );
      partIds.push(row!.id);
      const l = part.lines;
      await this.query(
        `INSERT INTO purchase_order_line
           (purchase_order_id, position, product_id, offer_id, name_fr, name_de, name_it, unit, quantity, unit_price_rappen, vat_rate_basis_points, net_rappen,
            reference_price_rappen)
         SELECT $1, t.position, t.product_id, t.offer_id, t.name_fr, t.name_de, t.name_it, t.unit, t.quantity, t.price, t.vat, t.net, t.reference
           FROM unnest($2::int[], $3::int[], $4::int[], $5::text[], $6::text[], $7::text[], $8::text[], $9::numeric[], $10::int[], $11::int[], $12::bigint[], $13::int[])
             AS t(position, product_id, offer_id, name_fr, name_de, name_it, unit, quantity, price, vat, net, reference)`,
        [
          row!.id,
          l.map((_, i) => i),
          l.map((x) => x.productId),
          l.map((x) => x.offerId),
          l.map((x) => x.name.fr),
          l.map((x) => x.name.de),
          l.map((x) => x.name.it),
          l.map((x) => x.unit),
          l.map((x) => x.quantity),
          l.map((x) => x.unitPriceRappen),
          l.map((x) => x.vatRateBasisPoints),
          l.map((x) => x.netRappen),
          l.map((x) => x.referencePriceRappen),
        ],
      );
    }
    return { orderId, partIds, placedAt: new Date(saved!.placed_at) };
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
