import { Injectable } from '@nestjs/common';
import { isLanguage } from '@mercato/contracts';
import { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { ChangeStamps } from '../../platform/redis/change-stamps.js';
import { isPartStatus } from '../domain/answer/part-status.js';
import { PurchaseOrderStore, type PartAnswer, type PartRef, type StoredPart } from '../application/purchase-order-store.port.js';
import { orderHistoryStamp } from './order-history-stamp.js';

interface PartRow {
  id: number;
  order_id: number;
  user_id: number;
  placed_at: Date;
  language: string;
  restaurant_name: string;
  restaurant_address: string;
  phone: string;
  contact_name: string;
  email: string;
  wholesaler_id: number;
  wholesaler_name: string;
  status: string;
  delivery_date: string | null;
  fee_rappen: number;
  note: string;
  token_expires_at: Date | null;
  answered_at: Date | null;
  answer_delivery_date: string | null;
  answer_note: string;
  answer_reason: string;
}

const PART_SELECT = `
  SELECT p.id, p.order_id, o.user_id, o.placed_at, o.language, o.restaurant_name, o.restaurant_address, o.phone, o.contact_name, o.email,
         p.wholesaler_id, p.wholesaler_name, p.status, to_char(p.delivery_date, 'YYYY-MM-DD') AS delivery_date, p.fee_rappen, p.note,
         p.token_expires_at, p.answered_at, to_char(p.answer_delivery_date, 'YYYY-MM-DD') AS answer_delivery_date, p.answer_note, p.answer_reason
    FROM purchase_order p JOIN customer_order o ON o.id = p.order_id`;

/**
 * The purchase orders in SQL: the row lock (`FOR UPDATE OF p`) is what makes one of two
 * concurrent answers win. Each write that changes what the restaurant's history shows
 * announces itself under the history's change stamp first (see SqlOrderReader); marking
 * delivered mails' parts sent does not: a part waiting for its mail is in no kept page.
 */
@Injectable()
export class SqlPurchaseOrderStore extends PurchaseOrderStore {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly stamps: ChangeStamps,
  ) {
    super();
  }

  private query<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.uow.manager().query(sql, params);
  }

  lockByTokenHash(tokenHash: string): Promise<StoredPart | null> {
    return this.one(`${PART_SELECT} WHERE p.token_hash = $1 FOR UPDATE OF p`, [tokenHash]);
  }

  findByTokenHash(tokenHash: string): Promise<StoredPart | null> {
    return this.one(`${PART_SELECT} WHERE p.token_hash = $1`, [tokenHash]);
  }

  lockForOrder(orderId: number, partId: number): Promise<StoredPart | null> {
    return this.one(`${PART_SELECT} WHERE p.id = $1 AND p.order_id = $2 FOR UPDATE OF p`, [partId, orderId]);
  }

  async saveAnswer(part: PartRef, answer: PartAnswer, at: Date): Promise<void> {
    await this.stamps.changing(orderHistoryStamp(part.userId));
    await this.query(
      `UPDATE purchase_order SET status = $2, answered_at = $3, answer_delivery_date = $4::date, answer_note = $5, answer_reason = $6 WHERE id = $1`,
      [part.id, answer.status, at, answer.deliveryDate, answer.note, answer.reason],
    );
    if (answer.confirmed.length) {
      await this.query(
        `UPDATE purchase_order_line l SET confirmed_quantity = t.quantity
           FROM unnest($2::int[], $3::numeric[]) AS t(id, quantity)
          WHERE l.id = t.id AND l.purchase_order_id = $1`,
        [part.id, answer.confirmed.map((c) => c.lineId), answer.confirmed.map((c) => c.quantity)],
      );
    }
  }

  async cancel(part: PartRef, at: Date): Promise<void> {
    await this.stamps.changing(orderHistoryStamp(part.userId));
    await this.query(`UPDATE purchase_order SET status = 'cancelled', cancelled_at = $2 WHERE id = $1`, [part.id, at]);
  }

  async resent(part: PartRef): Promise<void> {
    await this.stamps.changing(orderHistoryStamp(part.userId));
    await this.query(`UPDATE purchase_order SET status = 'pending' WHERE id = $1 AND status IN ('pending', 'sent')`, [part.id]);
  }

  async mailsDelivered(mailIds: readonly string[]): Promise<void> {
    if (!mailIds.length) return;
    await this.query(`UPDATE purchase_order SET status = 'sent' WHERE mail_id = ANY($1::uuid[]) AND status = 'pending'`, [mailIds]);
  }

  private async one(sql: string, params: unknown[]): Promise<StoredPart | null> {
    const [row] = await this.query<PartRow>(sql, params);
    if (!row) return null;
    const lines = await this.query<{
      id: number;
      product_id: number;
      offer_id: number | null;
      name_fr: string;
      name_de: string;
      name_it: string;
      unit: 'kg' | 'piece';
      quantity: string;
      unit_price_rappen: number;
      vat_rate_basis_points: number;
      net_rappen: string;
      confirmed_quantity: string | null;
    }>(
      `SELECT id, product_id, offer_id, name_fr, name_de, name_it, unit, quantity, unit_price_rappen, vat_rate_basis_points, net_rappen, confirmed_quantity
         FROM purchase_order_line WHERE purchase_order_id = $1 ORDER BY position`,
      [row.id],
    );
    if (!isPartStatus(row.status)) throw new Error(`Purchase order ${row.id} has an unknown status ${row.status}`);
    return {
      id: row.id,
      orderId: row.order_id,
      userId: row.user_id,
      placedAt: new Date(row.placed_at),
      language: isLanguage(row.language) ? row.language : 'fr',
      restaurant: { name: row.restaurant_name, address: row.restaurant_address, phone: row.phone, contactName: row.contact_name, email: row.email },
      wholesalerId: row.wholesaler_id,
      wholesalerName: row.wholesaler_name,
      status: row.status,
      deliveryDate: row.delivery_date,
      feeRappen: Number(row.fee_rappen),
      note: row.note,
      tokenExpiresAt: row.token_expires_at ? new Date(row.token_expires_at) : null,
      answer: { answeredAt: row.answered_at ? new Date(row.answered_at) : null, deliveryDate: row.answer_delivery_date, note: row.answer_note, reason: row.answer_reason },
      lines: lines.map((l) => ({
        lineId: l.id,
        productId: l.product_id,
        offerId: l.offer_id,
        name: { fr: l.name_fr, de: l.name_de, it: l.name_it },
        unit: l.unit,
        quantity: Number(l.quantity),
        unitPriceRappen: l.unit_price_rappen,
        vatRateBasisPoints: l.vat_rate_basis_points,
        netRappen: Number(l.net_rappen),
        confirmedQuantity: l.confirmed_quantity === null ? null : Number(l.confirmed_quantity),
      })),
    };
  }
}
