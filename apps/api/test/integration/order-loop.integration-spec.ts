import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { SmtpCatcher } from '@mercato/test-support';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import request from 'supertest';
import { OfferStock } from '../../src/catalogue/index.js';
import { Clock } from '../../src/orders/application/planning/clock.port.js';
import { signedInAccount, sql } from '../support/accounts.js';
import { adminAgent, adminConfig } from '../support/admin.js';
import { startTestApp, type DatabaseKind, type TestApp } from '../support/test-app.js';

type Agent = ReturnType<typeof request.agent>;

interface PlanPart {
  wholesaler_id: number;
  wholesaler_name: string;
  delivery_date: string;
  lines: Array<{ product_id: number; quantity: number; unit_price: number; line_net: number; reference_price: number | null }>;
  subtotal: number;
  fee: number;
  min_order_value: number;
  missing_to_minimum: number;
  totals: { net: number; fees: number; gross: number };
}
interface Plan {
  success: boolean;
  parts: PlanPart[];
  unsupplied: Array<{ product_id: number; quantity: number; reason: string; available: number }>;
  totals: { net: number; fees: number; vat: Array<{ rate: number; base: number; amount: number }>; gross: number };
  delivery_dates: string[];
  postcode_missing: boolean;
}

/**
 * The order loop over HTTP (DESIGN.md "The order loop"): wholesalers' terms kept by staff, the
 * basket plan, and the order placed as planned, on PostgreSQL and on the embedded database.
 * The clock is the one boundary set by the tests: Monday 21 December 2026, 09:00 in Zurich,
 * with Christmas (Friday) and St Stephen's (Saturday) ahead.
 */
const MONDAY_0900 = new Date('2026-12-21T08:00:00Z');

