import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { SessionStore } from '../../src/platform/session/session-store.js';
import { sql } from '../support/accounts.js';
import type { TestApp } from '../support/test-app.js';
import { redisOf, twoInstances } from '../support/two-instances.js';

/**
 * Issue 16: with Redis, each instance keeps the lines of a signed-in user's own cart in memory,
 * under the cart's change stamp read with the session, instead of reading them on every
 * get_cart. These tests fail if a kept copy is ever used after a change of the cart: the copy
 * is warmed first (two reads: the first after a new stamp never keeps), then the very next
 * request must see the change, on the same instance or another one.
 */

type Line = [productId: number, quantity: number];

const linesOf = (body: { items: Array<{ product_id: number; quantity: number }> }): Line[] => body.items.map((i) => [i.product_id, i.quantity]);

describe('kept copies of carts (Redis)', () => {
  const { world, pieces, signedIn } = twoInstances();
  let a: TestApp;
  let b: TestApp;
  let admin: TestAgent;
  beforeAll(() => {
    ({ a, b, admin } = world);
  });

  async function shopper() {
    const me = await signedIn();
    const get = (t: TestApp = a) => request(t.app.getHttpServer()).get(`/api/cart/get_cart.php?user_id=${me.id}`).set('Cookie', me.cookie).expect(200);
    const save = (lines: Line[]) => me.agent.post('/api/cart/save_cart.php').send({ user_id: me.id, items: lines.map(([product_id, quantity]) => ({ product_id, quantity })) }).expect(200);
    /** Reads the cart until the instance keeps a copy (a new stamp is set on the first read, kept from the second). */
    const warm = async (t: TestApp = a) => {
      await get(t);
      return linesOf((await get(t)).body);
    };
    return { ...me, get, save, warm };
  }

  it('keeps a copy (a write that bypasses the stamps is not seen), and reads again after a minute or once the stamp is gone', async () => {
    const me = await shopper();
    const [p] = pieces();
    await me.save([[p!.id, 2]]);
    expect(await me.warm()).toEqual([[p!.id, 2]]);
    // Not a write path of the app: it announces nothing, so the copy is used. This is what
    // makes every other test here meaningful, and why every write path must announce itself.
    await sql(a, `UPDATE cart_item SET quantity = 3 WHERE user_id = $1`, [me.id]);
    expect(linesOf((await me.get()).body)).toEqual([[p!.id, 2]]);
    // A copy is read again after a minute even so.
    const now = Date.now();
    const later = jest.spyOn(Date, 'now').mockImplementation(() => now + 61_000);
    try {
      expect(linesOf((await me.get()).body)).toEqual([[p!.id, 3]]);
    } finally {
      later.mockRestore();
    }
    await sql(a, `UPDATE cart_item SET quantity = 1 WHERE user_id = $1`, [me.id]);
    expect(linesOf((await me.get()).body)).toEqual([[p!.id, 3]]);
    // Redis forgot the stamp (restart, eviction): a missing stamp never means "unchanged".
    await redisOf(a).del(`${a.config.queuePrefix}:stamp:cart:${me.id}:v`);
    expect(linesOf((await me.get()).body)).toEqual([[p!.id, 1]]);
  });

  it('reads the cart stamp in the same Redis call as the session, and sees a saved cart on the very next request', async () => {
    const me = await shopper();
    const [p, q] = pieces();
    expect(await me.warm()).toEqual([]);
    const mget = jest.spyOn(redisOf(a), 'mget');
    try {
      expect(linesOf((await me.get()).body)).toEqual([]);
      await me.save([[p!.id, 1], [q!.id, 2]]);
      expect(linesOf((await me.get()).body)).toEqual([[p!.id, 1], [q!.id, 2]]);
      expect(linesOf((await me.get()).body)).toEqual([[p!.id, 1], [q!.id, 2]]);
      await me.save([]);
      expect(linesOf((await me.get()).body)).toEqual([]);
      expect(mget).not.toHaveBeenCalled();
    } finally {
      mget.mockRestore();
    }
  });

  it('sees a cart saved through another instance on the very next request, both ways', async () => {
    const me = await shopper();
    const [p, q] = pieces();
    expect(await me.warm(a)).toEqual([]);
    expect(await me.warm(b)).toEqual([]);
    await me.save([[p!.id, 2]]);
    expect(linesOf((await me.get(b)).body)).toEqual([[p!.id, 2]]);
    expect(await me.warm(a)).toEqual([[p!.id, 2]]);
    await request(b.app.getHttpServer())
      .post('/api/cart/save_cart.php')
      .set('Cookie', me.cookie)
      .send({ user_id: me.id, items: [{ product_id: q!.id, quantity: 1 }] })
      .expect(200);
    expect(linesOf((await me.get(a)).body)).toEqual([[q!.id, 1]]);
  });

  it('sees the cart an order emptied on the very next request, on either instance', async () => {
    const me = await shopper();
    const [p] = pieces();
    const [promo] = await sql<{ id: number }>(a, `INSERT INTO promo_code (code, max_uses, uses, active) VALUES ($1, 1, 1, true) RETURNING id`, [`KEPT-${randomBytes(4).toString('hex')}`]);
    await sql(a, `UPDATE app_user SET promo_code_id = $1 WHERE id = $2`, [promo!.id, me.id]);
    await me.save([[p!.id, 1]]);
    expect(await me.warm()).toEqual([[p!.id, 1]]);
    expect(await me.warm(b)).toEqual([[p!.id, 1]]);
    const plan = (await me.agent.get('/api/v1/cart/plan').expect(200)).body as { parts: Array<{ lines: Array<{ product_id: number; unit_price: number; quantity: number }> }>; totals: { fees: number } };
    const expected = plan.parts.flatMap((part) => part.lines.map((l) => ({ product_id: l.product_id, price: l.unit_price, quantity: l.quantity })));
    await me.agent.post('/api/v1/orders').send({ idempotency_key: `kept-${randomBytes(6).toString('hex')}`, lang: 'fr', expected, expected_fees: plan.totals.fees }).expect(201);
    expect(linesOf((await me.get()).body)).toEqual([]);
    expect(linesOf((await me.get(b)).body)).toEqual([]);
  });

  it('the Redis session store offers express-session no touch (it would hold each answer back for a no-op)', () => {
    expect(typeof (a.app.get(SessionStore).store as { touch?: unknown }).touch).not.toBe('function');
  });

  it('an admin naming another user reads that cart from the database, not from the owner\'s copy', async () => {
    const me = await shopper();
    const [p] = pieces();
    await me.save([[p!.id, 2]]);
    expect(await me.warm()).toEqual([[p!.id, 2]]);
    await sql(a, `UPDATE cart_item SET quantity = 3 WHERE user_id = $1`, [me.id]);
    expect(linesOf((await admin.get(`/api/cart/get_cart.php?user_id=${me.id}`).expect(200)).body)).toEqual([[p!.id, 3]]);
    expect(linesOf((await me.get()).body)).toEqual([[p!.id, 2]]);
  });
});
