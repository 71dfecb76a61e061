import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { SmtpCatcher } from '@mercato/test-support';
import { randomUUID } from 'node:crypto';
import type request from 'supertest';
import { clearRateLimits, createPromoCode, signedInAccount, sql } from '../support/accounts.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Agent = ReturnType<typeof request.agent>;

/** Issue #13 item 4: only a valid activation code (active, before valid_until) lets its holder order. */
describe('hardening: the subscription is enforced when the order is placed', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  let productId: number;

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    t = await startTestApp({ smtpUrl: smtp.url, relay: { pollMs: 200 } });
    const tag = randomUUID().slice(0, 8);
    const [category] = await sql<{ id: number }>(t, `INSERT INTO category (slug, name_fr, name_de, name_it) VALUES ($1, 'Épicerie', 'Lebensmittel', 'Drogheria') RETURNING id`, [`c-${tag}`]);
    const [sub] = await sql<{ id: number }>(t, `INSERT INTO subcategory (category_id, slug, name_fr, name_de, name_it) VALUES ($1, $2, 'Divers', 'Diverses', 'Varie') RETURNING id`, [category!.id, `s-${tag}`]);
    const [wholesaler] = await sql<{ id: number }>(t, `INSERT INTO wholesaler (name, order_email, language) VALUES ('Lac', $1, 'fr') RETURNING id`, [`orders-${tag}@wholesale.test`]);
    const [product] = await sql<{ id: number }>(
      t,
      `INSERT INTO product (subcategory_id, slug, name_fr, name_de, name_it, unit, vat_rate_basis_points) VALUES ($1, $2, 'Huile', 'Öl', 'Olio', 'piece', 260) RETURNING id`,
      [sub!.id, `oil-${tag}`],
    );
    productId = product!.id;
    await sql(t, `INSERT INTO offer (product_id, wholesaler_id, price_rappen, stock, active) VALUES ($1, $2, 590, 1000, true)`, [productId, wholesaler!.id]);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });
  beforeEach(async () => {
    await clearRateLimits(t);
  });

  /** A verified, signed-in restaurant holding a code in the given state. */
  async function holder(state: { active?: boolean; validUntil?: Date | null }) {
    const account = await signedInAccount(t, smtp);
    const code = `SUB-${randomUUID().slice(0, 8)}`;
    await createPromoCode(t, code, { uses: 1, ...state });
    await sql(t, `UPDATE app_user SET promo_code_id = (SELECT id FROM promo_code WHERE code = $1) WHERE id = $2`, [code, account.id]);
    return { ...account, code };
  }

  async function order(agent: Agent, userId: number) {
    await agent.post('/api/cart/save_cart.php').send({ user_id: userId, items: [{ product_id: productId, quantity: 1 }] }).expect(200);
    const cart = (await agent.get(`/api/cart/get_cart.php?user_id=${userId}`).expect(200)).body.items as Array<{ product_id: number; price: number; quantity: number }>;
    const expected = cart.map((i) => ({ product_id: i.product_id, price: i.price, quantity: i.quantity }));
    return agent.post('/api/v1/orders').send({ idempotency_key: randomUUID(), lang: 'fr', expected });
  }

  it('refuses an order with 403 activation_code_required when staff switched the code off', async () => {
    const { agent, id } = await holder({ active: false });
    const res = await order(agent, id);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, error_code: 'activation_code_required' });
  });

  it('refuses an order when the code is past its valid_until', async () => {
    const { agent, id } = await holder({ validUntil: new Date(Date.now() - 60_000) });
    expect((await order(agent, id)).body).toMatchObject({ success: false, error_code: 'activation_code_required' });
  });

  it('takes the order of a holder of a valid code', async () => {
    const { agent, id } = await holder({ validUntil: new Date(Date.now() + 86_400_000) });
    expect((await order(agent, id)).status).toBe(201);
  });

  it('shows the end date, and lets the holder of an ended code enter a new one (not the holder of a valid one)', async () => {
    const until = new Date(Date.now() + 30 * 86_400_000);
    const valid = await holder({ validUntil: until });
    expect((await valid.agent.get('/api/v1/subscription').expect(200)).body).toEqual({
      success: true,
      subscription: { status: 'active', code: valid.code, valid_until: until.toISOString() },
    });
    await createPromoCode(t, `NEXT-${valid.code}`);
    expect((await valid.agent.post('/api/submit_promo_code.php').send({ userId: valid.id, promoCode: `NEXT-${valid.code}` }).expect(400)).body.error_code).toBe('promo_already_used');

    const ended = await holder({ validUntil: new Date(Date.now() - 1000) });
    expect((await ended.agent.get('/api/v1/subscription').expect(200)).body.subscription.status).toBe('ended');
    await createPromoCode(t, `RENEW-${ended.code}`, { validUntil: until });
    const renewed = await ended.agent.post('/api/submit_promo_code.php').send({ userId: ended.id, promoCode: `RENEW-${ended.code}` }).expect(200);
    expect(renewed.body.user.promoCode).toBe(`RENEW-${ended.code}`);
    expect((await ended.agent.get('/api/v1/subscription').expect(200)).body.subscription).toEqual({ status: 'active', code: `RENEW-${ended.code}`, valid_until: until.toISOString() });
    expect((await order(ended.agent, ended.id)).status).toBe(201);
  });

  it('answers 401 to nobody', async () => {
    await t.http.get('/api/v1/subscription').expect(401);
  });
});
