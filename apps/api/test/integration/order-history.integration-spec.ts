import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { SmtpCatcher } from '@mercato/test-support';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { OrderReader } from '../../src/orders/application/order-reader.port.js';
import { Clock } from '../../src/orders/application/planning/clock.port.js';
import { UnitOfWork } from '../../src/platform/database/unit-of-work.js';
import { createPromoCode, GOOD_PASSWORD, signedInAccount, sql, verifiedAccount } from '../support/accounts.js';
import { adminAgent, adminConfig } from '../support/admin.js';
import { eventually } from '../support/eventually.js';
import { startTestApp, type DatabaseKind, type TestApp } from '../support/test-app.js';

type Agent = ReturnType<typeof request.agent>;
type Account = { agent: Agent; id: number; email: string };

interface Line {
  product_id: number;
  quantity: number;
  unit_price: number;
  reference_price: number | null;
  confirmed_quantity: number | null;
}
interface Part {
  id: number;
  wholesaler_name: string;
  status: string;
  saved: number;
  fee: number;
  lines: Line[];
}
interface Order {
  id: number;
  number: string;
  saved: number;
  parts: Part[];
}

/**
 * Issue #15, part 2 of the order loop over HTTP, on PostgreSQL and on the embedded database:
 * the restaurant's history a page at a time and by status, "order again" at today's prices,
 * what each order saved and the total since the subscription began, the purchase order as a
 * CSV attachment (read at the SMTP catcher), and the staff's filter and order detail. The
 * clock is Monday 21 December 2026, 09:00 in Zurich: Lac and Alpine deliver on Tuesday 22 and
 * take cancellations until Monday 16:00.
 */
const MONDAY_0900 = new Date('2026-12-21T08:00:00Z');
const LINK = /\/supplier\/orders\/([A-Za-z0-9_-]{43})/;

