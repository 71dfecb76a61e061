import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { SmtpCatcher } from '@mercato/test-support';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { OfferStock } from '../../src/catalogue/index.js';
import { signedInAccount, sql } from '../support/accounts.js';
import { adminAgent, adminConfig } from '../support/admin.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Agent = ReturnType<typeof request.agent>;

interface Fixture {
  wholesalers: { alpine: number; lac: number; ticino: number };
  products: Record<string, number>;
  offers: Record<string, number>;
}

/**
 * A small catalogue of our own (not the demo one), so every price, stock and tie is known:
 * three wholesalers, one of them later deactivated, and offers that make each rule visible.
 */
async function createCatalogue(t: TestApp): Promise<Fixture> {
  const tag = randomUUID().slice(0, 8);
  const [category] = await sql<{ id: number }>(t, `INSERT INTO category (slug, name_fr, name_de, name_it) VALUES ($1, 'Épicerie', 'Lebensmittel', 'Drogheria') RETURNING id`, [`epicerie-${tag}`]);
  const [sub] = await sql<{ id: number }>(t, `INSERT INTO subcategory (category_id, slug, name_fr, name_de, name_it) VALUES ($1, $2, 'Divers', 'Diverses', 'Varie') RETURNING id`, [category!.id, `divers-${tag}`]);
  const wholesaler = async (name: string, language: string) =>
    (await sql<{ id: number }>(t, `INSERT INTO wholesaler (name, order_email, language) VALUES ($1, $2, $3) RETURNING id`, [name, `orders-${name.toLowerCase()}-${tag}@wholesale.test`, language]))[0]!.id;
  const wholesalers = { alpine: await wholesaler('Alpine', 'de'), lac: await wholesaler('Lac', 'fr'), ticino: await wholesaler('Ticino', 'it') };
  const products: Record<string, number> = {};
  const product = async (key: string, unit: 'kg' | 'piece', vat: number, names: [string, string, string]) => {
    products[key] = (
      await sql<{ id: number }>(
        t,
        `INSERT INTO product (subcategory_id, slug, name_fr, name_de, name_it, unit, vat_rate_basis_points) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [sub!.id, `${key}-${tag}`, ...names, unit, vat],
      )
    )[0]!.id;
  };
  await product('gruyere', 'kg', 260, ['Gruyère AOP', 'Greyerzer AOP', 'Groviera AOP']);
  await product('oil', 'piece', 260, ['Huile de colza 1 l', 'Rapsöl 1 l', 'Olio di colza 1 l']);
  await product('wine', 'piece', 810, ['Chasselas 75 cl', 'Chasselas 75 cl', 'Chasselas 75 cl']);
  await product('rice', 'kg', 260, ['Riz carnaroli', 'Carnaroli-Reis', 'Riso carnaroli']);
  const offers: Record<string, number> = {};
  const offer = async (key: string, productKey: string, wholesalerId: number, priceRappen: number, stock: number, active = true) => {
    offers[key] = (
      await sql<{ id: number }>(t, `INSERT INTO offer (product_id, wholesaler_id, price_rappen, stock, active) VALUES ($1, $2, $3, $4, $5) RETURNING id`, [
        products[productKey],
        wholesalerId,
        priceRappen,
        stock,
        active,
      ])
    )[0]!.id;
  };
  // gruyère: Lac is cheapest; Alpine cheaper still but inactive; Ticino dearer
  await offer('gruyereLac', 'gruyere', wholesalers.lac, 2490, 20);
  await offer('gruyereAlpine', 'gruyere', wholesalers.alpine, 2200, 50, false);
  await offer('gruyereTicino', 'gruyere', wholesalers.ticino, 2650, 40);
  // oil: a tie between Alpine and Ticino goes to the smaller wholesaler id (Alpine); Lac cheaper but out of stock
  await offer('oilAlpine', 'oil', wholesalers.alpine, 590, 30);
  await offer('oilTicino', 'oil', wholesalers.ticino, 590, 30);
  await offer('oilLac', 'oil', wholesalers.lac, 450, 0);
  // wine: only Ticino
  await offer('wineTicino', 'wine', wholesalers.ticino, 1840, 12);
  // rice: the last 3 kg anywhere
  await offer('riceAlpine', 'rice', wholesalers.alpine, 420, 3);
  return { wholesalers, products, offers };
}

describe('orders (POST/GET /api/v1/orders)', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  let f: Fixture;

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    t = await startTestApp({ smtpUrl: smtp.url, relay: { pollMs: 200 }, config: adminConfig });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });
  beforeEach(async () => {
    f = await createCatalogue(t);
  });

  /** A verified restaurant holding an activation code, signed in. */
  async function customer({ code = true } = {}) {
    const account = await signedInAccount(t, smtp);
    if (code) {
      const [promo] = await sql<{ id: number }>(t, `INSERT INTO promo_code (code, max_uses, uses, active) VALUES ($1, 1, 1, true) RETURNING id`, [`SUB-${randomUUID()}`]);
      await sql(t, `UPDATE app_user SET promo_code_id = $1 WHERE id = $2`, [promo!.id, account.id]);
    }
    return account;
  }

  async function fill(agent: Agent, userId: number, items: Array<[number, number]>) {
    await agent
      .post('/api/cart/save_cart.php')
      .send({ user_id: userId, items: items.map(([product_id, quantity]) => ({ product_id, quantity })) })
      .expect(200);
    const cart = (await agent.get(`/api/cart/get_cart.php?user_id=${userId}`).expect(200)).body.items as Array<{ product_id: number; price: number; quantity: number }>;
    return cart.map((i) => ({ product_id: i.product_id, price: i.price, quantity: i.quantity }));
  }

  const place = (agent: Agent, expected: unknown, key: string = randomUUID(), lang = 'fr') => agent.post('/api/v1/orders').send({ idempotency_key: key, lang, expected });
  const stockOf = async (offerKey: string) => Number((await sql<{ stock: string }>(t, `SELECT stock FROM offer WHERE id = $1`, [f.offers[offerKey]]))[0]!.stock);
  const orderCount = async (userId: number) => Number((await sql<{ n: string }>(t, `SELECT count(*) AS n FROM customer_order WHERE user_id = $1`, [userId]))[0]!.n);

  it('places one order split per wholesaler at the lowest in-stock offers, takes the stock and empties the cart', async () => {
    const { agent, id } = await customer();
    const expected = await fill(agent, id, [
      [f.products['gruyere']!, 2.5],
      [f.products['oil']!, 3],
      [f.products['wine']!, 2],
    ]);
    expect(expected.map((e) => e.price)).toEqual([24.9, 5.9, 18.4]);

    const res = await place(agent, expected, randomUUID(), 'de').expect(201);
    const order = res.body.order;
    expect(res.body.success).toBe(true);
    expect(order.number).toMatch(/^\d{4}-\d{6}$/);
    expect(order.status).toBe('placed');
    const parts = order.parts.map((p: { wholesaler_name: string; lines: Array<{ product_id: number; quantity: number; unit_price: number; line_net: number }> }) => [
      p.wholesaler_name,
      p.lines.map((l) => [l.product_id, l.quantity, l.unit_price, l.line_net]),
    ]);
    expect(parts).toEqual([
      ['Alpine', [[f.products['oil'], 3, 5.9, 17.7]]],
      ['Lac', [[f.products['gruyere'], 2.5, 24.9, 62.25]]],
      ['Ticino', [[f.products['wine'], 2, 18.4, 36.8]]],
    ]);
    // VAT per rate on each wholesaler's part; the order is the sum of its parts
    expect(order.totals).toEqual({
      net: 116.75,
      fees: 0,
      vat: [
        { rate: 2.6, base: 79.95, amount: 2.08 },
        { rate: 8.1, base: 36.8, amount: 2.98 },
      ],
      gross: 121.81,
    });
    expect([await stockOf('gruyereLac'), await stockOf('oilAlpine'), await stockOf('oilTicino'), await stockOf('wineTicino')]).toEqual([17.5, 27, 30, 10]);
    expect((await agent.get(`/api/cart/get_cart.php?user_id=${id}`).expect(200)).body.items).toEqual([]);

    const listed = (await agent.get('/api/v1/orders').expect(200)).body;
    expect(listed.orders.map((o: { id: number }) => o.id)).toEqual([order.id]);
  });

  it('names its offers in id order (their key-share locks), as every lock on offers is taken', async () => {
    // Staff's writes lock a wholesaler's offers in id order (lock-order.integration-spec); an
    // order's lines lock theirs (key-share, through the foreign key) as they are written: in id
    // order too, whatever the order of the lines, or a wholesaler removal and an order could deadlock.
    const { agent, id } = await customer();
    expect(f.offers['riceAlpine']!).toBeGreaterThan(f.offers['oilAlpine']!);
    const expected = await fill(agent, id, [
      [f.products['rice']!, 1],
      [f.products['oil']!, 2],
    ]);
    const order = (await place(agent, expected).expect(201)).body.order;
    const written = await sql<{ offer_id: number }>(
      t,
      `SELECT l.offer_id FROM purchase_order_line l JOIN purchase_order p ON p.id = l.purchase_order_id WHERE p.order_id = $1 ORDER BY l.id`,
      [order.id],
    );
    expect(written.map((r) => r.offer_id)).toEqual([f.offers['oilAlpine'], f.offers['riceAlpine']]);
    // the lines still show in the cart's order
    expect(order.parts[0].lines.map((l: { product_id: number }) => l.product_id)).toEqual(expected.map((e) => e.product_id));
  });

  it('mails each wholesaler its own purchase order in its language, and the restaurant a confirmation in its language', async () => {
    const { agent, id, email } = await customer();
    const restaurant = (await sql<{ restaurant_name: string; restaurant_address: string; phone: string }>(t, `SELECT restaurant_name, restaurant_address, phone FROM app_user WHERE id = $1`, [id]))[0]!;
    const expected = await fill(agent, id, [
      [f.products['gruyere']!, 1.5],
      [f.products['oil']!, 2],
    ]);
    const order = (await place(agent, expected, randomUUID(), 'it').expect(201)).body.order;
    const addressOf = async (wholesalerId: number) => (await sql<{ order_email: string }>(t, `SELECT order_email FROM wholesaler WHERE id = $1`, [wholesalerId]))[0]!.order_email;
    const alpineAddress = await addressOf(f.wholesalers.alpine);
    const lacAddress = await addressOf(f.wholesalers.lac);

    await smtp.waitFor(() => smtp.mailsTo(alpineAddress).length === 1 && smtp.mailsTo(email).some((m) => m.subject.includes(order.number)));
    const alpine = smtp.mailsTo(alpineAddress)[0]!;
    expect(alpine.subject).toBe(`Bestellung ${order.number} – ${restaurant.restaurant_name}`);
    for (const text of [restaurant.restaurant_name, restaurant.restaurant_address, restaurant.phone, 'Rapsöl 1 l', '2 Stk.', 'CHF 5.90', 'CHF 11.80', 'Total inkl. MWST']) {
      expect(alpine.text).toContain(text);
    }
    expect(alpine.text).not.toContain('Greyerzer'); // Lac's line is not Alpine's business
    await smtp.waitFor(() => smtp.mailsTo(lacAddress).length === 1);
    const lac = smtp.mailsTo(lacAddress)[0]!;
    expect(lac.subject).toBe(`Bon de commande ${order.number} – ${restaurant.restaurant_name}`);
    expect(lac.text).toContain('Gruyère AOP');
    expect(lac.text).toContain('1.5 kg');
    expect(lac.text).toContain('CHF 37.35');
    expect(lac.text).not.toContain('Huile');

    const confirmation = smtp.mailsTo(email).find((m) => m.subject.includes(order.number))!;
    expect(confirmation.subject).toBe(`Il Suo ordine ${order.number} è stato registrato`);
    for (const text of ['Consegnato da Alpine', 'Consegnato da Lac', 'Olio di colza 1 l', 'Groviera AOP', 'Totale IVA inclusa', `CHF ${order.totals.gross.toFixed(2)}`]) {
      expect(confirmation.text).toContain(text);
    }

    // each part counts as sent once its purchase order was delivered
    const statuses = async () => (await agent.get('/api/v1/orders').expect(200)).body.orders[0].parts.map((p: { status: string }) => p.status);
    const deadline = Date.now() + 10_000;
    while ((await statuses()).some((s: string) => s !== 'sent') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(await statuses()).toEqual(['sent', 'sent']);
  });

  it('falls back to a dearer offer when the cheapest cannot deliver the quantity, and shows that as a changed price first', async () => {
    const { agent, id } = await customer();
    const expected = await fill(agent, id, [[f.products['gruyere']!, 20]]);
    await sql(t, `UPDATE offer SET stock = 19 WHERE id = $1`, [f.offers['gruyereLac']]); // Lac can no longer deliver 20 kg
    const changed = await place(agent, expected).expect(409);
    expect(changed.body).toMatchObject({
      success: false,
      error_code: 'order_changed',
      changes: [{ product_id: f.products['gruyere'], kind: 'price_changed', expected_price: 24.9, current_price: 26.5, quantity: 20, stock: null }],
    });
    const accepted = expected.map((e) => ({ ...e, price: 26.5 }));
    const order = (await place(agent, accepted).expect(201)).body.order;
    expect(order.parts.map((p: { wholesaler_name: string }) => p.wholesaler_name)).toEqual(['Ticino']);
    expect(await stockOf('gruyereLac')).toBe(19);
    expect(await stockOf('gruyereTicino')).toBe(20);
  });

  it('orders nothing when a price changed since the user looked: 409 with the changes and the fresh cart', async () => {
    const { agent, id } = await customer();
    const expected = await fill(agent, id, [
      [f.products['gruyere']!, 2],
      [f.products['wine']!, 1],
    ]);
    await sql(t, `UPDATE offer SET price_rappen = 2590 WHERE id = $1`, [f.offers['gruyereLac']]);
    const res = await place(agent, expected).expect(409);
    expect(res.body.changes).toEqual([{ product_id: f.products['gruyere'], kind: 'price_changed', expected_price: 24.9, current_price: 25.9, quantity: 2, stock: null }]);
    expect(res.body.items.map((i: { product_id: number; price: number }) => [i.product_id, i.price])).toEqual([
      [f.products['gruyere'], 25.9],
      [f.products['wine'], 18.4],
    ]);
    expect(await orderCount(id)).toBe(0);
    expect(await stockOf('gruyereLac')).toBe(20);
    expect((await agent.get(`/api/cart/get_cart.php?user_id=${id}`).expect(200)).body.items).toHaveLength(2);
  });

  it('reports missing stock, an unavailable product and a cart changed elsewhere', async () => {
    const { agent, id } = await customer();
    const expected = await fill(agent, id, [
      [f.products['rice']!, 3],
      [f.products['wine']!, 2],
    ]);
    await sql(t, `UPDATE offer SET stock = 1 WHERE id = $1`, [f.offers['riceAlpine']]);
    await sql(t, `UPDATE wholesaler SET active = false WHERE id = $1`, [f.wholesalers.ticino]);
    const res = await place(agent, [...expected, { product_id: f.products['oil'], price: 5.9, quantity: 1 }]).expect(409);
    expect(res.body.changes).toEqual([
      { product_id: f.products['rice'], kind: 'insufficient_stock', expected_price: 4.2, current_price: null, quantity: 3, stock: 1 },
      { product_id: f.products['wine'], kind: 'unavailable', expected_price: 18.4, current_price: null, quantity: 2, stock: null },
      { product_id: f.products['oil'], kind: 'cart_changed', expected_price: 5.9, current_price: null, quantity: 0, stock: null },
    ]);
    expect(await orderCount(id)).toBe(0);
  });

  it('places the same checkout attempt once, even when it arrives twice at the same moment', async () => {
    const { agent, id } = await customer();
    const expected = await fill(agent, id, [[f.products['oil']!, 2]]);
    const key = randomUUID();
    const [a, b] = await Promise.all([place(agent, expected, key), place(agent, expected, key)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.order.id).toBe(b.body.order.id);
    const again = await place(agent, expected, key).expect(200);
    expect(again.body.order.id).toBe(a.body.order.id);
    expect(await orderCount(id)).toBe(1);
    expect(await stockOf('oilAlpine')).toBe(28);
  });

  it('lets only one of two restaurants have the last units when they order at the same moment', async () => {
    for (let round = 0; round < 3; round++) {
      await sql(t, `UPDATE offer SET stock = 3 WHERE id = $1`, [f.offers['riceAlpine']]);
      const first = await customer();
      const second = await customer();
      const firstExpected = await fill(first.agent, first.id, [[f.products['rice']!, 3]]);
      const secondExpected = await fill(second.agent, second.id, [[f.products['rice']!, 2]]);
      const results = await Promise.all([place(first.agent, firstExpected), place(second.agent, secondExpected)]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      const loser = results.find((r) => r.status === 409)!;
      expect(['insufficient_stock', 'unavailable']).toContain(loser.body.changes[0].kind);
      const stock = await stockOf('riceAlpine');
      expect(stock).toBe(results[0]!.status === 201 ? 0 : 1);
      expect((await orderCount(first.id)) + (await orderCount(second.id))).toBe(1);
    }
  });

  it('plans again on locked offers when one moved between the plan and taking the stock, and keeps nothing of the first try', async () => {
    const { agent, id } = await customer();
    const expected = await fill(agent, id, [
      [f.products['gruyere']!, 2],
      [f.products['wine']!, 1],
    ]);
    const mails = async () => Number((await sql<{ n: string }>(t, `SELECT count(*) AS n FROM mail_outbox`))[0]!.n);
    const mailsBefore = await mails();
    // The order is saved, its mails recorded and its cart emptied before the stock is taken: the
    // price moves just before that (committed by someone else), so the first try must roll all of it back.
    const offers = t.app.get(OfferStock);
    const take = offers.take.bind(offers);
    let takes = 0;
    offers.take = async (taken) => {
      if (++takes === 1) await sql(t, `UPDATE offer SET price_rappen = 2590 WHERE id = $1`, [f.offers['gruyereLac']]);
      return take(taken);
    };
    try {
      const res = await place(agent, expected).expect(409);
      expect(res.body.changes).toEqual([{ product_id: f.products['gruyere'], kind: 'price_changed', expected_price: 24.9, current_price: 25.9, quantity: 2, stock: null }]);
    } finally {
      offers.take = take;
    }
    expect(takes).toBe(1);
    expect(await orderCount(id)).toBe(0);
    expect(await mails()).toBe(mailsBefore);
    expect([await stockOf('gruyereLac'), await stockOf('wineTicino')]).toEqual([20, 12]);
    expect((await agent.get(`/api/cart/get_cart.php?user_id=${id}`).expect(200)).body.items).toHaveLength(2);
  });

  it('needs a signed-in, verified restaurant holding an activation code, and a cart', async () => {
    const anonymous = await request(t.app.getHttpServer()).post('/api/v1/orders').send({ idempotency_key: randomUUID(), expected: [] }).expect(401);
    expect(anonymous.body).toMatchObject({ success: false, error_code: 'unauthorized' });
    await request(t.app.getHttpServer()).get('/api/v1/orders').expect(401);

    const unverified = await signedInAccount(t, smtp, { verified: false });
    expect((await place(unverified.agent, []).expect(403)).body.error_code).toBe('email_not_verified');

    const withoutCode = await customer({ code: false });
    const expected = await fill(withoutCode.agent, withoutCode.id, [[f.products['oil']!, 1]]);
    expect((await place(withoutCode.agent, expected).expect(403)).body).toMatchObject({ success: false, error_code: 'activation_code_required' });
    expect(await stockOf('oilAlpine')).toBe(30);

    const empty = await customer();
    expect((await place(empty.agent, []).expect(400)).body.error_code).toBe('cart_empty');
  });

  it('answers bad input with 400 invalid_data and changes nothing', async () => {
    const { agent, id } = await customer();
    const expected = await fill(agent, id, [[f.products['oil']!, 1]]);
    const bad: unknown[] = [
      { expected },
      { idempotency_key: 'short', expected },
      { idempotency_key: 'x'.repeat(101), expected },
      { idempotency_key: 'has spaces in it', expected },
      { idempotency_key: randomUUID(), expected: 'all' },
      { idempotency_key: randomUUID(), expected: [{ product_id: '1', price: 5.9, quantity: 1 }] },
      { idempotency_key: randomUUID(), expected: [{ product_id: f.products['oil'], price: -1, quantity: 1 }] },
      { idempotency_key: randomUUID(), expected: [{ product_id: f.products['oil'], price: 5.9, quantity: 0 }] },
      { idempotency_key: randomUUID(), expected: [null] },
    ];
    for (const body of bad) {
      const res = await agent.post('/api/v1/orders').send(body as object);
      expect([res.status, res.body.error_code]).toEqual([400, 'invalid_data']);
    }
    const malformed = await agent.post('/api/v1/orders').set('Content-Type', 'application/json').send('{"idempotency_key":');
    expect(malformed.status).toBe(400);
    expect(await orderCount(id)).toBe(0);
  });

  it('lists only the user’s own orders, newest first', async () => {
    const a = await customer();
    const b = await customer();
    const first = (await place(a.agent, await fill(a.agent, a.id, [[f.products['oil']!, 1]])).expect(201)).body.order;
    const second = (await place(a.agent, await fill(a.agent, a.id, [[f.products['wine']!, 1]])).expect(201)).body.order;
    await place(b.agent, await fill(b.agent, b.id, [[f.products['oil']!, 1]])).expect(201);
    const listed = (await a.agent.get('/api/v1/orders').expect(200)).body.orders;
    expect(listed.map((o: { id: number }) => o.id)).toEqual([second.id, first.id]);
    expect(listed[0].parts[0].lines[0]).toMatchObject({ name_fr: 'Chasselas 75 cl', unit: 'piece', vat_rate: 8.1 });
  });
  it('lists every order to staff only (401 without a session, 403 for a restaurant), with search and paging', async () => {
    const a = await customer();
    const order = (await place(a.agent, await fill(a.agent, a.id, [[f.products['oil']!, 1]])).expect(201)).body.order;
    await request(t.app.getHttpServer()).get('/api/v1/admin/orders').expect(401);
    await a.agent.get('/api/v1/admin/orders').expect(403);

    const admin = await adminAgent(t);
    const page = (await admin.get('/api/v1/admin/orders?limit=1').expect(200)).body;
    expect(page).toMatchObject({ success: true, page: 1, limit: 1, total: expect.any(Number) });
    expect(page.items).toHaveLength(1);
    expect(page.items[0].id).toBe(order.id); // newest first
    expect(page.items[0]).toMatchObject({ user_id: a.id, email: a.email, number: order.number, parts: [{ wholesaler_name: 'Alpine' }] });
    const byNumber = (await admin.get(`/api/v1/admin/orders?q=${order.number}`).expect(200)).body;
    expect(byNumber.items.map((o: { id: number }) => o.id)).toEqual([order.id]);
    const byEmail = (await admin.get(`/api/v1/admin/orders?q=${encodeURIComponent(a.email.toUpperCase())}`).expect(200)).body;
    expect(byEmail.items.map((o: { id: number }) => o.id)).toEqual([order.id]);
    expect((await admin.get('/api/v1/admin/orders?q=%25').expect(200)).body.total).toBe(0);
    for (const bad of ['page=0', 'limit=101', 'page=abc']) expect((await admin.get(`/api/v1/admin/orders?${bad}`).expect(400)).body.error_code).toBe('invalid_data');
    expect((await admin.get('/api/v1/admin/dashboard').expect(200)).body.counts.orders_today).toBeGreaterThanOrEqual(1);
  });
});

describe('orders on the embedded database (PGlite)', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    t = await startTestApp({ database: 'embedded', smtpUrl: smtp.url, relay: { pollMs: 200 } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('places an order split per wholesaler, takes the stock and mails the wholesalers', async () => {
    const f = await createCatalogue(t);
    const { agent, id, email } = await signedInAccount(t, smtp);
    const [promo] = await sql<{ id: number }>(t, `INSERT INTO promo_code (code, max_uses, uses, active) VALUES ('EMBEDDED-1', 1, 1, true) RETURNING id`);
    await sql(t, `UPDATE app_user SET promo_code_id = $1 WHERE id = $2`, [promo!.id, id]);
    await agent
      .post('/api/cart/save_cart.php')
      .send({ user_id: id, items: [{ product_id: f.products['gruyere'], quantity: 1 }, { product_id: f.products['oil'], quantity: 2 }] })
      .expect(200);
    const order = (
      await agent
        .post('/api/v1/orders')
        .send({ idempotency_key: randomUUID(), expected: [{ product_id: f.products['gruyere'], price: 24.9, quantity: 1 }, { product_id: f.products['oil'], price: 5.9, quantity: 2 }] })
        .expect(201)
    ).body.order;
    expect(order.parts.map((p: { wholesaler_name: string }) => p.wholesaler_name)).toEqual(['Alpine', 'Lac']);
    expect(Number((await sql<{ stock: string }>(t, `SELECT stock FROM offer WHERE id = $1`, [f.offers['oilAlpine']]))[0]!.stock)).toBe(28);
    await smtp.waitFor(() => smtp.mailsTo(email).some((m) => m.subject.includes(order.number)));
    expect((await agent.get('/api/v1/orders').expect(200)).body.orders).toHaveLength(1);
  });
});
