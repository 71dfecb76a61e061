import { Injectable } from '@nestjs/common';
import { isLanguage } from '@mercato/contracts';
import { UnitOfWork } from '../../platform/database/unit-of-work.js';
import type { CandidateOffer, OrderableProduct } from '../domain/order-plan.js';
import { OrderingStore, type Customer, type LockedCatalogue, type NewOrder, type OrderWholesaler } from '../application/ordering.store.js';

/**
 * Placing an order in SQL. It reads the accounts' and catalogue's tables directly
 * (one database, one transaction), and takes row locks so concurrent orders queue up:
 * the customer row (one order at a time per restaurant) and the offer rows, always in id
 * order so two orders never deadlock.
 */
@Injectable()
export class SqlOrderingStore extends OrderingStore {
  constructor(private readonly uow: UnitOfWork) {
    super();
  }

  private query<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.uow.manager().query(sql, params);
  }

  async lockCustomer(userId: number): Promise<Customer | null> {
    const [row] = await this.query<{
      id: number;
      verified: boolean;
      promo_code_id: number | null;
      first_name: string;
      last_name: string;
      email: string;
      phone: string;
      restaurant_name: string;
      restaurant_address: string;
    }>(
      `SELECT id, verified, promo_code_id, first_name, last_name, email, phone, restaurant_name, restaurant_address
         FROM app_user WHERE id = $1 AND active FOR UPDATE`,
      [userId],
    );
    if (!row) return null;
    return {
      id: row.id,
      verified: row.verified,
      hasActivationCode: row.promo_code_id !== null,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      restaurantName: row.restaurant_name,
      restaurantAddress: row.restaurant_address,
    };
  }

  async orderIdForKey(userId: number, idempotencyKey: string): Promise<number | null> {
    const [row] = await this.query<{ id: number }>(`SELECT id FROM customer_order WHERE user_id = $1 AND idempotency_key = $2`, [userId, idempotencyKey]);
    return row ? row.id : null;
  }

  async lockCatalogue(productIds: readonly number[]): Promise<LockedCatalogue> {
    const offerRows = await this.query<{
      id: number;
      product_id: number;
      wholesaler_id: number;
      price_rappen: number;
      stock: string;
      sellable: boolean;
    }>(
      `SELECT o.id, o.product_id, o.wholesaler_id, o.price_rappen, o.stock, (o.active AND w.active) AS sellable
         FROM offer o JOIN wholesaler w ON w.id = o.wholesaler_id
        WHERE o.product_id = ANY($1::int[])
        ORDER BY o.id
          FOR UPDATE OF o`,
      [productIds],
    );
    const productRows = await this.query<{
      id: number;
      active: boolean;
      name_fr: string;
      name_de: string;
      name_it: string;
      unit: 'kg' | 'piece';
      vat_rate_basis_points: number;
    }>(`SELECT id, active, name_fr, name_de, name_it, unit, vat_rate_basis_points FROM product WHERE id = ANY($1::int[])`, [productIds]);
    const wholesalerIds = [...new Set(offerRows.map((o) => o.wholesaler_id))];
    const wholesalerRows = await this.query<{ id: number; name: string; order_email: string; language: string }>(
      `SELECT id, name, order_email, language FROM wholesaler WHERE id = ANY($1::int[])`,
      [wholesalerIds],
    );
    const offers: CandidateOffer[] = offerRows.map((o) => ({
      offerId: o.id,
      productId: o.product_id,
      wholesalerId: o.wholesaler_id,
      priceRappen: o.price_rappen,
      stock: Number(o.stock),
      sellable: o.sellable,
    }));
    const products = new Map<number, OrderableProduct>(
      productRows.map((p) => [
        p.id,
        { id: p.id, active: p.active, name: { fr: p.name_fr, de: p.name_de, it: p.name_it }, unit: p.unit, vatRateBasisPoints: p.vat_rate_basis_points },
      ]),
    );
    const wholesalers = new Map<number, OrderWholesaler>(
      wholesalerRows.map((w) => [w.id, { id: w.id, name: w.name, orderEmail: w.order_email, language: isLanguage(w.language) ? w.language : 'fr' }]),
    );
    return { products, offers, wholesalers };
  }

  async takeStock(taken: ReadonlyArray<{ offerId: number; quantity: number }>): Promise<void> {
    if (!taken.length) return;
    // The CHECK (stock >= 0) of the offer table is the last line of defence: a plan made on
    // locked rows never trips it.
    await this.query(
      `UPDATE offer o SET stock = o.stock - t.quantity, updated_at = now()
         FROM unnest($1::int[], $2::numeric[]) AS t(offer_id, quantity)
        WHERE o.id = t.offer_id`,
      [taken.map((t) => t.offerId), taken.map((t) => t.quantity)],
    );
  }

  async save(order: NewOrder): Promise<{ orderId: number; partIds: number[]; placedAt: Date }> {
    const c = order.customer;
    const [saved] = await this.query<{ id: number; placed_at: Date }>(
      `INSERT INTO customer_order
         (user_id, idempotency_key, language, restaurant_name, restaurant_address, phone, contact_name, email, net_rappen, gross_rappen)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       RETURNING id, placed_at`,
      [c.id, order.idempotencyKey, order.language, c.restaurantName, c.restaurantAddress, c.phone, `${c.firstName} ${c.lastName}`, c.email, order.netRappen, order.grossRappen],
    );
    const orderId = saved!.id;
    const partIds: number[] = [];
    for (const part of order.parts) {
      const [row] = await this.query<{ id: number }>(
        `INSERT INTO purchase_order (order_id, wholesaler_id, wholesaler_name, net_rappen, gross_rappen)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [orderId, part.wholesalerId, part.wholesalerName, part.netRappen, part.grossRappen],
      );
      partIds.push(row!.id);
      const l = part.lines;
      await this.query(
        `INSERT INTO purchase_order_line
           (purchase_order_id, position, product_id, offer_id, name_fr, name_de, name_it, unit, quantity, unit_price_rappen, vat_rate_basis_points, net_rappen)
         SELECT $1, t.position, t.product_id, t.offer_id, t.name_fr, t.name_de, t.name_it, t.unit, t.quantity, t.price, t.vat, t.net
           FROM unnest($2::int[], $3::int[], $4::int[], $5::text[], $6::text[], $7::text[], $8::text[], $9::numeric[], $10::int[], $11::int[], $12::bigint[])
             AS t(position, product_id, offer_id, name_fr, name_de, name_it, unit, quantity, price, vat, net)`,
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
        ],
      );
    }
    return { orderId, partIds, placedAt: new Date(saved!.placed_at) };
  }

  async linkPartMail(partId: number, mailId: string): Promise<void> {
    await this.query(`UPDATE purchase_order SET mail_id = $2 WHERE id = $1`, [partId, mailId]);
  }
}
