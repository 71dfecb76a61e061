import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SmtpCatcher } from '@mercato/test-support';
import { randomUUID } from 'node:crypto';
import { ResponseCache } from '../../src/platform/response-cache/response-cache.js';
import { signedInAccount, sql } from '../support/accounts.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

interface Listed {
  id: number;
  price: number | null;
  stock: number | null;
  available: boolean;
  unit: 'kg' | 'piece';
}

/** The catalogue response cache (issue 8's benchmark target), on a real database. */
describe('catalogue response cache', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  let cache: ResponseCache;
  const POLL_MS = 100;

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    t = await startTestApp({ smtpUrl: smtp.url, seedDemo: true, config: { catalogueCache: { pollMs: POLL_MS } } });
    cache = t.app.get(ResponseCache);
    // the demo seed has just changed the catalogue: let the watcher see that first
    await new Promise((r) => setTimeout(r, 3 * POLL_MS));
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const eventually = async (check: () => Promise<boolean>, timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('condition not reached in time');
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('answers a repeated catalogue read from the cache with the same bytes and headers, but its own request id', async () => {
    cache.invalidate();
    const first = await t.http.get('/api/v1/products?category=produits-laitiers-oeufs&limit=5').expect(200);
    expect(cache.size).toBe(1);
    const second = await t.http.get('/api/v1/products?category=produits-laitiers-oeufs&limit=5').expect(200);
    expect(cache.size).toBe(1);
    expect(second.text).toBe(first.text);
    for (const header of ['content-type', 'content-security-policy', 'x-content-type-options', 'etag']) {
      expect(second.headers[header]).toBe(first.headers[header]);
    }
    expect(second.headers['set-cookie']).toBeUndefined();
    expect(second.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);

    await t.http.get('/api/category/get_all_categories.php').expect(200);
    await t.http.get('/api/v1/categories/produits-laitiers-oeufs').expect(200);
    expect(cache.size).toBe(3);
  });

  it('never keeps personal answers, errors or other methods', async () => {
    cache.invalidate();
    const { agent, id } = await signedInAccount(t, smtp);
    await agent.get(`/api/cart/get_cart.php?user_id=${id}`).expect(200);
    await t.http.get('/api/v1/categories/no-such-category').expect(404);
    await t.http.get('/api/v1/products?limit=0').expect(400);
    await t.http.get('/api/v1/session').expect(401);
    await t.http.head('/api/v1/products').expect(200);
    expect(cache.size).toBe(0);
  });

  it('forgets cached answers when the catalogue changes by any means, here SQL from elsewhere', async () => {
    cache.invalidate();
    const url = '/api/v1/products?category=produits-laitiers-oeufs&limit=100';
    const before = (await t.http.get(url).expect(200)).body.items as Listed[];
    const product = before.find((p) => p.available)!;
    await t.http.get(url).expect(200);
    await sql(t, `UPDATE offer SET price_rappen = price_rappen + 1000 WHERE product_id = $1`, [product.id]);
    await eventually(async () => ((await t.http.get(url).expect(200)).body.items as Listed[]).find((p) => p.id === product.id)!.price === Math.round((product.price! + 10) * 100) / 100);
    // and it is cached again afterwards, with the new price
    await new Promise((r) => setTimeout(r, 3 * POLL_MS));
    await t.http.get(url).expect(200);
    expect(cache.size).toBe(1);
    expect(((await t.http.get(url).expect(200)).body.items as Listed[]).find((p) => p.id === product.id)!.price).toBeCloseTo(product.price! + 10, 2);
  });

  it('shows the stock an order took at once, on the process that placed it, without waiting for a poll', async () => {
    // a process that would see changes from elsewhere only after a minute
    const slow = await startTestApp({ smtpUrl: smtp.url, seedDemo: true, config: { catalogueCache: { pollMs: 60_000 } } });
    try {
      const url = '/api/v1/products?limit=100';
      const items = (await slow.http.get(url).expect(200)).body.items as Listed[];
      const product = items.find((p) => p.available && p.unit === 'piece' && (p.stock ?? 0) >= 5)!;
      const { agent, id } = await signedInAccount(slow, smtp);
      const [promo] = await sql<{ id: number }>(slow, `INSERT INTO promo_code (code, max_uses, uses, active) VALUES ($1, 1, 1, true) RETURNING id`, [`SUB-${randomUUID()}`]);
      await sql(slow, `UPDATE app_user SET promo_code_id = $1 WHERE id = $2`, [promo!.id, id]);
      // Wholesalers without minimums or postcodes (the demo's have them): the order goes to the listed, cheapest offer.
      await sql(slow, `UPDATE wholesaler SET min_order_rappen = 0, postcodes = ''`);
      await agent.post('/api/cart/save_cart.php').send({ user_id: id, items: [{ product_id: product.id, quantity: 2 }] }).expect(200);
      await slow.http.get(url).expect(200);
      expect(slow.app.get(ResponseCache).size).toBe(1);
      await agent
        .post('/api/v1/orders')
        .send({ idempotency_key: randomUUID(), expected: [{ product_id: product.id, price: product.price, quantity: 2 }] })
        .expect(201);
      const after = ((await slow.http.get(url).expect(200)).body.items as Listed[]).find((p) => p.id === product.id)!;
      expect(after.stock).toBe(product.stock! - 2);
    } finally {
      await slow.close();
    }
  });
});