describe.each<DatabaseKind>(['postgres', 'embedded'])('order loop (%s)', (database) => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  let clock: Clock;
  let tag: string;
  let w: { lac: number; alpine: number; ticino: number };
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
   * Lac (Lausanne): minimum 100.00 with a fee of 15.00, Monday-Friday, 1000-1999.
   * Alpine: minimum 200.00 and no fee (a part below it is not allowed), Monday-Friday, everywhere.
   * Ticino: no minimum, Tuesdays and Thursdays, cut-off 12:00, 6500-6999 only.
   */
  beforeEach(async () => {
    clock.now = () => MONDAY_0900;
    tag = randomUUID().slice(0, 8);
    const [category] = await sql<{ id: number }>(t, `INSERT INTO category (slug, name_fr, name_de, name_it) VALUES ($1, 'É', 'L', 'D') RETURNING id`, [`c-${tag}`]);
    const [sub] = await sql<{ id: number }>(t, `INSERT INTO subcategory (category_id, slug, name_fr, name_de, name_it) VALUES ($1, $2, 'D', 'D', 'V') RETURNING id`, [category!.id, `s-${tag}`]);
    const wholesaler = async (name: string, language: string, terms: string) =>
      (
        await sql<{ id: number }>(
          t,
          `INSERT INTO wholesaler (name, order_email, language, min_order_rappen, delivery_fee_rappen, delivery_days, cutoff, lead_days, postcodes)
           VALUES ($1, $2, $3, ${terms}) RETURNING id`,
          [name, `orders-${name.toLowerCase()}-${tag}@wholesale.test`, language],
        )
      )[0]!.id;
    w = {
      lac: await wholesaler('Lac', 'fr', `10000, 1500, '{1,2,3,4,5}', '16:00', 1, '1000-1999'`),
      alpine: await wholesaler('Alpine', 'de', `20000, NULL, '{1,2,3,4,5}', '16:00', 1, ''`),
      ticino: await wholesaler('Ticino', 'it', `0, NULL, '{2,4}', '12:00', 1, '6500-6999'`),
    };
    p = {};
    for (const [key, unit, vat, names] of [
      ['cheese', 'kg', 260, ['Gruyère AOP', 'Greyerzer AOP', 'Groviera AOP']],
      ['oil', 'piece', 260, ['Huile de colza', 'Rapsöl', 'Olio di colza']],
      ['wine', 'piece', 810, ['Chasselas', 'Chasselas', 'Chasselas']],
      ['rice', 'kg', 260, ['Riz carnaroli', 'Carnaroli-Reis', 'Riso carnaroli']],
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
    await offer('wineTicino', 'wine', w.ticino, 1800, 12);
    await offer('riceLac', 'rice', w.lac, 400, 3);
    await offer('riceAlpine', 'rice', w.alpine, 450, 4);
  });

  async function restaurant(address: string) {
    const account = await signedInAccount(t, smtp);
    const [promo] = await sql<{ id: number }>(t, `INSERT INTO promo_code (code, max_uses, uses, active) VALUES ($1, 1, 1, true) RETURNING id`, [`SUB-${randomUUID()}`]);
    await sql(t, `UPDATE app_user SET promo_code_id = $1, restaurant_address = $2 WHERE id = $3`, [promo!.id, address, account.id]);
    return account;
  }
  const fill = (agent: Agent, userId: number, items: Array<[string, number]>) =>
    agent
      .post('/api/cart/save_cart.php')
      .send({ user_id: userId, items: items.map(([key, quantity]) => ({ product_id: p[key], quantity })) })
      .expect(200);
  const planOf = async (agent: Agent, date?: string): Promise<Plan> => (await agent.get(`/api/v1/cart/plan${date ? `?delivery_date=${date}` : ''}`).expect(200)).body;
  const expectedOf = (plan: Plan) => plan.parts.flatMap((part) => part.lines.map((l) => ({ product_id: l.product_id, price: l.unit_price, quantity: l.quantity })));
  const place = (agent: Agent, plan: Plan, extra: Record<string, unknown> = {}, key = randomUUID()) =>
    agent.post('/api/v1/orders').send({ idempotency_key: key, lang: 'fr', expected: expectedOf(plan), expected_fees: plan.totals.fees, ...extra });
  const stockOf = async (key: string) => Number((await sql<{ stock: string }>(t, `SELECT stock FROM offer WHERE id = $1`, [o[key]]))[0]!.stock);
  const orderCount = async (userId: number) => Number((await sql<{ n: string }>(t, `SELECT count(*) AS n FROM customer_order WHERE user_id = $1`, [userId]))[0]!.n);
  const partsOf = (plan: Plan) => plan.parts.map((part) => [part.wholesaler_name, part.lines.map((l) => [l.product_id, l.quantity])]);

  it('staff edit a wholesaler’s terms, validated with translated field codes; a PUT without terms keeps them', async () => {
    const admin = await adminAgent(t);
    const base = { name: 'Lac', order_email: `orders-lac-${tag}@wholesale.test`, language: 'fr' };
    const refused = await admin
      .put(`/api/v1/admin/wholesalers/${w.lac}`)
      .send({ ...base, min_order_value: 'cent', delivery_fee: -5, delivery_days: [1, 9], cutoff: '16h', lead_days: 99, postcodes: '1000-999' })
      .expect(400);
    expect(refused.body.field_errors).toEqual({
      min_order_value: 'invalid_amount',
      delivery_fee: 'invalid_amount',
      delivery_days: 'invalid_delivery_days',
      cutoff: 'invalid_cutoff',
      lead_days: 'invalid_lead_days',
      postcodes: 'invalid_postcodes',
    });
    const fr = (await t.http.get('/translate/fr.json').expect(200)).body;
    const de = (await t.http.get('/translate/de.json').expect(200)).body;
    const it_ = (await t.http.get('/translate/it.json').expect(200)).body;
    for (const code of ['invalid_amount', 'invalid_delivery_days', 'invalid_cutoff', 'invalid_lead_days', 'invalid_postcodes', 'invalid_delivery_date', 'no_delivery_on_date']) {
      expect(new Set([fr.error[code], de.error[code], it_.error[code]]).size).toBe(3);
    }

    const saved = await admin
      .put(`/api/v1/admin/wholesalers/${w.lac}`)
      .send({ ...base, min_order_value: 120.5, delivery_fee: 12, delivery_days: [5, 1, 3], cutoff: '14:30', lead_days: 2, postcodes: '1000 - 1299; 1400' })
      .expect(200);
    expect(saved.body.wholesaler).toMatchObject({ min_order_value: 120.5, delivery_fee: 12, delivery_days: [1, 3, 5], cutoff: '14:30', lead_days: 2, postcodes: '1000-1299, 1400' });
    await admin.put(`/api/v1/admin/wholesalers/${w.lac}`).send({ ...base, name: 'Lac SA' }).expect(200);
    const kept = (await admin.get(`/api/v1/admin/wholesalers/${w.lac}`).expect(200)).body.wholesaler;
    expect(kept).toMatchObject({ name: 'Lac SA', min_order_value: 120.5, delivery_fee: 12, delivery_days: [1, 3, 5], cutoff: '14:30', lead_days: 2 });
    await admin.put(`/api/v1/admin/wholesalers/${w.lac}`).send({ ...base, delivery_fee: null }).expect(200);
    expect((await admin.get(`/api/v1/admin/wholesalers/${w.lac}`).expect(200)).body.wholesaler.delivery_fee).toBeNull();
  });

  it('plans the cheapest basket under minimums, fees, postcodes and stock, and shows it before ordering', async () => {
    const { agent, id } = await restaurant('Rue du Bourg 8, 1003 Lausanne');
    // Rice: 5 kg, neither Lac (3) nor Alpine (4) holds it alone: split, cheapest first.
    await fill(agent, id, [
      ['cheese', 2],
      ['oil', 4],
      ['wine', 1],
      ['rice', 5],
    ]);
    const plan = await planOf(agent);
    expect(plan.postcode_missing).toBe(false);
    // Lac: 48.00 + 20.00 + 12.00 (3 kg rice) = 80.00, below its minimum of 100: fee 15.00.
    // Alpine gets 2 kg of rice (9.00), below its fee-less minimum of 200: not allowed, so the
    // rice cannot be planned at all and is left out (below_minimum); the wine: Ticino does not
    // serve 1003.
    expect(partsOf(plan)).toEqual([['Lac', [[p['cheese'], 2], [p['oil'], 4]]]]);
    expect(plan.unsupplied).toEqual([
      { product_id: p['wine'], quantity: 1, reason: 'not_delivered_to_you', available: 0 },
      { product_id: p['rice'], quantity: 5, reason: 'below_minimum', available: 7 },
    ]);
    const lac = plan.parts[0]!;
    expect([lac.subtotal, lac.fee, lac.min_order_value, lac.missing_to_minimum, lac.delivery_date]).toEqual([68, 15, 100, 32, '2026-12-22']);
    expect(lac.lines.map((l) => l.reference_price)).toEqual([25, 5.5]);
    expect(plan.totals).toEqual({
      net: 68,
      fees: 15,
      vat: [
        { rate: 2.6, base: 68, amount: 1.77 },
        { rate: 8.1, base: 15, amount: 1.22 },
      ],
      gross: 85.99,
    });

    // With Alpine's minimum gone the rice is split over both; the fee still applies to Lac.
    await sql(t, `UPDATE wholesaler SET min_order_rappen = 0 WHERE id = $1`, [w.alpine]);
    const split = await planOf(agent);
    expect(partsOf(split)).toEqual([
      ['Lac', [[p['cheese'], 2], [p['oil'], 4], [p['rice'], 3]]],
      ['Alpine', [[p['rice'], 2]]],
    ]);
    // Ticino delivers Tuesdays and Thursdays, but not to Lausanne: only Lac's and Alpine's days, no Christmas, no weekend.
    expect(split.delivery_dates.slice(0, 6)).toEqual(['2026-12-22', '2026-12-23', '2026-12-24', '2026-12-28', '2026-12-29', '2026-12-30']);
  });

  it('never plans on old catalogue rows: a price, terms or stock changed by hand (no cache told) show in the next plan', async () => {
    const { agent, id } = await restaurant('Rue du Bourg 8, 1003 Lausanne');
    await fill(agent, id, [
      ['cheese', 2],
      ['oil', 4],
    ]);
    const shape = (plan: Plan) => plan.parts.map((part) => [part.wholesaler_name, part.fee, part.lines.map((l) => [l.product_id, l.unit_price])]);
    expect(shape(await planOf(agent))).toEqual([['Lac', 15, [[p['cheese'], 24], [p['oil'], 5]]]]);
    // Asked again, the plan's rows come from the cache: still the same.
    expect(shape(await planOf(agent))).toEqual([['Lac', 15, [[p['cheese'], 24], [p['oil'], 5]]]]);
    await sql(t, `UPDATE offer SET price_rappen = 2300 WHERE id = $1`, [o['cheeseLac']]);
    expect(shape(await planOf(agent))).toEqual([['Lac', 15, [[p['cheese'], 23], [p['oil'], 5]]]]);
    await sql(t, `UPDATE wholesaler SET delivery_fee_rappen = 900 WHERE id = $1`, [w.lac]);
    expect(shape(await planOf(agent))).toEqual([['Lac', 9, [[p['cheese'], 23], [p['oil'], 5]]]]);
    // Lac has no oil left; Alpine alone would stay below its fee-less minimum.
    await sql(t, `UPDATE offer SET stock = 0 WHERE id = $1`, [o['oilLac']]);
    const plan = await planOf(agent);
    expect(shape(plan)).toEqual([['Lac', 9, [[p['cheese'], 23]]]]);
    expect(plan.unsupplied.map((u) => u.product_id)).toEqual([p['oil']]);
  });

  it('answers an unchanged plan again with the same JSON and ETag (304 when fresh), and a changed row or cart anew', async () => {
    const { agent, id } = await restaurant('Rue du Bourg 8, 1003 Lausanne');
    await fill(agent, id, [
      ['cheese', 2],
      ['oil', 4],
    ]);
    const first = await agent.get('/api/v1/cart/plan').expect(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['etag']).toMatch(/^W\/"[0-9a-f]+-[\w+/]+"$/);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    // Asked again (the planner's memo answers): the very same answer.
    const again = await agent.get('/api/v1/cart/plan').expect(200);
    expect([again.text, again.headers['etag'], again.headers['content-length']]).toEqual([first.text, first.headers['etag'], first.headers['content-length']]);
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    const etag = first.headers['etag'] as string;
    const fresh = await agent.get('/api/v1/cart/plan').set('If-None-Match', etag).expect(304);
    expect(fresh.text).toBe('');
    const head = await agent.head('/api/v1/cart/plan').expect(200);
    expect([head.text, head.headers['etag']]).toEqual([undefined, etag]);
    // A price changed by hand: a new answer, even for a client holding the old ETag.
    await sql(t, `UPDATE offer SET price_rappen = 2300 WHERE id = $1`, [o['cheeseLac']]);
    const changed = await agent.get('/api/v1/cart/plan').set('If-None-Match', etag).expect(200);
    expect(changed.headers['etag']).not.toBe(etag);
    expect((changed.body as Plan).parts[0]!.lines[0]!.unit_price).toBe(23);
    // Another quantity in the cart: a new answer too.
    await fill(agent, id, [
      ['cheese', 3],
      ['oil', 4],
    ]);
    const refilled = await agent.get('/api/v1/cart/plan').set('If-None-Match', changed.headers['etag'] as string).expect(200);
    expect((refilled.body as Plan).parts[0]!.lines[0]!.quantity).toBe(3);
    // Signed out: no plan, however fresh the client's copy.
    await agent.post('/api/logout.php').expect(200);
    await agent.get('/api/v1/cart/plan').set('If-None-Match', refilled.headers['etag'] as string).expect(401);
  });

  it('never keeps rows whose offers saw an older wholesaler than the wholesaler read beside them (a deactivation committed in between)', async () => {
    const { agent, id } = await restaurant('Rue du Bourg 8, 1003 Lausanne');
    await fill(agent, id, [['oil', 4]]);
    // The three reads of a plan's rows run at once on three connections. Here Lac is deactivated
    // after the offers' read and before the wholesalers' read, as a commit between them would.
    const stock = t.app.get(OfferStock, { strict: false }) as unknown as { query: (sql: string, params: unknown[]) => Promise<unknown[]> };
    const query = stock.query;
    let offersRead: Promise<unknown> | null = null;
    stock.query = async function (this: unknown, text: string, params: unknown[]) {
      if (text.includes('FROM offer o JOIN wholesaler w')) return (offersRead = query.call(this, text, params));
      if (text.includes('FROM wholesaler WHERE id IN') && offersRead) {
        await offersRead;
        offersRead = null;
        await sql(t, `UPDATE wholesaler SET active = false WHERE id = $1`, [w.lac]);
      }
      return query.call(this, text, params);
    };
    try {
      // This very plan may still show Lac's cheaper oil (its offers were read before the change)…
      await planOf(agent);
    } finally {
      stock.query = query;
    }
    const next = await planOf(agent);
    // …but the next one must not: Alpine alone stays below its fee-less minimum.
    expect(partsOf(next)).toEqual([]);
    expect(next.unsupplied.map((u) => [u.product_id, u.reason])).toEqual([[p['oil'], 'below_minimum']]);
  });

  it('checks the delivery date asked for: unknown, past, no delivery that day, holidays; parts come on their first day on or after it', async () => {
    const { agent, id } = await restaurant('Via Nassa 5, 6900 Lugano');
    await fill(agent, id, [
      ['wine', 2],
      ['oil', 40],
    ]);
    // Oil: Lac does not serve Lugano, Alpine holds 30 only: insufficient stock.
    const plan = await planOf(agent, '2026-12-23');
    expect(partsOf(plan)).toEqual([['Ticino', [[p['wine'], 2]]]]);
    expect(plan.parts[0]!.delivery_date).toBe('2026-12-24');
    expect(plan.unsupplied).toEqual([{ product_id: p['oil'], quantity: 40, reason: 'insufficient_stock', available: 30 }]);

    for (const [date, code] of [
      ['tomorrow', 'invalid_delivery_date'],
      ['2026-02-30', 'invalid_delivery_date'],
      ['2026-12-20', 'invalid_delivery_date'],
      ['2027-06-30', 'invalid_delivery_date'],
      ['2026-12-26', 'no_delivery_on_date'],
      ['2026-12-25', 'no_delivery_on_date'],
    ]) {
      const res = await agent.get(`/api/v1/cart/plan?delivery_date=${date}`).expect(400);
      expect([date, res.body.success, res.body.error_code]).toEqual([date, false, code]);
    }
    // The same checks when ordering, and nothing is ordered.
    for (const [date, code] of [
      ['tomorrow', 'invalid_delivery_date'],
      ['2026-02-30', 'invalid_delivery_date'],
      ['2026-12-20', 'invalid_delivery_date'],
      ['2027-06-30', 'invalid_delivery_date'],
      ['2026-12-25', 'no_delivery_on_date'],
    ]) {
      const res = await place(agent, plan, { delivery_date: date }).expect(400);
      expect([date, res.body.success, res.body.error_code]).toEqual([date, false, code]);
    }
    // A quantity above all stock together: the order is refused with the reason, nothing ordered or lost.
    const refused = await place(agent, plan).expect(409);
    expect(refused.body.changes).toEqual([
      { product_id: p['oil'], kind: 'insufficient_stock', expected_price: null, current_price: null, quantity: 40, stock: 30 },
    ]);
    expect(await orderCount(id)).toBe(0);
    expect((await agent.get(`/api/cart/get_cart.php?user_id=${id}`).expect(200)).body.items).toHaveLength(2);
  });

  it('counts the cut-off at the boundary minute, Swiss time', async () => {
    const { agent, id } = await restaurant('Via Nassa 5, 6900 Lugano');
    await fill(agent, id, [['wine', 1]]);
    // Ticino: cut-off 12:00, lead 1 day, Tuesdays and Thursdays. Monday 11:59 makes Tuesday; 12:00 makes Thursday.
    clock.now = () => new Date('2026-12-21T10:59:00Z');
    expect((await planOf(agent)).parts[0]!.delivery_date).toBe('2026-12-22');
    clock.now = () => new Date('2026-12-21T11:00:00Z');
    expect((await planOf(agent)).parts[0]!.delivery_date).toBe('2026-12-24');
  });

  it('considers every wholesaler for an address without a postcode, and says so', async () => {
    const { agent, id } = await restaurant('Rue du Lac, Lausanne');
    await fill(agent, id, [['wine', 1]]);
    const plan = await planOf(agent);
    expect(plan.postcode_missing).toBe(true);
    expect(partsOf(plan)).toEqual([['Ticino', [[p['wine'], 1]]]]);
  });

  it('places the order exactly as planned: parts, dates, fees, note, reference prices, stock, mails', async () => {
    const { agent, id, email } = await restaurant('Rue du Bourg 8, 1003 Lausanne');
    await sql(t, `UPDATE wholesaler SET min_order_rappen = 0 WHERE id = $1`, [w.alpine]);
    await fill(agent, id, [
      ['cheese', 2],
      ['oil', 4],
      ['rice', 5],
    ]);
    const plan = await planOf(agent, '2026-12-23');
    const res = await place(agent, plan, { delivery_date: '2026-12-23', note: 'Entrée de service, avant 10 h' }).expect(201);
    const order = res.body.order;
    expect(order.note).toBe('Entrée de service, avant 10 h');
    expect(
      order.parts.map((part: { wholesaler_name: string; delivery_date: string; fee: number; note: string; lines: Array<{ product_id: number; quantity: number; reference_price: number | null }> }) => [
        part.wholesaler_name,
        part.delivery_date,
        part.fee,
        part.note,
        part.lines.map((l) => [l.product_id, l.quantity, l.reference_price]),
      ]),
    ).toEqual([
      ['Lac', '2026-12-23', 15, 'Entrée de service, avant 10 h', [[p['cheese'], 2, 25], [p['oil'], 4, 5.5], [p['rice'], 3, 4.5]]],
      ['Alpine', '2026-12-23', 0, 'Entrée de service, avant 10 h', [[p['rice'], 2, 4]]],
    ]);
    expect(order.totals).toEqual(plan.totals);
    // Saved per line against the next-cheapest offer: cheese 2 x 1.00, oil 4 x 0.50, Lac's rice
    // 3 x 0.50; Alpine's rice cost 0.50 more than Lac's and saved nothing (never below 0).
    expect(order.saved).toBe(2 + 2 + 1.5);
    expect(order.parts.map((part: { saved: number }) => part.saved)).toEqual([5.5, 0]);
    expect([await stockOf('cheeseLac'), await stockOf('oilLac'), await stockOf('riceLac'), await stockOf('riceAlpine')]).toEqual([18, 26, 0, 2]);
    expect((await agent.get(`/api/cart/get_cart.php?user_id=${id}`).expect(200)).body.items).toEqual([]);
    expect((await agent.get('/api/v1/orders').expect(200)).body.orders[0].parts.map((part: { fee: number }) => part.fee)).toEqual([15, 0]);

    // Each purchase order lists only its own lines, in its wholesaler's language, with the date, fee and note.
    const lacMail = `orders-lac-${tag}@wholesale.test`;
    const alpineMail = `orders-alpine-${tag}@wholesale.test`;
    await smtp.waitFor(() => smtp.mailsTo(lacMail).length === 1 && smtp.mailsTo(alpineMail).length === 1 && smtp.mailsTo(email).some((m) => m.subject.includes(order.number)));
    const lac = smtp.mailsTo(lacMail)[0]!.text;
    for (const text of ['Livraison prévue\u00a0: mercredi 23.12.2026', 'Frais de livraison', 'CHF 15.00', 'Remarque du restaurant\u00a0: Entrée de service, avant 10 h', 'Gruyère AOP', '3 kg']) expect(lac).toContain(text);
    const alpine = smtp.mailsTo(alpineMail)[0]!.text;
    for (const text of ['Geplante Lieferung: Mittwoch 23.12.2026', 'Carnaroli-Reis', '2 kg']) expect(alpine).toContain(text);
    expect(alpine).not.toContain('Greyerzer');
    expect(alpine).not.toContain('Liefergebühr');
    const confirmation = smtp.mailsTo(email).find((m) => m.subject.includes(order.number))!.text;
    expect(confirmation).toContain('Livraison prévue\u00a0: mercredi 23.12.2026');
  });

  it('splits a line so that a wholesaler reaches its minimum, and orders it so', async () => {
    const { agent, id } = await restaurant('Rue du Bourg 8, 1003 Lausanne');
    // Alpine's fee-less minimum at 68.00: cheese 2 kg there (50.00) and all 4 kg of its rice
    // (18.00) reach it; the 5th kg of rice comes from Lac (4.00, below its minimum: fee 15.00).
    // Filled cheapest first, the rice would give Alpine 2 kg only (59.00): the rice left out.
    await sql(t, `UPDATE wholesaler SET min_order_rappen = 6800 WHERE id = $1`, [w.alpine]);
    await fill(agent, id, [
      ['cheese', 2],
      ['rice', 5],
    ]);
    const plan = await planOf(agent);
    expect(plan.unsupplied).toEqual([]);
    expect(partsOf(plan)).toEqual([
      ['Lac', [[p['rice'], 1]]],
      ['Alpine', [[p['cheese'], 2], [p['rice'], 4]]],
    ]);
    expect(plan.parts.map((part) => [part.subtotal, part.fee])).toEqual([
      [4, 15],
      [68, 0],
    ]);
    const order = (await place(agent, plan).expect(201)).body.order;
    expect(order.parts.map((part: { wholesaler_name: string; lines: Array<{ product_id: number; quantity: number }> }) => [part.wholesaler_name, part.lines.map((l) => [l.product_id, l.quantity])])).toEqual(
      partsOf(plan),
    );
    expect([await stockOf('cheeseAlpine'), await stockOf('riceLac'), await stockOf('riceAlpine')]).toEqual([48, 2, 0]);
  });

  it('answers 409 order_changed with the fees and the plan now when the fees moved, and orders nothing', async () => {
    const { agent, id } = await restaurant('Rue du Bourg 8, 1003 Lausanne');
    await fill(agent, id, [['cheese', 5]]);
    const plan = await planOf(agent);
    expect(plan.totals.fees).toBe(0);
    await sql(t, `UPDATE wholesaler SET min_order_rappen = 20000, delivery_fee_rappen = 900 WHERE id = $1`, [w.lac]);
    const res = await place(agent, plan).expect(409);
    expect(res.body).toMatchObject({ success: false, error_code: 'order_changed', changes: [], fees: { expected: 0, current: 9 } });
    expect(res.body.plan.totals.fees).toBe(9);
    expect(await orderCount(id)).toBe(0);
    // Accepting the plan now places it.
    await place(agent, res.body.plan).expect(201);
    expect(await orderCount(id)).toBe(1);
  });

  it('answers 409 order_changed with each moved price and the plan now when a price changed since the plan was shown, and orders nothing', async () => {
    const { agent, id } = await restaurant('Rue du Bourg 8, 1003 Lausanne');
    await fill(agent, id, [
      ['cheese', 5],
      ['oil', 4],
    ]);
    const plan = await planOf(agent);
    expect(plan.totals.fees).toBe(0);
    // Staff raise Lac's cheese price after the restaurant saw the plan (Alpine's 25.00 is still dearer).
    await sql(t, `UPDATE offer SET price_rappen = 2450 WHERE id = $1`, [o['cheeseLac']]);
    const res = await place(agent, plan).expect(409);
    expect(res.body).toMatchObject({ success: false, error_code: 'order_changed' });
    expect(res.body.changes).toEqual([{ product_id: p['cheese'], kind: 'price_changed', expected_price: 24, current_price: 24.5, quantity: 5, stock: null }]);
    expect(res.body.plan.parts.flatMap((part: Plan['parts'][number]) => part.lines).find((l: { product_id: number }) => l.product_id === p['cheese']).unit_price).toBe(24.5);
    expect(await orderCount(id)).toBe(0);
    expect(await stockOf('cheeseLac')).toBe(20);
    expect((await agent.get(`/api/cart/get_cart.php?user_id=${id}`).expect(200)).body.items).toHaveLength(2);
    // Accepting the plan now places it, at the new price.
    const placed = await place(agent, res.body.plan).expect(201);
    expect(placed.body.order.parts.flatMap((part: { lines: Array<{ product_id: number; unit_price: number }> }) => part.lines).find((l: { product_id: number }) => l.product_id === p['cheese']).unit_price).toBe(24.5);
    expect(await stockOf('cheeseLac')).toBe(15);
  });

  it('gives a wholesaler made without terms the defaults: no minimum, Monday to Friday, 16:00, one day ahead, every postcode', async () => {
    const admin = await adminAgent(t);
    const made = await admin.post('/api/v1/admin/wholesalers').send({ name: `Neu ${tag}`, order_email: `neu-${tag}@wholesale.test`, language: 'de', active: true }).expect(201);
    const id = made.body.wholesaler.id as number;
    const read = (await admin.get(`/api/v1/admin/wholesalers/${id}`).expect(200)).body.wholesaler;
    expect(read).toMatchObject({ min_order_value: 0, delivery_fee: null, delivery_days: [1, 2, 3, 4, 5], cutoff: '16:00', lead_days: 1, postcodes: '' });
    const [row] = await sql<Record<string, unknown>>(t, `SELECT min_order_rappen, delivery_fee_rappen, delivery_days, cutoff, lead_days, postcodes FROM wholesaler WHERE id = $1`, [id]);
    expect({ ...row, cutoff: String(row!['cutoff']).slice(0, 5), delivery_days: (row!['delivery_days'] as number[]).map(Number) }).toEqual({
      min_order_rappen: 0,
      delivery_fee_rappen: null,
      delivery_days: [1, 2, 3, 4, 5],
      cutoff: '16:00',
      lead_days: 1,
      postcodes: '',
    });
  });

  it('answers a cart emptied meanwhile with cart_empty, and never a 5xx for malformed input', async () => {
    const { agent, id } = await restaurant('Rue du Bourg 8, 1003 Lausanne');
    await fill(agent, id, [['cheese', 1]]);
    const plan = await planOf(agent);
    await fill(agent, id, []);
    expect((await place(agent, plan).expect(400)).body.error_code).toBe('cart_empty');
    await fill(agent, id, [['cheese', 1]]);
    for (const extra of [{ expected_fees: 'free' }, { note: 42 }, { delivery_date: 20261222 }, { expected: [{ product_id: 'x' }] }]) {
      const res = await place(agent, plan, extra);
      expect([extra, res.status, res.body.success]).toEqual([extra, 400, false]);
    }
    expect((await place(agent, plan, { note: 'x'.repeat(501) }).expect(400)).body.error_code).toBe('text_too_long');
    expect(await orderCount(id)).toBe(0);
  });

  it('gives the last unit to one restaurant only, and one order per idempotency key, under concurrency', async () => {
    await sql(t, `UPDATE offer SET stock = 1 WHERE id = $1`, [o['cheeseAlpine']]);
    await sql(t, `UPDATE offer SET stock = 0 WHERE id = $1`, [o['cheeseLac']]);
    await sql(t, `UPDATE wholesaler SET min_order_rappen = 0 WHERE id = $1`, [w.alpine]);
    const first = await restaurant('Bahnhofstrasse 1, 8001 Zürich');
    const second = await restaurant('Bahnhofstrasse 2, 8001 Zürich');
    await fill(first.agent, first.id, [['cheese', 1]]);
    await fill(second.agent, second.id, [['cheese', 1]]);
    const [planA, planB] = [await planOf(first.agent), await planOf(second.agent)];
    const key = randomUUID();
    const requests = [() => place(first.agent, planA, {}, key), () => place(first.agent, planA, {}, key), () => place(second.agent, planB)];
    // At once on both databases (the embedded one queues its sessions: pglite-session-queue.ts).
    const answers = await Promise.all(requests.map((r) => r()));
    const statuses = answers.map((a) => a.status).sort();
    expect(answers.map((a) => [a.status, a.body.error_code ?? null]).filter(([s]) => ![200, 201, 409].includes(s as number))).toEqual([]);
    expect(await orderCount(first.id)).toBeLessThanOrEqual(1);
    expect((await orderCount(first.id)) + (await orderCount(second.id))).toBe(1);
    expect(await stockOf('cheeseAlpine')).toBe(0);
    expect(statuses.every((s) => [200, 201, 409].includes(s))).toBe(true);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
  });

  // Another order's purchase-order lines hold a key-share lock on each offer they name (their
  // foreign key) until it commits; taking the stock must not wait for them (NO KEY UPDATE, not
  // FOR UPDATE), as an order now writes its lines before it takes the stock. Two connections:
  // PostgreSQL only (the embedded database runs one session at a time).
  if (database === 'postgres') {
    it('takes the stock without waiting for the key-share locks other orders’ lines hold on the same offers', async () => {
      const chef = await restaurant('Rue du Bourg 8, 1003 Lausanne');
      await fill(chef.agent, chef.id, [['cheese', 5]]);
      const plan = await planOf(chef.agent);
      const holder = new pg.Client({ connectionString: t.database!.url });
      const watcher = new pg.Client({ connectionString: t.database!.url });
      await holder.connect();
      await watcher.connect();
      try {
        await holder.query('BEGIN');
        await holder.query(`SELECT id FROM offer WHERE id = ANY($1::int[]) FOR KEY SHARE`, [Object.values(o)]);
        const holderPid = (await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
        // Answers once a session waits for a lock the holder's transaction holds (the order, if it waits).
        let placed = false;
        const blocked = (async () => {
          while (!placed) {
            const { rows } = await watcher.query(`SELECT pid FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))`, [holderPid]);
            if (rows.length) return 'waits for the key-share lock' as const;
            await new Promise((r) => setTimeout(r, 20));
          }
          return 'never blocked' as const;
        })();
        const answer = await Promise.race([place(chef.agent, plan).then((a) => a.status), blocked]);
        placed = true;
        expect(answer).toBe(201);
        expect(await blocked).toBe('never blocked');
      } finally {
        await holder.query('ROLLBACK').catch(() => undefined);
        await holder.end();
        await watcher.end();
      }
      expect(await stockOf('cheeseLac')).toBe(15);
    });
  }
});
