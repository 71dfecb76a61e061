import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { SmtpCatcher } from '@mercato/test-support';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { sql } from '../support/accounts.js';
import type { TestApp } from '../support/test-app.js';
import { redisOf, twoInstances } from '../support/two-instances.js';

/**
 * Issue 16: with Redis, each instance keeps the unfiltered pages of a signed-in restaurant's own
 * order history in memory, under the history's change stamp read with the session, instead of
 * reading them on every /api/v1/orders. These tests fail if a kept page is ever used after a
 * change the history shows (a new order, a wholesaler's answer, a cancellation, a resent
 * purchase order), on the same instance or another one, or if a page that the mail context can
 * still change (a part waiting for its mail, a status filter) is kept at all.
 */

interface HistoryOrder {
  id: number;
  number: string;
  note: string;
  parts: Array<{ id: number; wholesaler_id: number; status: string }>;
}

const LINK = /\/supplier\/orders\/([A-Za-z0-9_-]{43})/;

describe('kept copies of order histories (Redis)', () => {
  const { world, pieces, signedIn } = twoInstances();
  let smtp: SmtpCatcher;
  let a: TestApp;
  let b: TestApp;
  let admin: TestAgent;
  beforeAll(() => {
    ({ smtp, a, b, admin } = world);
  });

  async function restaurant() {
    const me = await signedIn();
    const [promo] = await sql<{ id: number }>(a, `INSERT INTO promo_code (code, max_uses, uses, active) VALUES ($1, 1, 1, true) RETURNING id`, [`KEPT-${randomBytes(4).toString('hex')}`]);
    await sql(a, `UPDATE app_user SET promo_code_id = $1 WHERE id = $2`, [promo!.id, me.id]);
    const history = async (t: TestApp = a, query = ''): Promise<HistoryOrder[]> =>
      (await request(t.app.getHttpServer()).get(`/api/v1/orders${query}`).set('Cookie', me.cookie).expect(200)).body.orders;
    /** Reads the history until the instance keeps a copy (a new stamp is set on the first read, kept from the second). */
    const warm = async (t: TestApp = a, query = '') => {
      await history(t, query);
      return history(t, query);
    };
    /** Orders the product, and waits until every purchase-order mail of the order is out (its parts are sent). */
    const order = async (productId: number): Promise<HistoryOrder> => {
      await me.agent.post('/api/cart/save_cart.php').send({ user_id: me.id, items: [{ product_id: productId, quantity: 1 }] }).expect(200);
      const plan = (await me.agent.get('/api/v1/cart/plan').expect(200)).body as { parts: Array<{ lines: Array<{ product_id: number; unit_price: number; quantity: number }> }>; totals: { fees: number } };
      const expected = plan.parts.flatMap((part) => part.lines.map((l) => ({ product_id: l.product_id, price: l.unit_price, quantity: l.quantity })));
      const placed = await me.agent.post('/api/v1/orders').send({ idempotency_key: `kept-${randomBytes(6).toString('hex')}`, lang: 'fr', expected, expected_fees: plan.totals.fees }).expect(201);
      const placedOrder = placed.body.order as HistoryOrder;
      await settled(placedOrder.id);
      return placedOrder;
    };
    return { ...me, history, warm, order };
  }

  /** Waits until no part of the order waits for its mail. */
  async function settled(orderId: number): Promise<void> {
    for (let i = 0; i < 100; i++) {
      const pending = await sql<{ n: string }>(a, `SELECT count(*) AS n FROM purchase_order WHERE order_id = $1 AND status = 'pending'`, [orderId]);
      if (pending[0]!.n === '0') return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`order ${orderId}: purchase orders still pending`);
  }

  /** The answer link the wholesaler received for the order's part. */
  async function linkOf(order: HistoryOrder): Promise<string> {
    const [wholesaler] = await sql<{ order_email: string }>(a, `SELECT order_email FROM wholesaler WHERE id = $1`, [order.parts[0]!.wholesaler_id]);
    const about = () => smtp.mailsTo(wholesaler!.order_email).filter((m) => m.subject.includes(order.number));
    await smtp.waitFor(() => about().length > 0);
    return LINK.exec(about().at(-1)!.text)![1]!;
  }

  it('keeps a page (a write that bypasses the stamps is not seen), and reads again after a minute or once the stamp is gone', async () => {
    const me = await restaurant();
    const placed = await me.order(pieces()[0]!.id);
    expect((await me.warm()).map((o) => [o.id, o.note])).toEqual([[placed.id, '']]);
    // Not a write path of the app: it announces nothing, so the copy is used. This is what
    // makes every other test here meaningful, and why every write path must announce itself.
    await sql(a, `UPDATE customer_order SET note = 'by hand' WHERE id = $1`, [placed.id]);
    expect((await me.history()).map((o) => o.note)).toEqual(['']);
    const now = Date.now();
    const later = jest.spyOn(Date, 'now').mockImplementation(() => now + 61_000);
    try {
      expect((await me.history()).map((o) => o.note)).toEqual(['by hand']);
    } finally {
      later.mockRestore();
    }
    await sql(a, `UPDATE customer_order SET note = 'again' WHERE id = $1`, [placed.id]);
    expect((await me.history()).map((o) => o.note)).toEqual(['by hand']);
    // Redis forgot the stamp (restart, eviction): a missing stamp never means "unchanged".
    await redisOf(a).del(`${a.config.queuePrefix}:stamp:orders:${me.id}:v`);
    expect((await me.history()).map((o) => o.note)).toEqual(['again']);
  });

  it('reads the history stamp in the same Redis call as the session, and shows a new order on the very next request, on either instance', async () => {
    const me = await restaurant();
    expect(await me.warm(a)).toEqual([]);
    expect(await me.warm(b)).toEqual([]);
    const mget = jest.spyOn(redisOf(a), 'mget');
    try {
      expect(await me.history()).toEqual([]);
      const placed = await me.order(pieces()[0]!.id);
      expect((await me.history()).map((o) => o.id)).toEqual([placed.id]);
      expect(mget).not.toHaveBeenCalled();
      expect((await me.history(b)).map((o) => o.id)).toEqual([placed.id]);
    } finally {
      mget.mockRestore();
    }
  });

  it('shows a wholesaler’s answer, a cancellation and a resent purchase order on the very next request, on either instance', async () => {
    const me = await restaurant();
    const [p, q] = pieces();
    const first = await me.order(p!.id);
    const token = await linkOf(first);
    expect((await me.warm(a)).map((o) => o.parts[0]!.status)).toEqual(['sent']);
    expect((await me.warm(b)).map((o) => o.parts[0]!.status)).toEqual(['sent']);
    // The wholesaler answers through the other instance.
    await request(b.app.getHttpServer()).post(`/api/v1/supplier/orders/${token}/reject`).send({ reason: 'Rupture de stock' }).expect(200);
    expect((await me.history(a)).map((o) => o.parts[0]!.status)).toEqual(['rejected']);
    expect((await me.history(b)).map((o) => o.parts[0]!.status)).toEqual(['rejected']);

    const second = await me.order(q!.id);
    expect((await me.warm(a))[0]!.parts[0]!.status).toBe('sent');
    // Staff send the purchase order again; the new mail is held, so the part waits for it.
    const held = smtp.holdNext();
    await admin.post(`/api/v1/admin/orders/${second.id}/parts/${second.parts[0]!.id}/resend`).expect(200);
    try {
      expect((await me.history(b))[0]!.parts[0]!.status).toBe('pending');
      expect((await me.history(a))[0]!.parts[0]!.status).toBe('pending');
    } finally {
      held.release();
    }
    await settled(second.id);
    expect((await me.history(a))[0]!.parts[0]!.status).toBe('sent');

    // A cancellation is seen at once too (the delivery moved a month ahead by hand, so that the
    // wholesaler's cut-off allows it whatever the time of day; the check reads the part itself).
    await sql(a, `UPDATE purchase_order SET delivery_date = current_date + 30 WHERE id = $1`, [second.parts[0]!.id]);
    expect((await me.warm(a))[0]!.parts[0]!.status).toBe('sent');
    await me.agent.post(`/api/v1/orders/${second.id}/parts/${second.parts[0]!.id}/cancel`).expect(200);
    expect((await me.history(a))[0]!.parts[0]!.status).toBe('cancelled');
    expect((await me.history(b))[0]!.parts[0]!.status).toBe('cancelled');
  });

  it('never keeps a page with a part waiting for its mail, nor a page filtered by status', async () => {
    const me = await restaurant();
    const placed = await me.order(pieces()[0]!.id);
    // A part waiting for its mail: what it shows is the mail context's to change, which announces nothing.
    await sql(a, `UPDATE purchase_order SET status = 'pending' WHERE order_id = $1`, [placed.id]);
    await redisOf(a).del(`${a.config.queuePrefix}:stamp:orders:${me.id}:v`);
    await me.warm();
    await sql(a, `UPDATE customer_order SET note = 'seen' WHERE id = $1`, [placed.id]);
    expect((await me.history()).map((o) => o.note)).toEqual(['seen']);

    await sql(a, `UPDATE purchase_order SET status = 'sent' WHERE order_id = $1`, [placed.id]);
    expect((await me.warm(a, '?status=sent')).map((o) => o.id)).toEqual([placed.id]);
    await sql(a, `UPDATE customer_order SET note = 'filtered' WHERE id = $1`, [placed.id]);
    expect((await me.history(a, '?status=sent')).map((o) => o.note)).toEqual(['filtered']);
  });

  it('keeps each page and size apart', async () => {
    const me = await restaurant();
    const [p, q] = pieces();
    const older = await me.order(p!.id);
    const newer = await me.order(q!.id);
    expect((await me.warm(a, '?page=1&limit=1')).map((o) => o.id)).toEqual([newer.id]);
    expect((await me.warm(a, '?page=2&limit=1')).map((o) => o.id)).toEqual([older.id]);
    expect((await me.warm(a)).map((o) => o.id)).toEqual([newer.id, older.id]);
  });
});
