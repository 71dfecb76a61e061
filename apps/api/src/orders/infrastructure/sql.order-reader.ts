import { Injectable } from '@nestjs/common';
import { MailOutbox } from '../../mail/index.js';
import { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { ChangeStamps, SESSION_USER_ID } from '../../platform/redis/change-stamps.js';
import { KeptCopies } from '../../platform/redis/kept-copies.js';
import { OrderReader, type OrderPageQuery, type OrderStatusFilter, type SavingsLine, type UserOrderPageQuery } from '../application/order-reader.port.js';
import type { PartStatus as StoredPartStatus } from '../domain/answer/part-status.js';
import type { OrderLineView, OrderPartView, OrderView } from '../domain/order-view.js';
import { orderHistoryStamp } from './order-history-stamp.js';

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

/** History pages this instance keeps in memory (least recently used ones leave first): a few MB at most. */
const KEPT_PAGES = 5_000;

/** A page of orders, and whether none of its parts waits for its mail (what it shows then changes only by writes that announce themselves). */
interface ReadPage {
  readonly items: OrderView[];
  readonly total: number;
  readonly settled: boolean;
}

const ORDER_COLUMNS = 'id, user_id, status, placed_at, restaurant_name, email, restaurant_address, phone, contact_name, note';

/**
 * Orders with their parts and lines in a few queries, whatever their number.
 *
 * A restaurant's own history (`/api/v1/orders`, read on every visit of its page and whenever
 * the page comes back into view) cost a database round trip per request, about 45 % of that
 * call's CPU (issue 16). So with Redis, each instance keeps the unfiltered pages it read for a
 * session's own history under the history's change stamp (orderHistoryStamp), asked BEFORE the
 * read (the session store reads it in the same Redis call as the session), and uses a copy
 * only while that stamp is unchanged, as the carts are kept (SqlCartRepository). Every write
 * that changes what a history shows announces itself before it commits: placing an order
 * (SqlOrderingStore), a wholesaler's answer, a cancellation and a resent purchase order
 * (SqlPurchaseOrderStore). A page with a part still waiting for its mail is never kept: what
 * such a part shows (pending, sent, undeliverable) is the mail context's to change, and it
 * announces nothing; pages filtered by status are never kept either (which orders they hold
 * can change with a mail's fate).
 */
@Injectable()
export class SqlOrderReader extends OrderReader {
  /** Per instance of the application (so two in one process, as in tests, behave as two servers). */
  private readonly kept = new KeptCopies<ReadPage, string>(KEPT_PAGES);

  constructor(
    private readonly uow: UnitOfWork,
    private readonly mail: MailOutbox,
    private readonly stamps: ChangeStamps,
  ) {
    super();
    this.stamps.readWithSession([orderHistoryStamp(SESSION_USER_ID)]);
  }

  /**
   * A read; with `name`, one whose SQL never changes, run as a named prepared statement
   * (UnitOfWork.preparedRead): parsed and planned once per connection, and outside TypeORM's
   * query runner (a restaurant's history is read on every visit of its page; issue 16).
   */
  private query<T>(sql: string, params: unknown[], name?: string): Promise<T[]> {
    return name ? this.uow.preparedRead<T>(name, sql, params) : this.uow.manager().query(sql, params);
  }

  async forUser(userId: number, query: UserOrderPageQuery, session?: object): Promise<{ items: OrderView[]; total: number }> {
    const read = () => this.userPage(userId, query);
    if (session === undefined || query.status !== null || !this.stamps.enabled) return strip(await read());
    const stamp = await this.stamps.current([orderHistoryStamp(userId)], session);
    return strip(await this.kept.get(`${userId}:${query.page}:${query.limit}`, stamp, read, (p) => p.settled));
  }

  private async userPage(userId: number, { page, limit, status }: UserOrderPageQuery): Promise<ReadPage> {
    const filter = await this.statusFilter(status, userId);
    // Without a status filter the statement is always the same: prepared.
    return this.pageWhere(['user_id = $1', ...filter.conditions(2)], [userId, ...filter.params], page, limit, status === null ? 'orders.user-page' : undefined);
  }

  async byId(orderId: number): Promise<OrderView | null> {
    const rows = await this.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM customer_order WHERE id = $1`, [orderId]);
    const [order] = (await this.assemble(rows)).items;
    return order ?? null;
  }

  async page({ page, limit, search, status }: OrderPageQuery): Promise<{ items: OrderView[]; total: number }> {
    // An order number (`2026-000042`) names its id; other words search name and e-mail.
    const number = search?.match(/^\d{4}-0*(\d{1,9})$/);
    const conditions = number ? ['id = $1'] : search ? [`(restaurant_name ILIKE $1 OR email ILIKE $1)`] : [];
    const params: unknown[] = number ? [Number(number[1])] : search ? [`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`] : [];
    const filter = await this.statusFilter(status, null);
    return strip(await this.pageWhere([...conditions, ...filter.conditions(params.length + 1)], [...params, ...filter.params], page, limit));
  }

  private async pageWhere(conditions: string[], params: unknown[], page: number, limit: number, name?: string): Promise<ReadPage> {
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
    return { ...(await this.assemble(rows)), total: Number(total ?? 0) };
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

  /** The orders as shown; `settled` when no part of them waits for its mail. */
  private async assemble(orders: OrderRow[]): Promise<{ items: OrderView[]; settled: boolean }> {
    if (!orders.length) return { items: [], settled: true };
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
    const items = orders.map((o) => ({
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
    return { items, settled: parts.every((p) => p.status !== 'pending') };
  }
}

/** A page as the port answers it. */
function strip({ items, total }: ReadPage): { items: OrderView[]; total: number } {
  return { items, total };
}
