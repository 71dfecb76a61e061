import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SmtpCatcher } from '@mercato/test-support';
import { randomUUID } from 'node:crypto';
import { signedInAccount, sql } from '../support/accounts.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue #18 item 1: the cart's plan, the placed order, the order list and the confirmation mail
 * show the same net, VAT per rate and gross, to the rappen. Each wholesaler's part is its own
 * invoice, so VAT is rounded per part and rate; the amounts below are chosen so that rounding
 * once over the whole cart would give one rappen more per rate (and the test would fail).
 */
describe('order totals: cart plan, order, order list and mail agree to the rappen', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    t = await startTestApp({ smtpUrl: smtp.url, relay: { pollMs: 200 } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  async function catalogue() {
    const tag = randomUUID().slice(0, 8);
    const [category] = await sql<{ id: number }>(t, `INSERT INTO category (slug, name_fr, name_de, name_it) VALUES ($1, 'Épicerie', 'Lebensmittel', 'Drogheria') RETURNING id`, [`totals-${tag}`]);
    const [sub] = await sql<{ id: number }>(t, `INSERT INTO subcategory (category_id, slug, name_fr, name_de, name_it) VALUES ($1, $2, 'Divers', 'Diverses', 'Varie') RETURNING id`, [category!.id, `totals-sub-${tag}`]);
    const wholesaler = async (name: string) =>
      (await sql<{ id: number }>(t, `INSERT INTO wholesaler (name, order_email, language) VALUES ($1, $2, 'fr') RETURNING id`, [name, `orders-${name.toLowerCase()}-${tag}@wholesale.test`]))[0]!.id;
    const product = async (key: string, unit: 'kg' | 'piece', vatBasisPoints: number, wholesalerId: number, priceRappen: number) => {
      const [row] = await sql<{ id: number }>(
        t,
        `INSERT INTO product (subcategory_id, slug, name_fr, name_de, name_it, unit, vat_rate_basis_points) VALUES ($1, $2, $3, $3, $3, $4, $5) RETURNING id`,
        [sub!.id, `${key}-${tag}`, `Produit ${key}`, unit, vatBasisPoints],
      );
      await sql(t, `INSERT INTO offer (product_id, wholesaler_id, price_rappen, stock, active) VALUES ($1, $2, $3, 100, true)`, [row!.id, wholesalerId, priceRappen]);
      return row!.id;
    };
    const alpine = await wholesaler('Alpine');
    const lac = await wholesaler('Lac');
    const ticino = await wholesaler('Ticino');
    return {
      // per part: 2.6 % of CHF 100.15 = 2.6039 -> 2.60; 8.1 % of CHF 100.05 = 8.104 -> 8.10
      flourAlpine: await product('flour', 'piece', 260, alpine, 10015),
      wineAlpine: await product('wine', 'piece', 810, alpine, 10005),
      riceLac: await product('rice', 'piece', 260, lac, 10015),
      beerLac: await product('beer', 'piece', 810, lac, 10005),
      // 1.25 kg at CHF 33.33 = CHF 41.6625 -> 41.66; 2.6 % of it = 1.0832 -> 1.08
      cheeseTicino: await product('cheese', 'kg', 260, ticino, 3333),
    };
  }

  it('shows the same net, VAT per rate and gross in GET cart/plan, POST and GET orders and the confirmation mail', async () => {
    const p = await catalogue();
    const { agent, id, email } = await signedInAccount(t, smtp);
    const [code] = await sql<{ id: number }>(t, `INSERT INTO promo_code (code, max_uses, uses, active) VALUES ($1, 1, 1, true) RETURNING id`, [`SUB-${randomUUID()}`]);
    await sql(t, `UPDATE app_user SET promo_code_id = $1 WHERE id = $2`, [code!.id, id]);
    const items: Array<[number, number]> = [
      [p.flourAlpine, 1],
      [p.wineAlpine, 1],
      [p.riceLac, 1],
      [p.beerLac, 1],
      [p.cheeseTicino, 1.25],
    ];
    await agent
      .post('/api/cart/save_cart.php')
      .send({ user_id: id, items: items.map(([product_id, quantity]) => ({ product_id, quantity })) })
      .expect(200);

    const expectedTotals = {
      net: 442.06,
      fees: 0,
      vat: [
        { rate: 2.6, base: 241.96, amount: 6.28 }, // 2.60 + 2.60 + 1.08; once over the cart it would be 6.29
        { rate: 8.1, base: 200.1, amount: 16.2 }, // 8.10 + 8.10; once over the cart it would be 16.21
      ],
      gross: 464.54,
    };

    const plan = (await agent.get('/api/v1/cart/plan').expect(200)).body;
    expect(plan.parts.map((part: { wholesaler_name: string }) => part.wholesaler_name)).toEqual(['Alpine', 'Lac', 'Ticino']);
    expect(plan.totals).toEqual(expectedTotals);
    // the whole is exactly the sum of the parts (each part an invoice of its own)
    const partSum = (pick: (totals: typeof expectedTotals) => number) =>
      Math.round(plan.parts.reduce((sum: number, part: { totals: typeof expectedTotals }) => sum + pick(part.totals) * 100, 0));
    expect(partSum((x) => x.gross)).toBe(46454);
    expect(partSum((x) => x.vat.find((v) => v.rate === 2.6)?.amount ?? 0)).toBe(628);

    const cart = (await agent.get(`/api/cart/get_cart.php?user_id=${id}`).expect(200)).body.items as Array<{ product_id: number; price: number; quantity: number }>;
    const expected = cart.map((i) => ({ product_id: i.product_id, price: i.price, quantity: i.quantity }));
    const placed = (await agent.post('/api/v1/orders').send({ idempotency_key: randomUUID(), lang: 'fr', expected }).expect(201)).body.order;
    expect(placed.totals).toEqual(expectedTotals);
    expect(placed.parts.map((part: { totals: unknown }) => part.totals)).toEqual(plan.parts.map((part: { totals: unknown }) => part.totals));

    const listed = (await agent.get('/api/v1/orders').expect(200)).body.orders;
    expect(listed.map((o: { id: number }) => o.id)).toEqual([placed.id]);
    expect(listed[0].totals).toEqual(expectedTotals);
    expect(listed[0].parts.map((part: { totals: unknown }) => part.totals)).toEqual(plan.parts.map((part: { totals: unknown }) => part.totals));

    await smtp.waitFor(() => smtp.mailsTo(email).some((m) => m.subject.includes(placed.number)));
    const mail = smtp.mailsTo(email).find((m) => m.subject.includes(placed.number))!;
    // the last totals table of the confirmation is the order's; its rows, in the text part
    const text = mail.text.replace(/\u00a0/g, ' ');
    const grandTotal = text.slice(text.lastIndexOf('Total hors TVA'));
    expect(grandTotal).toMatch(/Total hors TVA: CHF 442\.06\n/);
    expect(grandTotal).toMatch(/TVA 2\.6 % sur CHF 241\.96: CHF 6\.28\n/);
    expect(grandTotal).toMatch(/TVA 8\.1 % sur CHF 200\.10: CHF 16\.20\n/);
    expect(grandTotal).toMatch(/Total TVA comprise: CHF 464\.54\b/);
    // and each part's table in the mail carries that part's VAT (2.60 for Alpine's flour, 1.08 for Ticino's cheese)
    expect(text).toMatch(/TVA 2\.6 % sur CHF 100\.15: CHF 2\.60\n/);
    expect(text).toMatch(/TVA 2\.6 % sur CHF 41\.66: CHF 1\.08\n/);
  });
});