/** A CSV of `;`-separated fields (RFC 4180 quoting), as a spreadsheet reads it. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endRow = () => {
    row.push(field);
    rows.push(row);
    row = [];
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      endRow();
      i++;
    } else field += c;
  }
  if (field || row.length) endRow();
  return rows;
}

describe.each<DatabaseKind>(['postgres', 'embedded'])('order history, order again, savings, CSV and staff view (%s)', (database) => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  let clock: Clock;
  let tag: string;
  let w: { lac: number; alpine: number };
  let mail: { lac: string; alpine: string };
  let p: Record<string, number>;
  let o: Record<string, number>;

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    t = await startTestApp({ database, smtpUrl: smtp.url, relay: { pollMs: 200 }, config: adminConfig });
    clock = t.app.get(Clock, { strict: false });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  /**
   * Lac (French) and Alpine (Italian): no minimum, Monday to Friday, next day, cut-off 16:00.
   * Cheese: Lac 24.00, Alpine 25.00. Oil: Lac 5.00, Alpine 5.50. Rice: Lac 4.00 only. Wine
   * (8.1 % VAT, a name a spreadsheet would run as a formula): Alpine 18.00 only.
   */
  beforeEach(async () => {
    clock.now = () => MONDAY_0900;
    tag = randomUUID().slice(0, 8);
    const [category] = await sql<{ id: number }>(t, `INSERT INTO category (slug, name_fr, name_de, name_it) VALUES ($1, 'É', 'L', 'D') RETURNING id`, [`c-${tag}`]);
    const [sub] = await sql<{ id: number }>(t, `INSERT INTO subcategory (category_id, slug, name_fr, name_de, name_it) VALUES ($1, $2, 'D', 'D', 'V') RETURNING id`, [category!.id, `s-${tag}`]);
    mail = { lac: `orders-lac-${tag}@wholesale.test`, alpine: `ordini-alpine-${tag}@wholesale.test` };
    const wholesaler = async (name: string, language: string, email: string) =>
      (
        await sql<{ id: number }>(
          t,
          `INSERT INTO wholesaler (name, order_email, language, min_order_rappen, delivery_fee_rappen, delivery_days, cutoff, lead_days, postcodes)
           VALUES ($1, $2, $3, 0, NULL, '{1,2,3,4,5}', '16:00', 1, '') RETURNING id`,
          [name, email, language],
        )
      )[0]!.id;
    w = { lac: await wholesaler('Lac', 'fr', mail.lac), alpine: await wholesaler('Alpine', 'it', mail.alpine) };
    p = {};
    for (const [key, unit, vat, names] of [
      ['cheese', 'kg', 260, ['Gruyère AOP', 'Greyerzer AOP', 'Groviera AOP']],
      ['oil', 'piece', 260, ['Huile de colza', 'Rapsöl', 'Olio di colza']],
      ['rice', 'kg', 260, ['Riz carnaroli', 'Carnaroli-Reis', 'Riso carnaroli']],
      ['wine', 'piece', 810, ['=Merlot; "riserva"', '=Merlot; "riserva"', '=HYPERLINK("http://x"); Merlot']],
    ] as const) {
      p[key] = (
        await sql<{ id: number }>(
          t,
          `INSERT INTO product (subcategory_id, slug, name_fr, name_de, name_it, unit, vat_rate_basis_points) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [sub!.id, `${key}-${tag}`, ...names, unit, vat],
        )
      )[0]!.id;
    }
    o = {};
    const offer = async (key: string, product: string, wholesalerId: number, priceRappen: number, stock: number) => {
      o[key] = (
        await sql<{ id: number }>(t, `INSERT INTO offer (product_id, wholesaler_id, price_rappen, stock) VALUES ($1, $2, $3, $4) RETURNING id`, [p[product], wholesalerId, priceRappen, stock])
      )[0]!.id;
    };
    await offer('cheeseLac', 'cheese', w.lac, 2400, 20);
    await offer('cheeseAlpine', 'cheese', w.alpine, 2500, 50);
    await offer('oilLac', 'oil', w.lac, 500, 30);
    await offer('oilAlpine', 'oil', w.alpine, 550, 30);
    await offer('riceLac', 'rice', w.lac, 400, 10);
    await offer('wineAlpine', 'wine', w.alpine, 1800, 12);
  });

  /** A verified restaurant in Lausanne holding an activation code (its subscription begins now). */
  async function restaurant(): Promise<Account> {
    const account = await signedInAccount(t, smtp);
    const [promo] = await sql<{ id: number }>(t, `INSERT INTO promo_code (code, max_uses, uses, active) VALUES ($1, 1, 1, true) RETURNING id`, [`SUB-${randomUUID()}`]);
    await sql(t, `UPDATE app_user SET promo_code_id = $1, restaurant_address = 'Rue du Bourg 8, 1003 Lausanne' WHERE id = $2`, [promo!.id, account.id]);
    return account;
  }

  /** Fills the cart, reads the plan and orders it as planned. */
  async function order(account: Account, items: Array<[string, number]>, note = ''): Promise<Order> {
    await account.agent
      .post('/api/cart/save_cart.php')
      .send({ user_id: account.id, items: items.map(([key, quantity]) => ({ product_id: p[key], quantity })) })
      .expect(200);
    const plan = (await account.agent.get('/api/v1/cart/plan').expect(200)).body;
    const expected = plan.parts.flatMap((part: { lines: Array<{ product_id: number; unit_price: number; quantity: number }> }) =>
      part.lines.map((l) => ({ product_id: l.product_id, price: l.unit_price, quantity: l.quantity })),
    );
    const placed = await account.agent.post('/api/v1/orders').send({ idempotency_key: randomUUID(), lang: 'fr', expected, expected_fees: plan.totals.fees, note }).expect(201);
    return placed.body.order;
  }

  const history = async (account: Account, query = '') => (await account.agent.get(`/api/v1/orders${query}`).expect(200)).body;
  const ids = (orders: Array<{ id: number }>) => orders.map((x) => x.id);
  const mailAbout = (to: string, number: string) => smtp.mailsTo(to).find((m) => m.subject.includes(number));
  const tokenFor = async (to: string, number: string) => {
    await smtp.waitFor(() => mailAbout(to, number) !== undefined);
    return LINK.exec(mailAbout(to, number)!.text)![1]!;
  };
  const partStatus = async (orderId: number) => (await sql<{ status: string }>(t, `SELECT status FROM purchase_order WHERE order_id = $1`, [orderId]))[0]!.status;

  it('pages through the restaurant’s own orders and filters them by a part’s status; bad paging or status answers 400 invalid_data', async () => {
    const a = await restaurant();
    const b = await restaurant();
    smtp.refuseRecipient(mail.alpine);
    const first = await order(a, [['cheese', 1]]);
    const second = await order(a, [['oil', 2]]);
    const third = await order(a, [['wine', 1]]); // Alpine refuses its purchase order for good
    await order(b, [['rice', 1]]);

    const page1 = await history(a, '?limit=2');
    expect([ids(page1.orders), page1.page, page1.limit, page1.total, page1.pages]).toEqual([[third.id, second.id], 1, 2, 3, 2]);
    const page2 = await history(a, '?limit=2&page=2');
    expect([ids(page2.orders), page2.page, page2.total]).toEqual([[first.id], 2, 3]);
    // A page past the end holds no order, yet still counts them all.
    const past = await history(a, '?page=3&limit=2');
    expect([ids(past.orders), past.page, past.total, past.pages]).toEqual([[], 3, 3, 2]);
    const all = await history(a);
    expect([ids(all.orders), all.limit, all.pages]).toEqual([[third.id, second.id, first.id], 10, 1]);

    await a.agent.post(`/api/v1/orders/${second.id}/parts/${second.parts[0]!.id}/cancel`).expect(200);
    await eventually(async () => (await partStatus(first.id)) === 'sent', 'Lac’s purchase order delivered');
    await eventually(
      async () => ids((await history(a, '?status=undeliverable')).orders).join() === String(third.id),
      'Alpine’s purchase order undeliverable',
    );
    expect(ids((await history(a, '?status=cancelled')).orders)).toEqual([second.id]);
    expect(ids((await history(a, '?status=sent')).orders)).toEqual([first.id]);
    expect(ids((await history(a, '?status=pending')).orders)).toEqual([]);
    expect((await history(a, '?status=cancelled&limit=1')).total).toBe(1);

    const token = await tokenFor(mail.lac, first.number);
    await request(t.app.getHttpServer()).post(`/api/v1/supplier/orders/${token}/confirm`).send({ delivery_date: '2026-12-22' }).expect(200);
    expect(ids((await history(a, '?status=confirmed')).orders)).toEqual([first.id]);
    expect(ids((await history(a, '?status=sent')).orders)).toEqual([]);
    expect(ids((await history(b, '?status=confirmed')).orders)).toEqual([]);

    for (const bad of ['page=0', 'page=abc', 'page=1.5', 'limit=0', 'limit=51', 'status=shipped', 'status=CANCELLED', 'status=cancelled&status=sent']) {
      const res = await a.agent.get(`/api/v1/orders?${bad}`);
      expect([bad, res.status, res.body.error_code]).toEqual([bad, 400, 'invalid_data']);
    }
    await request(t.app.getHttpServer()).get('/api/v1/orders').expect(401);
  });

  it('reads a restaurant’s pages of orders as prepared statements, answering exactly what the plain queries answer', async () => {
    const me = await restaurant();
    await order(me, [['cheese', 2], ['wine', 1]], 'Porte de derrière');
    await order(me, [['oil', 3], ['rice', 2]]);
    // Every purchase order mailed first, so that no part changes status between the two reads.
    const statuses = async () => (await history(me, '?limit=50')).orders.flatMap((x: { parts: Array<{ status: string }> }) => x.parts.map((part) => part.status));
    await eventually(async () => (await statuses()).every((status: string) => status === 'sent'), 'every purchase order mailed');
    const reader = t.app.get(OrderReader, { strict: false });
    const uow = t.app.get(UnitOfWork);
    // PGlite has one session for every connection: there every read runs plain, and there is no pool.
    const pool = database === 'postgres' ? (t.app.get(DataSource).driver as unknown as { master: Pool }).master : null;
    const query = pool ? jest.spyOn(pool, 'query') : null;
    try {
      for (const page of [
        { page: 1, limit: 1 },
        { page: 2, limit: 1 },
        { page: 1, limit: 50 },
        { page: 3, limit: 1 },
      ]) {
        const prepared = await reader.forUser(me.id, { ...page, status: null });
        // In a transaction every read runs as a plain query (as before the statements were named).
        const plain = await uow.run(() => reader.forUser(me.id, { ...page, status: null }));
        expect(prepared).toStrictEqual(plain);
      }
      if (query) {
        // The reader's own statements: a mail job still running in the background (an earlier test's) uses the pool too.
        const named = query.mock.calls.map(([arg]) => (arg as { name?: string }).name).filter((name) => name?.startsWith('orders.'));
        expect(new Set(named)).toEqual(new Set(['orders.user-page', 'orders.user-page.count', 'orders.parts', 'orders.lines']));
      }
    } finally {
      query?.mockRestore();
    }
    const answer = await history(me, '?limit=50');
    expect(answer.orders).toHaveLength(2);
    expect(answer.orders[0].parts.length).toBeGreaterThan(0);
  });

  it('orders again: the order’s lines go into the cart at today’s prices, on top of what it holds; lines it cannot add are named with their reason', async () => {
    const a = await restaurant();
    const placed = await order(a, [
      ['cheese', 2],
      ['oil', 4],
      ['rice', 3],
      ['wine', 1],
    ]);
    expect(placed.parts.map((part) => [part.wholesaler_name, part.lines.map((l) => [l.product_id, l.unit_price])])).toEqual([
      ['Lac', [[p['cheese'], 24], [p['oil'], 5], [p['rice'], 4]]],
      ['Alpine', [[p['wine'], 18]]],
    ]);
    // Today: Lac's cheese costs 26.00 (Alpine's 25.00 is now the lowest); the oil runs short
    // (5 bottles left in all); the rice is switched off; nobody holds the wine any more.
    await sql(t, `UPDATE offer SET price_rappen = 2600 WHERE id = $1`, [o['cheeseLac']]);
    await sql(t, `UPDATE offer SET stock = CASE WHEN id = $1 THEN 5 ELSE 0 END WHERE id = ANY($2::int[])`, [o['oilLac'], [o['oilLac'], o['oilAlpine']]]);
    await sql(t, `UPDATE product SET active = false WHERE id = $1`, [p['rice']]);
    await sql(t, `UPDATE offer SET stock = 0 WHERE id = $1`, [o['wineAlpine']]);
    // The cart already holds 1 kg of cheese and 2 bottles of oil.
    await a.agent
      .post('/api/cart/save_cart.php')
      .send({ user_id: a.id, items: [{ product_id: p['cheese'], quantity: 1 }, { product_id: p['oil'], quantity: 2 }] })
      .expect(200);

    const again = (await a.agent.post(`/api/v1/orders/${placed.id}/reorder`).expect(200)).body;
    expect(again.success).toBe(true);
    expect(again.items.map((i: { product_id: number; quantity: number; price: number }) => [i.product_id, i.quantity, i.price])).toEqual([
      [p['cheese'], 3, 25],
      [p['oil'], 2, 5],
    ]);
    expect(again.skipped).toEqual([
      { product_id: p['oil'], reason: 'insufficient_stock' },
      { product_id: p['rice'], reason: 'product_inactive' },
      { product_id: p['wine'], reason: 'unavailable' },
    ]);
    // The answer is the server cart, as get_cart shows it.
    expect((await a.agent.get(`/api/cart/get_cart.php?user_id=${a.id}`).expect(200)).body.items).toEqual(again.items);
    // Nothing was ordered.
    expect((await history(a)).total).toBe(1);

    // On an empty cart, the lines that can be added come in the order's order.
    await sql(t, `UPDATE offer SET stock = 30 WHERE id = $1`, [o['oilAlpine']]);
    await a.agent.post('/api/cart/save_cart.php').send({ user_id: a.id, items: [] }).expect(200);
    const fresh = (await a.agent.post(`/api/v1/orders/${placed.id}/reorder`).expect(200)).body;
    expect(fresh.items.map((i: { product_id: number; quantity: number; price: number }) => [i.product_id, i.quantity, i.price])).toEqual([
      [p['cheese'], 2, 25],
      [p['oil'], 4, 5],
    ]);
    expect(fresh.skipped.map((s: { reason: string }) => s.reason)).toEqual(['product_inactive', 'unavailable']);

    // Only the owner: another restaurant's order is as unknown as a missing one.
    const stranger = await restaurant();
    expect((await stranger.agent.post(`/api/v1/orders/${placed.id}/reorder`).expect(404)).body.error_code).toBe('order_not_found');
    expect((await stranger.agent.get(`/api/cart/get_cart.php?user_id=${stranger.id}`).expect(200)).body.items).toEqual([]);
    expect((await a.agent.post('/api/v1/orders/999999/reorder').expect(404)).body.error_code).toBe('order_not_found');
    expect((await a.agent.post('/api/v1/orders/abc/reorder').expect(400)).body.error_code).toBe('invalid_data');
    await request(t.app.getHttpServer()).post(`/api/v1/orders/${placed.id}/reorder`).expect(401);
  });

  it('shows what each order and part saved, and the profile’s total since the subscription began', async () => {
    const a = await restaurant();
    const before = await order(a, [['cheese', 1]]);
    expect(before.saved).toBe(1);
    // A new activation code: the subscription begins again, the earlier order no longer counts.
    const [renewed] = await sql<{ id: number }>(t, `INSERT INTO promo_code (code, max_uses, uses, active) VALUES ($1, 1, 1, true) RETURNING id`, [`NEW-${randomUUID()}`]);
    await sql(t, `UPDATE app_user SET promo_code_id = $1 WHERE id = $2`, [renewed!.id, a.id]);
    const [{ promo_code_since: since }] = (await sql<{ promo_code_since: Date }>(t, `SELECT promo_code_since FROM app_user WHERE id = $1`, [a.id])) as [{ promo_code_since: Date }];
    expect((await a.agent.get('/api/v1/orders/savings').expect(200)).body).toEqual({ success: true, saved: 0, since: new Date(since).toISOString() });

    // Cheese 2 kg at 24.00 against 25.00, oil 4 at 5.00 against 5.50: 4.00 at Lac; the wine
    // has no other offer: 0 at Alpine.
    const placed = await order(a, [
      ['cheese', 2],
      ['oil', 4],
      ['wine', 1],
    ]);
    expect(placed.parts.map((part) => [part.wholesaler_name, part.saved, part.lines.map((l) => l.reference_price)])).toEqual([
      ['Lac', 4, [25, 5.5]],
      ['Alpine', 0, [null]],
    ]);
    expect(placed.saved).toBe(4);
    const cancelled = await order(a, [['oil', 2]]);
    expect(cancelled.saved).toBe(1);
    expect((await a.agent.get('/api/v1/orders/savings').expect(200)).body.saved).toBe(5);

    // A cancelled part saves nothing; a part confirmed with less saves on what comes.
    await a.agent.post(`/api/v1/orders/${cancelled.id}/parts/${cancelled.parts[0]!.id}/cancel`).expect(200);
    const token = await tokenFor(mail.lac, placed.number);
    await request(t.app.getHttpServer())
      .post(`/api/v1/supplier/orders/${token}/confirm`)
      .send({ delivery_date: '2026-12-22', lines: [{ product_id: p['cheese'], quantity: 1 }] })
      .expect(200);
    const listed = (await history(a)).orders as Order[];
    const now = listed.find((x) => x.id === placed.id)!;
    expect([now.saved, now.parts.map((part) => part.saved)]).toEqual([3, [3, 0]]);
    expect(listed.find((x) => x.id === cancelled.id)!.saved).toBe(0);
    expect(listed.find((x) => x.id === before.id)!.saved).toBe(1);
    expect((await a.agent.get('/api/v1/orders/savings').expect(200)).body).toEqual({ success: true, saved: 3, since: new Date(since).toISOString() });

    // Without an activation code: nothing began.
    const plain = await signedInAccount(t, smtp);
    expect((await plain.agent.get('/api/v1/orders/savings').expect(200)).body).toEqual({ success: true, saved: 0, since: null });
    await request(t.app.getHttpServer()).get('/api/v1/orders/savings').expect(401);
  });

  it('begins the subscription when the code is entered: at registration, in the profile, or given by staff', async () => {
    const sinceOf = async (agent: Agent) => (await agent.get('/api/v1/orders/savings').expect(200)).body.since as string | null;
    const within = (iso: string | null, from: number) => iso !== null && Date.parse(iso) >= from - 1000 && Date.parse(iso) <= Date.now() + 1000;

    const registered = Date.now();
    await createPromoCode(t, `REG-${tag}`);
    const email = await verifiedAccount(t, smtp, { promo_code: `REG-${tag}` });
    const atRegistration = request.agent(t.app.getHttpServer());
    await atRegistration.post('/api/login.php').send({ email, password: GOOD_PASSWORD }).expect(200);
    expect(within(await sinceOf(atRegistration), registered)).toBe(true);

    const later = await signedInAccount(t, smtp);
    expect(await sinceOf(later.agent)).toBeNull();
    const entered = Date.now();
    await createPromoCode(t, `PROFILE-${tag}`);
    await later.agent.post('/api/submit_promo_code.php').send({ userId: later.id, promoCode: `PROFILE-${tag}` }).expect(200);
    const since = await sinceOf(later.agent);
    expect(within(since, entered)).toBe(true);
    // Staff saving the user with the same code keeps it.
    const admin = await adminAgent(t);
    const user = (await admin.get(`/api/v1/admin/users/${later.id}`).expect(200)).body.user;
    expect(user.promoCode).toBe(`PROFILE-${tag}`);
    await admin.put(`/api/v1/admin/users/${later.id}`).send({ ...user, restaurantName: 'Chez Marie' }).expect(200);
    expect(await sinceOf(later.agent)).toBe(since);

    // Staff give another code: it begins again; staff take the code away: nothing began.
    await createPromoCode(t, `STAFF-${tag}`);
    const given = Date.now();
    await admin.put(`/api/v1/admin/users/${later.id}`).send({ ...user, promoCode: `STAFF-${tag}` }).expect(200);
    const renewed = await sinceOf(later.agent);
    expect(within(renewed, given)).toBe(true);
    expect(Date.parse(renewed!)).toBeGreaterThan(Date.parse(since!));
    await admin.put(`/api/v1/admin/users/${later.id}`).send({ ...user, promoCode: '' }).expect(200);
    expect(await sinceOf(later.agent)).toBeNull();
  });

  it('mails each purchase order with a CSV in the wholesaler’s language: lines with VAT rates, the totals, and no formula', async () => {
    // Alpine: a fee of 12.00 below 100.00; pasta at 2.6 % beside the wine at 8.1 %.
    await sql(t, `UPDATE wholesaler SET min_order_rappen = 10000, delivery_fee_rappen = 1200 WHERE id = $1`, [w.alpine]);
    const [pasta] = await sql<{ id: number }>(
      t,
      `INSERT INTO product (subcategory_id, slug, name_fr, name_de, name_it, unit, vat_rate_basis_points)
       SELECT subcategory_id, $1, 'Pâtes', 'Teigwaren', 'Pasta di semola', 'kg', 260 FROM product WHERE id = $2 RETURNING id`,
      [`pasta-${tag}`, p['wine']],
    );
    p['pasta'] = pasta!.id;
    await sql(t, `INSERT INTO offer (product_id, wholesaler_id, price_rappen, stock) VALUES ($1, $2, 315, 40)`, [pasta!.id, w.alpine]);
    const a = await restaurant();
    const placed = await order(a, [
      ['wine', 2],
      ['pasta', 2.5],
      ['cheese', 1],
    ]);
    await smtp.waitFor(() => mailAbout(mail.alpine, placed.number) !== undefined && mailAbout(mail.lac, placed.number) !== undefined);

    const alpine = mailAbout(mail.alpine, placed.number)!;
    expect(alpine.attachments).toHaveLength(1);
    const csv = alpine.attachments[0]!;
    expect([csv.filename, csv.contentType]).toEqual([`Ordine-${placed.number}.csv`, 'text/csv']);
    const text = csv.content.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = parseCsv(text.slice(1));
    expect(rows).toEqual([
      ['N. ordine', 'Data di consegna', 'Prodotto', 'Quantità', 'Unità', 'Prezzo unitario (CHF IVA esclusa)', 'Totale (CHF IVA esclusa)', 'IVA (%)'],
      // The wine's Italian name would be a formula: it starts with an apostrophe, and its ; and " are quoted.
      [placed.number, '2026-12-22', `'=HYPERLINK("http://x"); Merlot`, '2', 'pz.', '18.00', '36.00', '8.1'],
      [placed.number, '2026-12-22', 'Pasta di semola', '2.5', 'kg', '3.15', '7.88', '2.6'],
      [''],
      ['', '', 'Totale IVA esclusa', '', '', '', '43.88', ''],
      ['', '', 'Spese di consegna (ordine sotto il minimo)', '', '', '', '12.00', ''],
      ['', '', 'IVA 2.6 % su CHF 7.88', '', '', '', '0.20', '2.6'],
      ['', '', 'IVA 8.1 % su CHF 48.00', '', '', '', '3.89', '8.1'],
      ['', '', 'Totale IVA inclusa', '', '', '', '59.97', ''],
    ]);
    // The CSV says what the order says: its lines sum to the net, net + fee + VAT is the gross.
    const part = placed.parts.find((x) => x.wholesaler_name === 'Alpine') as Part & { totals: { net: number; fees: number; gross: number } };
    const cents = (s: string) => Math.round(Number(s) * 100);
    expect(cents(rows[1]![6]!) + cents(rows[2]![6]!)).toBe(cents(rows[4]![6]!));
    expect([rows[4]![6], rows[5]![6], rows[8]![6]].map(Number)).toEqual([part.totals.net, part.totals.fees, part.totals.gross]);
    expect(cents(rows[4]![6]!) + cents(rows[5]![6]!) + cents(rows[6]![6]!) + cents(rows[7]![6]!)).toBe(cents(rows[8]![6]!));

    // Lac reads its own, in French.
    const lac = parseCsv(mailAbout(mail.lac, placed.number)!.attachments[0]!.content.toString('utf8').slice(1));
    expect(lac[0]![2]).toBe('Produit');
    expect(lac[1]).toEqual([placed.number, '2026-12-22', 'Gruyère AOP', '1', 'kg', '24.00', '24.00', '2.6']);
    expect(lac.at(-1)).toEqual(['', '', 'Total TVA comprise', '', '', '', '24.62', '']);
  });

  it('lets staff filter every order by a part’s status and open one with its parts, answers, fees, dates, note and whom to deliver to', async () => {
    const a = await restaurant();
    const confirmed = await order(a, [['cheese', 2]], 'Entrée de service');
    const cancelled = await order(a, [['oil', 1]]);
    await a.agent.post(`/api/v1/orders/${cancelled.id}/parts/${cancelled.parts[0]!.id}/cancel`).expect(200);
    const token = await tokenFor(mail.lac, confirmed.number);
    await request(t.app.getHttpServer()).post(`/api/v1/supplier/orders/${token}/confirm`).send({ delivery_date: '2026-12-23', note: 'Livré par la cour' }).expect(200);

    await request(t.app.getHttpServer()).get(`/api/v1/admin/orders?status=cancelled`).expect(401);
    await a.agent.get(`/api/v1/admin/orders?status=cancelled`).expect(403);
    await a.agent.get(`/api/v1/admin/orders/${confirmed.id}`).expect(403);
    const admin = await adminAgent(t);
    const byStatus = async (status: string) => ids((await admin.get(`/api/v1/admin/orders?status=${status}&q=${encodeURIComponent(a.email)}`).expect(200)).body.items);
    expect(await byStatus('cancelled')).toEqual([cancelled.id]);
    expect(await byStatus('confirmed')).toEqual([confirmed.id]);
    expect(await byStatus('rejected')).toEqual([]);
    const page = (await admin.get(`/api/v1/admin/orders?status=cancelled&limit=1`).expect(200)).body;
    expect(page).toMatchObject({ page: 1, limit: 1, total: expect.any(Number) });
    expect(page.items.every((x: Order) => x.parts.some((part) => part.status === 'cancelled'))).toBe(true);
    for (const bad of ['status=lost', 'status=', 'limit=101']) {
      const res = await admin.get(`/api/v1/admin/orders?${bad}`);
      expect([bad, res.status, res.body.error_code]).toEqual([bad, 400, 'invalid_data']);
    }

    const detail = (await admin.get(`/api/v1/admin/orders/${confirmed.id}`).expect(200)).body.order;
    expect(detail).toMatchObject({
      id: confirmed.id,
      number: confirmed.number,
      user_id: a.id,
      email: a.email,
      restaurant_address: 'Rue du Bourg 8, 1003 Lausanne',
      phone: expect.any(String),
      contact_name: expect.stringMatching(/\S+ \S+/),
      note: 'Entrée de service',
      saved: 2,
    });
    expect(detail.parts).toEqual([
      expect.objectContaining({
        wholesaler_name: 'Lac',
        status: 'confirmed',
        delivery_date: '2026-12-22',
        fee: 0,
        note: 'Entrée de service',
        saved: 2,
        answer: expect.objectContaining({ delivery_date: '2026-12-23', note: 'Livré par la cour', reason: '' }),
        lines: [expect.objectContaining({ product_id: p['cheese'], quantity: 2, unit_price: 24, line_net: 48, reference_price: 25, confirmed_quantity: 2 })],
        totals: { net: 48, fees: 0, vat: [{ rate: 2.6, base: 48, amount: 1.25 }], gross: 49.25 },
      }),
    ]);
    expect((await admin.get('/api/v1/admin/orders/999999').expect(404)).body.error_code).toBe('order_not_found');
    expect((await admin.get('/api/v1/admin/orders/abc').expect(400)).body.error_code).toBe('invalid_data');
  });
});
