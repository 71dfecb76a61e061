import { Injectable } from '@nestjs/common';
import { MailOutbox } from '../../mail/index.js';
import { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { OrderReader, type OrderPageQuery, type OrderStatusFilter, type SavingsLine, type UserOrderPageQuery } from '../application/order-reader.port.js';
import type { PartStatus as StoredPartStatus } from '../domain/answer/part-status.js';
import type { OrderLineView, OrderPartView, OrderView } from '../domain/order-view.js';

interface OrderRow {
  id: number;
  user_id: number;
  status: 'placed' | 'cancelled';
  placed_at: Date;
  restaurant_name: string;
  email: string;
  restaurant_address: string;
  phone: string;
  contact_name: string;
  note: string;
}

const ORDER_COLUMNS = 'id, user_id, status, placed_at, restaurant_name, email, restaurant_address, phone, contact_name, note';

/** Orders with their parts and lines in a few queries, whatever their number. */
@Injectable()
export class SqlOrderReader extends OrderReader {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly mail: MailOutbox,
  ) {
    super();
  }

  /**
   * A read; with `name`, one whose SQL never changes, run as a named prepared statement
   * (UnitOfWork.preparedRead): parsed and planned once per connection, and outside TypeORM's
   * query runner (a restaurant's history is read on every visit of its page; issue 16).
   */
  private query<T>(sql: string, params: unknown[], name?: string): Promise<T[]> {
    return name ? this.uow.preparedRead<T>(name, sql, params) : this.uow.manager().query(sql, params);
  }

  async forUser(userId: number, { page, limit, status }: UserOrderPageQuery): Promise<{ items: OrderView[]; total: number }> {
    const filter = await this.statusFilter(status, userId);
    // Without a status filter the statement is always the same: prepared.
    return this.pageWhere(['user_id = $1', ...filter.conditions(2)], [userId, ...filter.params], page, limit, status === null ? 'orders.user-page' : undefined);
  }

  async byId(orderId: number): Promise<OrderView | null> {
    const rows = await this.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM customer_order WHERE id = $1`, [orderId]);
    const [order] = await this.assemble(rows);
    return order ?? null;
  }

  async page({ page, limit, search, status }: OrderPageQuery): Promise<{ items: OrderView[]; total: number }> {
    // An order number (`2026-000042`) names its id; other words search name and e-mail.
    const number = search?.match(/^\d{4}-0*(\d{1,9})$/);
    const conditions = number ? ['id = $1'] : search ? [`(restaurant_name ILIKE $1 OR email ILIKE $1)`] : [];
    const params: unknown[] = number ? [Number(number[1])] : search ? [`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`] : [];
    const filter = await this.statusFilter(status, null);
    return this.pageWhere([...conditions, ...filter.conditions(params.length + 1)], [...params, ...filter.params], page, limit);
  }

  private async pageWhere(conditions: string[], params: unknown[], page: number, limit: number, name?: string): Promise<{ items: OrderView[]; total: number }> {
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    // The page and the number of all matching orders in one round trip (the window count is
    // taken before LIMIT); only a page past the end, which holds no row to carry it, counts apart.
    const rows = await this.query<OrderRow & { total: string }>(
      `SELECT ${ORDER_COLUMNS}, count(*) OVER () AS total FROM customer_order ${where}
        ORDER BY placed_at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, (page - 1) * limit],
      name,
    );
    const total = rows.length
      ? rows[0]!.total
      : page === 1
        ? '0'
        : (await this.query<{ total: string }>(`SELECT count(*) AS total FROM customer_order ${where}`, params, name && `${name}.count`))[0]?.total;
    return { items: await this.assemble(rows), total: Number(total ?? 0) };
  }

  /**
   * Orders with a part in `status` as the lists show it. A stored `pending` part shows what
   * became of its mail (the mail context knows): `sent` once delivered, `undeliverable` once it
   * failed for good, else `pending`; so those three ask the mail context about the pending
   * parts' mails first (few: a part is pending only until its mail is out).
   */
  private async statusFilter(status: OrderStatusFilter, userId: number | null): Promise<{ params: unknown[]; conditions: (first: number) => string[] }> {
    const none = { params: [], conditions: () => [] };
    if (status === null) return none;
    const part = (test: string) => `EXISTS (SELECT 1 FROM purchase_order p WHERE p.order_id = customer_order.id AND ${test})`;
    if (status !== 'pending' && status !== 'sent' && status !== 'undeliverable') {
      return { params: [status], conditions: (n) => [part(`p.status = $${n}`)] };
    }
    const pending = await this.query<{ mail_id: string }>(
      `SELECT p.mail_id FROM purchase_order p JOIN customer_order o ON o.id = p.order_id
        WHERE p.status = 'pending' AND p.mail_id IS NOT NULL ${userId === null ? '' : 'AND o.user_id = $1'}`,
      userId === null ? [] : [userId],
    );
    const mailIds = pending.map((r) => r.mail_id);
    const delivered = [...(await this.mail.delivered(mailIds))];
    const undeliverable = [...(await this.mail.undeliverable(mailIds))];
    switch (status) {
      case 'sent':
        return { params: [delivered], conditions: (n) => [part(`(p.status = 'sent' OR (p.status = 'pending' AND p.mail_id = ANY($${n}::uuid[])))`)] };
      case 'undeliverable':
        return { params: [undeliverable], conditions: (n) => [part(`p.status = 'pending' AND p.mail_id = ANY($${n}::uuid[])`)] };
      case 'pending':
        return {
          params: [[...delivered, ...undeliverable]],
          conditions: (n) => [part(`p.status = 'pending' AND (p.mail_id IS NULL OR NOT (p.mail_id = ANY($${n}::uuid[])))`)],
        };
    }
  }

  async savingsLines(userId: number, since: Date): Promise<SavingsLine[]> {
    const rows = await this.query<{
      reference_price_rappen: number | null;
      unit_price_rappen: number;
      quantity: string;
      confirmed_quantity: string | null;
      status: StoredPartStatus;
    }>(
      `SELECT l.reference_price_rappen, l.unit_price_rappen, l.quantity, l.confirmed_quantity, p.status
         FROM purchase_order_line l
         JOIN purchase_order p ON p.id = l.purchase_order_id
         JOIN customer_order o ON o.id = p.order_id
        WHERE o.user_id = $1 AND o.placed_at >= $2`,
      [userId, since],
    );
    return rows.map((r) => ({
      referencePriceRappen: r.reference_price_rappen === null ? null : Number(r.reference_price_rappen),
      unitPriceRappen: Number(r.unit_price_rappen),
      quantity: Number(r.quantity),
      confirmedQuantity: r.confirmed_quantity === null ? null : Number(r.confirmed_quantity),
      partStatus: r.status,
    }));
  }

  async countToday(): Promise<number> {
    const [row] = await this.query<{ n: string }>(
      `SELECT count(*) AS n FROM customer_order
        WHERE placed_at >= date_trunc('day', now() AT TIME ZONE 'Europe/Zurich') AT TIME ZONE 'Europe/Zurich'`,
      [],
    );
    return Number(row?.n ?? 0);
  }

  private async assemble(orders: OrderRow[]): Promise<OrderView[]> {
    if (!orders.length) return [];
    const ids = orders.map((o) => o.id);
    const parts = await this.query<{
      id: number;
      order_id: number;
      wholesaler_id: number;
      wholesaler_name: string;
      mail_id: string | null;
      delivery_date: string | null;
      fee_rappen: number;
      note: string;
      status: StoredPartStatus;
      answered_at: Date | null;
      answer_delivery_date: string | null;
      answer_note: string;
      answer_reason: string;
    }>(
      `SELECT p.id, p.order_id, p.wholesaler_id, p.wholesaler_name, p.mail_id, to_char(p.delivery_date, 'YYYY-MM-DD') AS delivery_date, p.fee_rappen, p.note,
              p.status, p.answered_at, to_char(p.answer_delivery_date, 'YYYY-MM-DD') AS answer_delivery_date, p.answer_note, p.answer_reason
         FROM purchase_order p
        WHERE p.order_id = ANY($1::int[]) ORDER BY p.order_id, p.wholesaler_id`,
      [ids],
      'orders.parts',
    );
    // A part is sent once its purchase-order mail was delivered (the mail context knows).
    const mailIds = parts.flatMap((p) => (p.mail_id ? [p.mail_id] : []));
    const delivered = await this.mail.delivered(mailIds);
    const undeliverable = await this.mail.undeliverable(mailIds);
    // The stored status, except that a pending part shows what became of its mail.
    const statusOf = (stored: StoredPartStatus, mailId: string | null): OrderPartView['status'] =>
      stored !== 'pending' ? stored : mailId && delivered.has(mailId) ? 'sent' : mailId && undeliverable.has(mailId) ? 'undeliverable' : 'pending';
    const lines = await this.query<{
      purchase_order_id: number;
      product_id: number;
      name_fr: string;
      name_de: string;
      name_it: string;
      unit: 'kg' | 'piece';
      quantity: string;
      unit_price_rappen: number;
      vat_rate_basis_points: number;
      net_rappen: string;
      reference_price_rappen: number | null;
      confirmed_quantity: string | null;
    }>(
      `SELECT l.purchase_order_id, l.product_id, l.name_fr, l.name_de, l.name_it, l.unit, l.quantity, l.unit_price_rappen, l.vat_rate_basis_points, l.net_rappen,
              l.reference_price_rappen, l.confirmed_quantity
         FROM purchase_order_line l JOIN purchase_order p ON p.id = l.purchase_order_id
        WHERE p.order_id = ANY($1::int[]) ORDER BY l.purchase_order_id, l.position`,
      [ids],
      'orders.lines',
    );
    const linesByPart = new Map<number, OrderLineView[]>();
    for (const l of lines) {
      const list = linesByPart.get(l.purchase_order_id) ?? [];
      list.push({
        productId: l.product_id,
        name: { fr: l.name_fr, de: l.name_de, it: l.name_it },
        unit: l.unit,
        quantity: Number(l.quantity),
        unitPriceRappen: l.unit_price_rappen,
        vatRateBasisPoints: l.vat_rate_basis_points,
        netRappen: Number(l.net_rappen),
        referencePriceRappen: l.reference_price_rappen === null ? null : Number(l.reference_price_rappen),
        confirmedQuantity: l.confirmed_quantity === null ? null : Number(l.confirmed_quantity),
      });
      linesByPart.set(l.purchase_order_id, list);
    }
    const partsByOrder = new Map<number, OrderPartView[]>();
    for (const p of parts) {
      const list = partsByOrder.get(p.order_id) ?? [];
      list.push({
        id: p.id,
        wholesalerId: p.wholesaler_id,
        wholesalerName: p.wholesaler_name,
        status: statusOf(p.status, p.mail_id),
        deliveryDate: p.delivery_date,
        feeRappen: Number(p.fee_rappen),
        note: p.note,
        answer: p.answered_at
          ? { answeredAt: new Date(p.answered_at), deliveryDate: p.answer_delivery_date, note: p.answer_note, reason: p.answer_reason }
          : null,
        lines: linesByPart.get(p.id) ?? [],
      });
      partsByOrder.set(p.order_id, list);
    }
    return orders.map((o) => ({
      id: o.id,
      userId: o.user_id,
      status: o.status,
      placedAt: new Date(o.placed_at),
      restaurantName: o.restaurant_name,
      email: o.email,
      restaurantAddress: o.restaurant_address,
      phone: o.phone,
      contactName: o.contact_name,
      note: o.note,
      parts: partsByOrder.get(o.id) ?? [],
    }));
  }
}
