import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SmtpCatcher } from '@mercato/test-support';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signedInAccount, sql } from '../support/accounts.js';
import { eventually } from '../support/eventually.js';
import { startProcess, type RunningProcess } from '../support/processes.js';
import { startTestApp, TEST_REDIS_URL, type TestApp } from '../support/test-app.js';

/**
 * Production's layout: an API that consumes no jobs (APP_ROLE=api) and a worker process that
 * sends the mails. A purchase order becomes `sent` in the table once the worker delivered its
 * mail (the orders context's delivery hook runs in the worker too).
 */
describe('purchase orders sent by a separate worker', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  let worker: RunningProcess | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'worker-po-'));

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    t = await startTestApp({ redis: true, smtpUrl: smtp.url, config: { role: 'api' } });
    worker = await startProcess('worker', {
      DATABASE_URL: t.database!.url,
      REDIS_URL: TEST_REDIS_URL,
      SMTP_URL: smtp.url,
      QUEUE_PREFIX: t.config.queuePrefix,
      DATA_DIR: dataDir,
      // the same secret as the API: the outbox's payloads are sealed with it
      SESSION_SECRET: t.config.sessionSecret,
    });
  });
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
    await smtp?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('marks each part sent once the worker delivered its purchase-order mail', async () => {
    const tag = randomUUID().slice(0, 8);
    const [category] = await sql<{ id: number }>(t, `INSERT INTO category (slug, name_fr, name_de, name_it) VALUES ($1, 'Épicerie', 'Lebensmittel', 'Drogheria') RETURNING id`, [`epicerie-${tag}`]);
    const [sub] = await sql<{ id: number }>(t, `INSERT INTO subcategory (category_id, slug, name_fr, name_de, name_it) VALUES ($1, $2, 'Divers', 'Diverses', 'Varie') RETURNING id`, [category!.id, `divers-${tag}`]);
    const items: Array<{ product_id: number; quantity: number }> = [];
    for (const [name, language, price] of [['Alpine', 'de', 590], ['Lac', 'fr', 2490]] as const) {
      const [wholesaler] = await sql<{ id: number }>(t, `INSERT INTO wholesaler (name, order_email, language) VALUES ($1, $2, $3) RETURNING id`, [name, `orders-${name.toLowerCase()}-${tag}@wholesale.test`, language]);
      const [product] = await sql<{ id: number }>(
        t,
        `INSERT INTO product (subcategory_id, slug, name_fr, name_de, name_it, unit, vat_rate_basis_points) VALUES ($1, $2, $3, $3, $3, 'piece', 260) RETURNING id`,
        [sub!.id, `${name.toLowerCase()}-${tag}`, `Produit ${name}`],
      );
      await sql(t, `INSERT INTO offer (product_id, wholesaler_id, price_rappen, stock, active) VALUES ($1, $2, $3, 20, true)`, [product!.id, wholesaler!.id, price]);
      items.push({ product_id: product!.id, quantity: 2 });
    }
    const { agent, id } = await signedInAccount(t, smtp);
    const [promo] = await sql<{ id: number }>(t, `INSERT INTO promo_code (code, max_uses, uses, active) VALUES ($1, 1, 1, true) RETURNING id`, [`SUB-${tag}`]);
    await sql(t, `UPDATE app_user SET promo_code_id = $1 WHERE id = $2`, [promo!.id, id]);
    await agent.post('/api/cart/save_cart.php').send({ user_id: id, items }).expect(200);
    const cart = (await agent.get(`/api/cart/get_cart.php?user_id=${id}`).expect(200)).body.items as Array<{ product_id: number; price: number; quantity: number }>;
    const placed = await agent
      .post('/api/v1/orders')
      .send({ idempotency_key: randomUUID(), lang: 'fr', expected: cart.map((i) => ({ product_id: i.product_id, price: i.price, quantity: i.quantity })) })
      .expect(201);
    const orderId = placed.body.order.id as number;

    const statuses = () => sql<{ status: string }>(t, `SELECT status FROM purchase_order WHERE order_id = $1 ORDER BY id`, [orderId]);
    expect((await statuses()).length).toBe(2);
    await eventually(async () => (await statuses()).every((part) => part.status === 'sent'), 'both parts marked sent by the worker');
    expect(smtp.mailsTo(`orders-alpine-${tag}@wholesale.test`)).toHaveLength(1);
    expect(smtp.mailsTo(`orders-lac-${tag}@wholesale.test`)).toHaveLength(1);
  });
});
