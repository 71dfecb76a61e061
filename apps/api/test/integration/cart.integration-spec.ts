import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SmtpCatcher } from '@mercato/test-support';
import request from 'supertest';
import { signedInAccount } from '../support/accounts.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

interface ListedProduct {
  id: number;
  slug: string;
  unit: 'kg' | 'piece';
  price: number | null;
  stock: number | null;
  available: boolean;
  image_url: string | null;
}

describe('server cart (get_cart.php, save_cart.php)', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  let products: ListedProduct[];
  const agent = () => request.agent(t.app.getHttpServer());

  const signedIn = (verified = true) => signedInAccount(t, smtp, { verified });

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    t = await startTestApp({ smtpUrl: smtp.url, seedDemo: true, relay: { pollMs: 200 } });
    products = (await t.http.get('/api/v1/products?limit=100').expect(200)).body.items;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const inStock = (unit: 'kg' | 'piece') => products.find((p) => p.available && p.unit === unit && (p.stock ?? 0) >= 3)!;

  it('saves and loads the cart with the fields of SPEC.md section 3 and current prices', async () => {
    const { agent: a, id } = await signedIn();
    const kg = inStock('kg');
    const piece = inStock('piece');
    await a.post('/api/cart/save_cart.php').send({ user_id: id, items: [{ product_id: kg.id, quantity: 2.5 }, { product_id: piece.id, quantity: 2 }] }).expect(200, { success: true });
    const cart = (await a.get(`/api/cart/get_cart.php?user_id=${id}`).expect(200)).body;
    expect(cart.success).toBe(true);
    expect(cart.items.map((i: { product_id: number; quantity: number }) => [i.product_id, i.quantity])).toEqual([[kg.id, 2.5], [piece.id, 2]]);
    expect(cart.items[0]).toMatchObject({ price: kg.price, name_fr: expect.any(String), short_description_fr: expect.any(String), image: kg.image_url });
    await a.post('/api/cart/save_cart.php').send({ user_id: id, items: [] }).expect(200);
    expect((await a.get(`/api/cart/get_cart.php?user_id=${id}`).expect(200)).body.items).toEqual([]);
  });

  it('saves of one cart at the same moment (two tabs, a double click) all succeed, and the cart holds what one of them saved', async () => {
    const { agent: a, id } = await signedIn();
    const kg = inStock('kg');
    const piece = inStock('piece');
    const saves = [1, 2, 3, 1, 2, 3, 1, 2].map((n) => ({ user_id: id, items: [{ product_id: piece.id, quantity: n }, { product_id: kg.id, quantity: n + 0.5 }] }));
    const answers = await Promise.all(saves.map((body) => a.post('/api/cart/save_cart.php').send(body)));
    expect(answers.map((r) => r.status)).toEqual(saves.map(() => 200));
    const items = (await a.get(`/api/cart/get_cart.php?user_id=${id}`).expect(200)).body.items.map((i: { product_id: number; quantity: number }) => [i.product_id, i.quantity]);
    expect(items).toHaveLength(2);
    expect([1, 2, 3].map((n) => [[piece.id, n], [kg.id, n + 0.5]])).toContainEqual(items);
    // Saving fewer lines after that drops the others.
    await a.post('/api/cart/save_cart.php').send({ user_id: id, items: [{ product_id: kg.id, quantity: 1 }] }).expect(200);
    expect((await a.get(`/api/cart/get_cart.php?user_id=${id}`).expect(200)).body.items.map((i: { product_id: number }) => i.product_id)).toEqual([kg.id]);
  });

  it('answers 401 without a session and 403 for another user, reading or saving', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    await agent().get(`/api/cart/get_cart.php?user_id=${owner.id}`).expect(401);
    await agent().post('/api/cart/save_cart.php').send({ user_id: owner.id, items: [] }).expect(401);
    const read = await other.agent.get(`/api/cart/get_cart.php?user_id=${owner.id}`).expect(403);
    expect(read.body).toMatchObject({ success: false, error_code: 'forbidden' });
    await other.agent.post('/api/cart/save_cart.php').send({ user_id: owner.id, items: [{ product_id: inStock('piece').id, quantity: 1 }] }).expect(403);
    expect((await owner.agent.get(`/api/cart/get_cart.php?user_id=${owner.id}`).expect(200)).body.items).toEqual([]);
  });

  it('refuses items to an unverified account (403 email_not_verified), but not an empty cart', async () => {
    const { agent: a, id } = await signedIn(false);
    const res = await a.post('/api/cart/save_cart.php').send({ user_id: id, items: [{ product_id: inStock('piece').id, quantity: 1 }] }).expect(403);
    expect(res.body.error_code).toBe('email_not_verified');
    await a.post('/api/cart/save_cart.php').send({ user_id: id, items: [] }).expect(200);
  });

  it('refuses bad lines and keeps the cart as it was', async () => {
    const { agent: a, id } = await signedIn();
    const kg = inStock('kg');
    const piece = inStock('piece');
    const unavailable = products.find((p) => !p.available)!;
    await a.post('/api/cart/save_cart.php').send({ user_id: id, items: [{ product_id: piece.id, quantity: 1 }] }).expect(200);
    // The cart allows what all wholesalers hold together (the basket plan splits a line); one more is refused.
    const together = (await a.get(`/api/cart/get_cart.php?user_id=${id}`).expect(200)).body.items[0].stock as number;
    expect(together).toBeGreaterThanOrEqual(piece.stock ?? 0);
    const cases: Array<[unknown, string]> = [
      [[{ product_id: piece.id, quantity: 1.5 }], 'invalid_quantity'],
      [[{ product_id: kg.id, quantity: 0 }], 'invalid_quantity'],
      [[{ product_id: kg.id, quantity: -2 }], 'invalid_quantity'],
      [[{ product_id: kg.id, quantity: 'lots' }], 'invalid_quantity'],
      [[{ product_id: piece.id, quantity: together + 1 }], 'insufficient_stock'],
      [[{ product_id: unavailable.id, quantity: 1 }], 'product_unavailable'],
      [[{ product_id: 999_999, quantity: 1 }], 'product_unavailable'],
      [[{ product_id: piece.id, quantity: 1 }, { product_id: piece.id, quantity: 2 }], 'invalid_data'],
      [[{ product_id: 'abc', quantity: 1 }], 'invalid_data'],
      [[null], 'invalid_data'],
      ['not a list', 'invalid_data'],
      [Array.from({ length: 201 }, (_, i) => ({ product_id: i + 1, quantity: 1 })), 'invalid_data'],
    ];
    for (const [items, code] of cases) {
      const res = await a.post('/api/cart/save_cart.php').send({ user_id: id, items });
      expect({ status: res.status, code: res.body.error_code }).toEqual({ status: 400, code });
    }
    await a.post('/api/cart/save_cart.php').send({ user_id: id }).expect(400);
    await a.get('/api/cart/get_cart.php').expect(400);
    await a.get('/api/cart/get_cart.php?user_id=abc').expect(400);
    const cart = (await a.get(`/api/cart/get_cart.php?user_id=${id}`).expect(200)).body.items;
    expect(cart.map((i: { product_id: number; quantity: number }) => [i.product_id, i.quantity])).toEqual([[piece.id, 1]]);
  });
});
