import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { SmtpCatcher } from '@mercato/test-support';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { Clock } from '../../src/orders/application/planning/clock.port.js';
import { signedInAccount, sql } from '../support/accounts.js';
import { adminAgent, adminConfig } from '../support/admin.js';
import { startTestApp, type DatabaseKind, type TestApp } from '../support/test-app.js';

type Agent = ReturnType<typeof request.agent>;

interface Part {
  id: number;
  status: string;
  answer: null | { delivery_date: string | null; note: string; reason: string; answered_at: string };
  lines: Array<{ product_id: number; quantity: number; confirmed_quantity: number | null }>;
}

/**
 * The purchase-order answer, cancelling and resending over HTTP (DESIGN.md "The order loop",
 * issue #15), on PostgreSQL and on the embedded database, with the purchase-order mails
 * caught by an SMTP catcher. The clock is set by the tests: Monday 21 December 2026, 09:00 in
 * Zurich; Lac delivers Monday to Friday, next day, cut-off 16:00, so an order now comes on
 * Tuesday 22 and can be cancelled until 15:59.
 */
const MONDAY_0900 = new Date('2026-12-21T08:00:00Z');
const LINK = /\/supplier\/orders\/([A-Za-z0-9_-]{43})/;

describe.each<DatabaseKind>(['postgres', 'embedded'])('the wholesaler’s answer and cancelling (%s)', (database) => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  let clock: Clock;
  let tag: string;
  let lac: number;
  let lacMail: string;
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

  beforeEach(async () => {
    clock.now = () => MONDAY_0900;
    tag = randomUUID().slice(0, 8);
    const [category] = await sql<{ id: number }>(t, `INSERT INTO category (slug, name_fr, name_de, name_it) VALUES ($1, 'É', 'L', 'D') RETURNING id`, [`c-${tag}`]);
    const [sub] = await sql<{ id: number }>(t, `INSERT INTO subcategory (category_id, slug, name_fr, name_de, name_it) VALUES ($1, $2, 'D', 'D', 'V') RETURNING id`, [category!.id, `s-${tag}`]);
    lacMail = `orders-lac-${tag}@wholesale.test`;
    [{ id: lac }] = (await sql<{ id: number }>(
      t,
      `INSERT INTO wholesaler (name, order_email, language, min_order_rappen, delivery_fee_rappen, delivery_days, cutoff, lead_days, postcodes)
       VALUES ('Lac', $1, 'de', 0, NULL, '{1,2,3,4,5}', '16:00', 1, '') RETURNING id`,
      [lacMail],
    )) as [{ id: number }];
    p = {};
    o = {};
    for (const [key, unit, names, price, stock] of [
      ['cheese', 'kg', ['Gruyère AOP', 'Greyerzer AOP', 'Groviera AOP'], 2400, 20],
      ['oil', 'piece', ['Huile de colza', 'Rapsöl', 'Olio di colza'], 500, 30],
    ] as const) {
      p[key] = (
        await sql<{ id: number }>(
          t,
          `INSERT INTO product (subcategory_id, slug, name_fr, name_de, name_it, unit, vat_rate_basis_points) VALUES ($1, $2, $3, $4, $5, $6, 260) RETURNING id`,
          [sub!.id, `${key}-${tag}`, ...names, unit],
        )
      )[0]!.id;
      o[key] = (await sql<{ id: number }>(t, `INSERT INTO offer (product_id, wholesaler_id, price_rappen, stock) VALUES ($1, $2, $3, $4) RETURNING id`, [p[key], lac, price, stock]))[0]!.id;
    }
  });

  const stockOf = async (key: string) => Number((await sql<{ stock: string }>(t, `SELECT stock FROM offer WHERE id = $1`, [o[key]]))[0]!.stock);

  /** A subscribed restaurant orders 2 kg of cheese and 4 bottles of oil from Lac; answers its order and the wholesaler's link. */
  async function ordered(): Promise<{ agent: Agent; id: number; email: string; orderId: number; number: string; partId: number; token: string }> {
    const account = await signedInAccount(t, smtp);
    const [promo] = await sql<{ id: number }>(t, `INSERT INTO promo_code (code, max_uses, uses, active) VALUES ($1, 1, 1, true) RETURNING id`, [`SUB-${randomUUID()}`]);
    await sql(t, `UPDATE app_user SET promo_code_id = $1, restaurant_address = 'Rue du Bourg 8, 1003 Lausanne' WHERE id = $2`, [promo!.id, account.id]);
    await account.agent
      .post('/api/cart/save_cart.php')
      .send({ user_id: account.id, items: [{ product_id: p['cheese'], quantity: 2 }, { product_id: p['oil'], quantity: 4 }] })
      .expect(200);
    const plan = (await account.agent.get('/api/v1/cart/plan').expect(200)).body;
    const expected = plan.parts.flatMap((part: { lines: Array<{ product_id: number; unit_price: number; quantity: number }> }) =>
      part.lines.map((l) => ({ product_id: l.product_id, price: l.unit_price, quantity: l.quantity })),
    );
    const placed = await account.agent
      .post('/api/v1/orders')
      .send({ idempotency_key: randomUUID(), lang: 'fr', expected, expected_fees: plan.totals.fees, note: 'Livraison par la cour' })
      .expect(201);
    const order = placed.body.order;
    await smtp.waitFor(() => smtp.mailsTo(lacMail).some((m) => m.subject.includes(order.number)));
    const mail = smtp.mailsTo(lacMail).filter((m) => m.subject.includes(order.number)).at(-1)!;
    const token = LINK.exec(mail.text)![1]!;
    return { ...account, orderId: order.id, number: order.number, partId: order.parts[0].id, token };
  }

  const partOf = async (agent: Agent, orderId: number): Promise<Part> =>
    (await agent.get('/api/v1/orders').expect(200)).body.orders.find((x: { id: number }) => x.id === orderId).parts[0];
  const mailsAbout = (to: string, number: string) => smtp.mailsTo(to).filter((m) => m.subject.includes(number));

  it('mails the link and the CSV in the wholesaler’s language; the part is sent once the mail is out; the page data shows the order', async () => {
    const { agent, orderId, number, token } = await ordered();
    const mail = mailsAbout(lacMail, number)[0]!;
    expect(mail.text).toContain('Bestellung beantworten');
    expect(mail.html).toMatch(/<a href="http:\/\/[^"]+\/supplier\/orders\/[A-Za-z0-9_-]{43}"/);
    const [csv] = mail.attachments;
    expect(csv!.filename).toBe(`Bestellung-${number}.csv`);
    const rows = csv!.content.toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(rows).toEqual([
      'Bestellnummer;Lieferdatum;Produkt;Menge;Einheit;Preis pro Einheit (CHF exkl. MWST);Total (CHF exkl. MWST);MWST (%)',
      `${number};2026-12-22;Greyerzer AOP;2;kg;24.00;48.00;2.6`,
      `${number};2026-12-22;Rapsöl;4;Stk.;5.00;20.00;2.6`,
      '',
      ';;Total ohne MWST;;;;68.00;',
      ';;MWST 2.6 % auf CHF 68.00;;;;1.77;2.6',
      ';;Total inkl. MWST;;;;69.77;',
    ]);
    // Only the hash is stored, never the token.
    const [row] = await sql<{ token_hash: string; status: string }>(t, `SELECT token_hash, status FROM purchase_order WHERE order_id = $1`, [orderId]);
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.token_hash).not.toContain(token);
    const sent = async () => (await sql<{ status: string }>(t, `SELECT status FROM purchase_order WHERE order_id = $1`, [orderId]))[0]!.status;
    for (let i = 0; i < 40 && (await sent()) !== 'sent'; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await sent()).toBe('sent');
    expect((await partOf(agent, orderId)).status).toBe('sent');

    const page = (await request(t.app.getHttpServer()).get(`/api/v1/supplier/orders/${token}`).expect(200)).body;
    expect(page.part).toMatchObject({ number, wholesaler_name: 'Lac', language: 'de', status: 'sent', delivery_date: '2026-12-22', note: 'Livraison par la cour' });
    expect(page.part.lines.map((l: { name_de: string; quantity: number }) => [l.name_de, l.quantity])).toEqual([
      ['Greyerzer AOP', 2],
      ['Rapsöl', 4],
    ]);
    expect(page.restaurant).toEqual({ name: expect.any(String), address: 'Rue du Bourg 8, 1003 Lausanne', phone: expect.any(String) });
    expect(page.answer).toBeNull();
  });

  it('confirms with changes: less stock taken, the restaurant mailed once in its language, shown in /orders; a second answer is refused', async () => {
    const { agent, email, orderId, number, token } = await ordered();
    expect([await stockOf('cheese'), await stockOf('oil')]).toEqual([18, 26]);
    const http = request(t.app.getHttpServer());
    const confirmed = await http
      .post(`/api/v1/supplier/orders/${token}/confirm`)
      .send({ delivery_date: '2026-12-23', lines: [{ product_id: p['cheese'], quantity: 1.5 }, { product_id: p['oil'], quantity: 0 }], note: 'Plus d’huile cette semaine' })
      .expect(200);
    expect(confirmed.body).toEqual({ success: true, status: 'partially_confirmed' });
    expect([await stockOf('cheese'), await stockOf('oil')]).toEqual([18.5, 30]);

    const part = await partOf(agent, orderId);
    expect(part.status).toBe('partially_confirmed');
    expect(part.answer).toMatchObject({ delivery_date: '2026-12-23', note: 'Plus d’huile cette semaine', reason: '' });
    expect(part.lines.map((l) => [l.product_id, l.quantity, l.confirmed_quantity])).toEqual([
      [p['cheese'], 2, 1.5],
      [p['oil'], 4, 0],
    ]);
    const page = (await http.get(`/api/v1/supplier/orders/${token}`).expect(200)).body;
    expect(page.answer).toMatchObject({ status: 'partially_confirmed', delivery_date: '2026-12-23', lines: [{ product_id: p['cheese'], quantity: 1.5 }, { product_id: p['oil'], quantity: 0 }] });

    for (const again of [
      http.post(`/api/v1/supplier/orders/${token}/confirm`).send({ delivery_date: '2026-12-23' }),
      http.post(`/api/v1/supplier/orders/${token}/reject`).send({ reason: 'Trop tard' }),
    ]) {
      const refused = await again.expect(409);
      expect(refused.body).toMatchObject({ success: false, error_code: 'already_answered' });
    }
    expect([await stockOf('cheese'), await stockOf('oil')]).toEqual([18.5, 30]);
    await smtp.waitFor(() => mailsAbout(email, number).some((m) => m.subject.includes('avec modifications')));
    await new Promise((r) => setTimeout(r, 600));
    const answerMails = mailsAbout(email, number).filter((m) => m.subject.includes('confirmée'));
    expect(answerMails).toHaveLength(1);
    for (const text of ['Lac a confirmé votre commande', 'Livraison confirmée\u00a0: mercredi 23.12.2026', 'Remarque du grossiste\u00a0: Plus d’huile cette semaine', '1.5 kg', '0 pce']) {
      expect(answerMails[0]!.text).toContain(text);
    }
    // Cancelling an answered part is refused.
    const cancel = await agent.post(`/api/v1/orders/${orderId}/parts/${part.id}/cancel`).expect(409);
    expect(cancel.body.error_code).toBe('cannot_cancel');
  });

  it('rejects with a reason (required): all stock back, the restaurant mailed', async () => {
    const { agent, email, orderId, number, token } = await ordered();
    const http = request(t.app.getHttpServer());
    expect((await http.post(`/api/v1/supplier/orders/${token}/reject`).send({ reason: '   ' }).expect(400)).body.error_code).toBe('field_required');
    expect((await http.post(`/api/v1/supplier/orders/${token}/reject`).send({ reason: 'x'.repeat(501) }).expect(400)).body.error_code).toBe('text_too_long');
    expect((await http.post(`/api/v1/supplier/orders/${token}/reject`).send({ reason: 'Fermé pour inventaire' }).expect(200)).body.status).toBe('rejected');
    expect([await stockOf('cheese'), await stockOf('oil')]).toEqual([20, 30]);
    const part = await partOf(agent, orderId);
    expect([part.status, part.answer?.reason, part.lines.map((l) => l.confirmed_quantity)]).toEqual(['rejected', 'Fermé pour inventaire', [0, 0]]);
    await smtp.waitFor(() => mailsAbout(email, number).some((m) => m.subject.includes('refusée')));
    expect(mailsAbout(email, number).find((m) => m.subject.includes('refusée'))!.text).toContain('Motif\u00a0: Fermé pour inventaire');
  });

  it('refuses bad answers with clear codes, never a 5xx: quantities, dates, tampered, unknown and expired links', async () => {
    const { token } = await ordered();
    const http = request(t.app.getHttpServer());
    const confirm = (body: Record<string, unknown>, tok = token) => http.post(`/api/v1/supplier/orders/${tok}/confirm`).send(body);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ delivery_date: '2026-12-23', lines: [{ product_id: p['oil'], quantity: -1 }] }, 400, 'invalid_quantity'],
      [{ delivery_date: '2026-12-23', lines: [{ product_id: p['oil'], quantity: 1.5 }] }, 400, 'invalid_quantity'],
      [{ delivery_date: '2026-12-23', lines: [{ product_id: p['oil'], quantity: 5 }] }, 400, 'invalid_quantity'],
      [{ delivery_date: '2026-12-23', lines: [{ product_id: 999999, quantity: 1 }] }, 400, 'invalid_data'],
      [{ delivery_date: '2026-12-23', lines: 'all' }, 400, 'invalid_data'],
      [{ delivery_date: '2026-02-30' }, 400, 'invalid_delivery_date'],
      [{ delivery_date: '2026-12-20' }, 400, 'invalid_delivery_date'],
      [{}, 400, 'invalid_delivery_date'],
      [{ delivery_date: '2026-12-23', note: 'x'.repeat(501) }, 400, 'text_too_long'],
    ];
    for (const [body, status, code] of cases) {
      const res = await confirm(body);
      expect([JSON.stringify(body).slice(0, 60), res.status, res.body.error_code]).toEqual([JSON.stringify(body).slice(0, 60), status, code]);
    }
    // Nothing was answered by the refused tries.
    expect((await http.get(`/api/v1/supplier/orders/${token}`).expect(200)).body.answer).toBeNull();

    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [tampered, 'abc', `${token}x`, randomUUID(), '%00']) {
      const res = await http.get(`/api/v1/supplier/orders/${encodeURIComponent(bad)}`);
      expect([bad, res.status, res.body.error_code]).toEqual([bad, 404, 'purchase_order_not_found']);
      expect((await confirm({ delivery_date: '2026-12-23' }, encodeURIComponent(bad))).status).toBeGreaterThanOrEqual(400);
    }
    // 30 days after it was mailed the link stops answering.
    clock.now = () => new Date(MONDAY_0900.getTime() + 30 * 86_400_000 - 60_000);
    await http.get(`/api/v1/supplier/orders/${token}`).expect(200);
    clock.now = () => new Date(MONDAY_0900.getTime() + 30 * 86_400_000);
    expect((await http.get(`/api/v1/supplier/orders/${token}`).expect(404)).body.error_code).toBe('purchase_order_not_found');
    expect((await confirm({ delivery_date: '2027-01-25' }).expect(404)).body.error_code).toBe('purchase_order_not_found');
  });

  it('cancels a part before the cut-off: stock back, the wholesaler mailed; then no answer, no second cancel; never another restaurant’s', async () => {
    const { agent, orderId, number, partId, token } = await ordered();
    const stranger = await signedInAccount(t, smtp);
    expect((await stranger.agent.post(`/api/v1/orders/${orderId}/parts/${partId}/cancel`).expect(404)).body.error_code).toBe('order_not_found');
    await request(t.app.getHttpServer()).post(`/api/v1/orders/${orderId}/parts/${partId}/cancel`).expect(401);
    await agent.post(`/api/v1/orders/${orderId}/parts/abc/cancel`).expect(400);

    clock.now = () => new Date('2026-12-21T14:59:00Z'); // 15:59 in Zurich
    const cancelled = (await agent.post(`/api/v1/orders/${orderId}/parts/${partId}/cancel`).expect(200)).body;
    expect(cancelled.success).toBe(true);
    expect(cancelled.order.parts[0].status).toBe('cancelled');
    expect([await stockOf('cheese'), await stockOf('oil')]).toEqual([20, 30]);
    expect((await agent.post(`/api/v1/orders/${orderId}/parts/${partId}/cancel`).expect(409)).body.error_code).toBe('cannot_cancel');
    expect((await request(t.app.getHttpServer()).post(`/api/v1/supplier/orders/${token}/confirm`).send({ delivery_date: '2026-12-22' }).expect(409)).body.error_code).toBe('already_answered');
    expect((await request(t.app.getHttpServer()).get(`/api/v1/supplier/orders/${token}`).expect(200)).body.part.status).toBe('cancelled');
    expect([await stockOf('cheese'), await stockOf('oil')]).toEqual([20, 30]);
    await smtp.waitFor(() => mailsAbout(lacMail, number).some((m) => m.subject.includes('storniert')));
    expect(mailsAbout(lacMail, number).find((m) => m.subject.includes('storniert'))!.text).toContain('Bitte liefern Sie sie nicht');
  });

  it('refuses cancelling from the cut-off of the delivery date on (16:00 Zurich, the day before)', async () => {
    const { agent, orderId, partId } = await ordered();
    clock.now = () => new Date('2026-12-21T15:00:00Z'); // 16:00 in Zurich
    expect((await agent.post(`/api/v1/orders/${orderId}/parts/${partId}/cancel`).expect(409)).body.error_code).toBe('cannot_cancel');
    expect([await stockOf('cheese'), await stockOf('oil')]).toEqual([18, 26]);
    expect((await partOf(agent, orderId)).status).not.toBe('cancelled');
  });

  it('lets exactly one of a concurrent confirm and cancel of the same part win', async () => {
    for (let round = 0; round < 3; round++) {
      const { agent, orderId, partId, token } = await ordered();
      const [confirm, cancel] = await Promise.all([
        request(t.app.getHttpServer()).post(`/api/v1/supplier/orders/${token}/confirm`).send({ delivery_date: '2026-12-22', lines: [{ product_id: p['oil'], quantity: 1 }] }),
        agent.post(`/api/v1/orders/${orderId}/parts/${partId}/cancel`),
      ]);
      expect([confirm.status, cancel.status].sort()).toEqual([200, 409]);
      const status = (await partOf(agent, orderId)).status;
      expect(status).toBe(confirm.status === 200 ? 'partially_confirmed' : 'cancelled');
      expect(confirm.status === 200 ? cancel.body.error_code : confirm.body.error_code).toBe(confirm.status === 200 ? 'cannot_cancel' : 'already_answered');
      // Cheese 20, oil 30 before each round: taken 2 + 4; the winner gives back once (all, or the 3 bottles not confirmed).
      const [cheese, oil] = [await stockOf('cheese'), await stockOf('oil')];
      expect([cheese, oil]).toEqual(status === 'cancelled' ? [20, 30] : [18, 29]);
      await sql(t, `UPDATE offer SET stock = CASE WHEN id = $1 THEN 20 ELSE 30 END WHERE id = ANY($2::int[])`, [o['cheese'], [o['cheese'], o['oil']]]);
    }
  });

  it('staff resend a purchase order with a new link; the old one stops answering; not after an answer', async () => {
    const { orderId, number, partId, token } = await ordered();
    const admin = await adminAgent(t);
    await request(t.app.getHttpServer()).post(`/api/v1/admin/orders/${orderId}/parts/${partId}/resend`).expect(401);
    const resent = (await admin.post(`/api/v1/admin/orders/${orderId}/parts/${partId}/resend`).expect(200)).body;
    expect(resent.order.parts[0].status).toBe('pending');
    await smtp.waitFor(() => mailsAbout(lacMail, number).length === 2);
    const fresh = LINK.exec(mailsAbout(lacMail, number)[1]!.text)![1]!;
    expect(fresh).not.toBe(token);
    expect(mailsAbout(lacMail, number)[1]!.attachments).toHaveLength(1);
    const http = request(t.app.getHttpServer());
    expect((await http.get(`/api/v1/supplier/orders/${token}`).expect(404)).body.error_code).toBe('purchase_order_not_found');
    await http.post(`/api/v1/supplier/orders/${fresh}/confirm`).send({ delivery_date: '2026-12-22' }).expect(200);
    expect((await admin.post(`/api/v1/admin/orders/${orderId}/parts/${partId}/resend`).expect(409)).body.error_code).toBe('already_answered');
    await admin.post(`/api/v1/admin/orders/${orderId}/parts/999999/resend`).expect(404);
  });
});
