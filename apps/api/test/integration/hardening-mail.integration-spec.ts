import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SmtpCatcher, TcpProxy } from '@mercato/test-support';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { registration, signedInAccount, sql } from '../support/accounts.js';
import { adminAgent, adminConfig } from '../support/admin.js';
import { eventually } from '../support/eventually.js';
import { startTestApp, TEST_REDIS_URL, type TestApp } from '../support/test-app.js';

/**
 * Issue #13 item 11: no mail is lost to an SMTP outage of any length, a stalled last attempt,
 * or a mail server that refuses for good (staff see it and can send it again). The retry
 * schedule is shortened here (50 ms doubling up to 200 ms) so that an outage of many more
 * tries than the old budget of 8 takes seconds, not hours.
 */
const QUICK_RETRIES = { pollMs: 100, retryBaseMs: 50, retryCapMs: 200, requeueAfterMs: 60_000, leaseMs: 2_000 };

interface OutboxState {
  id: string;
  status: string;
  attempts: number;
}

async function outboxRow(t: TestApp, recipient: string, template = 'verification_code'): Promise<OutboxState | undefined> {
  const [row] = await sql<OutboxState>(t, `SELECT id, status, attempts FROM mail_outbox WHERE recipient = $1 AND template = $2 ORDER BY created_at DESC LIMIT 1`, [recipient, template]);
  return row;
}

let client = 0;
const register = (t: TestApp, user = registration()) => t.http.post('/api/register.php').set('X-Forwarded-For', `10.13.0.${++client % 250}`).send(user).expect(200);

describe('hardening: mail through an SMTP outage longer than the old retry budget', () => {
  let smtp: SmtpCatcher;
  let proxy: TcpProxy & { proxiedUrl: string };
  let t: TestApp;

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    proxy = await TcpProxy.forUrl(smtp.url, 25);
    t = await startTestApp({ redis: true, smtpUrl: proxy.proxiedUrl, relay: QUICK_RETRIES });
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.stop();
    await smtp?.stop();
  });

  it('keeps retrying (no failure after 8 tries), 15-minute cap on the delay, and delivers once when the server is back', async () => {
    proxy.cut();
    const user = registration();
    await register(t, user);
    const row = await eventually(async () => {
      const r = await outboxRow(t, user.email);
      return r && r.attempts >= 12 ? r : undefined;
    }, 'twelve failed tries', 30_000);
    expect(row.status).not.toBe('failed');
    const [due] = await sql<{ pending: boolean; waits: boolean }>(t, `SELECT next_attempt_at IS NOT NULL AS waits, status IN ('pending', 'sending') AS pending FROM mail_outbox WHERE id = $1`, [row.id]);
    expect(due!.pending).toBe(true);

    proxy.restore();
    await smtp.codeFor(user.email, 30_000);
    await eventually(async () => (await outboxRow(t, user.email))?.status === 'sent', 'the row marked sent');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.mailsTo(user.email)).toHaveLength(1);
  }, 90_000);

  it('gives a mail up after 72 hours of failures, and not before', async () => {
    proxy.cut();
    const user = registration();
    await register(t, user);
    const row = await eventually(async () => {
      const r = await outboxRow(t, user.email);
      return r && r.attempts >= 2 ? r : undefined;
    }, 'two failed tries');
    await sql(t, `UPDATE mail_outbox SET retry_window_started_at = now() - interval '73 hours' WHERE id = $1`, [row.id]);
    await eventually(async () => (await outboxRow(t, user.email))?.status === 'failed', 'the mail given up');
    proxy.restore();
  });
});

describe('hardening: a stalled last attempt', () => {
  let smtp: SmtpCatcher;
  let proxy: TcpProxy & { proxiedUrl: string };
  let t: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    proxy = await TcpProxy.forUrl(smtp.url, 25);
    // After a failure the mail waits a minute: nothing retries it while the test sets the scene.
    t = await startTestApp({ redis: true, smtpUrl: proxy.proxiedUrl, relay: { ...QUICK_RETRIES, retryBaseMs: 60_000, retryCapMs: 60_000 } });
    redis = new Redis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    await t?.close();
    await redis?.quit();
    await proxy?.stop();
    await smtp?.stop();
  });

  it('recovers a row left in "sending" whose job BullMQ already failed (stalled more than allowed), and delivers it once', async () => {
    proxy.cut();
    const user = registration();
    await register(t, user);
    const row = await eventually(async () => {
      const r = await outboxRow(t, user.email);
      return r && r.attempts >= 1 && r.status === 'pending' ? r : undefined;
    }, 'a failed first try');

    // What a worker that died in its last attempt leaves: the row claimed long ago, and its
    // job moved to BullMQ's failed set ("job stalled more than allowable limit").
    const queue = `${t.config.queuePrefix}:mail`;
    await redis.zrem(`${queue}:delayed`, row.id);
    await redis.lrem(`${queue}:wait`, 0, row.id);
    await redis.hset(`${queue}:${row.id}`, {
      name: 'mail',
      data: JSON.stringify({ outboxId: row.id }),
      opts: JSON.stringify({ attempts: 8 }),
      timestamp: Date.now() - 600_000,
      attemptsMade: 8,
      failedReason: 'job stalled more than allowable limit',
      finishedOn: Date.now() - 60_000,
    });
    await redis.zadd(`${queue}:failed`, Date.now() - 60_000, row.id);
    await sql(
      t,
      `UPDATE mail_outbox SET status = 'sending', attempts = 8, claimed_at = now() - interval '1 hour', enqueued_at = now() - interval '1 hour', next_attempt_at = NULL WHERE id = $1`,
      [row.id],
    );

    proxy.restore();
    await smtp.codeFor(user.email, 20_000);
    await eventually(async () => (await outboxRow(t, user.email))?.status === 'sent', 'the row marked sent');
    expect(smtp.mailsTo(user.email)).toHaveLength(1);
  }, 60_000);
});

describe('hardening: a permanent refusal, shown to staff and the restaurant', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    t = await startTestApp({ smtpUrl: smtp.url, relay: QUICK_RETRIES, config: adminConfig });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('fails a mail at once on a 5xx answer; staff see it and send it again', async () => {
    smtp.failNext(1, 550);
    const user = registration();
    await register(t, user);
    await eventually(async () => (await outboxRow(t, user.email))?.status === 'failed', 'the mail failed for good');
    const row = (await outboxRow(t, user.email))!;
    expect(row.attempts).toBe(1);

    const admin = await adminAgent(t);
    const list = (await admin.get('/api/v1/admin/mails').expect(200)).body;
    expect(list.items).toEqual(expect.arrayContaining([expect.objectContaining({ id: row.id, recipient: user.email, status: 'failed', attempts: 1 })]));
    expect(list.items.find((m: { id: string }) => m.id === row.id).last_error).toContain('Message refused');
    await t.http.get('/api/v1/admin/mails').expect(401);

    await admin.post(`/api/v1/admin/mails/${row.id}/resend`).expect(200, { success: true });
    await smtp.codeFor(user.email);
    await eventually(async () => (await outboxRow(t, user.email))?.status === 'sent', 'the resent mail sent');
    expect((await admin.post(`/api/v1/admin/mails/${row.id}/resend`).expect(404)).body.error_code).toBe('mail_not_found');
    expect((await admin.post(`/api/v1/admin/mails/not-a-uuid/resend`).expect(404)).body.error_code).toBe('mail_not_found');
    expect((await admin.post(`/api/v1/admin/mails/${randomUUID()}/resend`).expect(404)).body.error_code).toBe('mail_not_found');
  });

  it('lists mails still unsent after 15 minutes as long-waiting', async () => {
    const user = registration();
    await register(t, user);
    await eventually(async () => (await outboxRow(t, user.email))?.status === 'sent', 'the mail sent');
    const [waiting] = await sql<{ id: string }>(
      t,
      `INSERT INTO mail_outbox (id, template, recipient, language, params, attachments, created_at, next_attempt_at, attempts, last_error)
       VALUES ($1, 'password_changed', 'slow@bistro.test', 'fr', '{}'::jsonb, '[]'::jsonb, now() - interval '20 minutes', now() + interval '10 minutes', 9, 'connection refused') RETURNING id`,
      [randomUUID()],
    );
    const admin = await adminAgent(t);
    const items = (await admin.get('/api/v1/admin/mails').expect(200)).body.items as Array<{ id: string; status: string }>;
    expect(items.find((m) => m.id === waiting!.id)).toMatchObject({ status: 'pending', attempts: 9, last_error: 'connection refused' });
    expect(items.some((m) => m.id === (user.email as string))).toBe(false);
  });

  it('shows a purchase order the wholesaler’s server refused as undeliverable, to the restaurant and to staff', async () => {
    const tag = randomUUID().slice(0, 8);
    const orderEmail = `orders-${tag}@wholesale.test`;
    smtp.refuseRecipient(orderEmail);
    const [category] = await sql<{ id: number }>(t, `INSERT INTO category (slug, name_fr, name_de, name_it) VALUES ($1, 'É', 'L', 'D') RETURNING id`, [`c-${tag}`]);
    const [sub] = await sql<{ id: number }>(t, `INSERT INTO subcategory (category_id, slug, name_fr, name_de, name_it) VALUES ($1, $2, 'D', 'D', 'V') RETURNING id`, [category!.id, `s-${tag}`]);
    const [wholesaler] = await sql<{ id: number }>(t, `INSERT INTO wholesaler (name, order_email, language) VALUES ('Lac', $1, 'fr') RETURNING id`, [orderEmail]);
    const [product] = await sql<{ id: number }>(
      t,
      `INSERT INTO product (subcategory_id, slug, name_fr, name_de, name_it, unit, vat_rate_basis_points) VALUES ($1, $2, 'Huile', 'Öl', 'Olio', 'piece', 260) RETURNING id`,
      [sub!.id, `oil-${tag}`],
    );
    await sql(t, `INSERT INTO offer (product_id, wholesaler_id, price_rappen, stock, active) VALUES ($1, $2, 590, 100, true)`, [product!.id, wholesaler!.id]);
    const { agent, id } = await signedInAccount(t, smtp);
    await sql(t, `INSERT INTO promo_code (code, max_uses, uses, active) VALUES ($1, 1, 1, true)`, [`SUB-${tag}`]);
    await sql(t, `UPDATE app_user SET promo_code_id = (SELECT id FROM promo_code WHERE code = $1) WHERE id = $2`, [`SUB-${tag}`, id]);
    await agent.post('/api/cart/save_cart.php').send({ user_id: id, items: [{ product_id: product!.id, quantity: 2 }] }).expect(200);
    const cart = (await agent.get(`/api/cart/get_cart.php?user_id=${id}`).expect(200)).body.items as Array<{ product_id: number; price: number; quantity: number }>;
    await agent
      .post('/api/v1/orders')
      .send({ idempotency_key: randomUUID(), lang: 'fr', expected: cart.map((i) => ({ product_id: i.product_id, price: i.price, quantity: i.quantity })) })
      .expect(201);

    await eventually(async () => (await outboxRow(t, orderEmail, 'purchase_order'))?.status === 'failed', 'the purchase order refused for good');
    const mine = (await agent.get('/api/v1/orders').expect(200)).body.orders as Array<{ parts: Array<{ status: string }> }>;
    expect(mine[0]!.parts[0]!.status).toBe('undeliverable');
    const admin = await adminAgent(t);
    expect(JSON.stringify((await admin.get('/api/v1/admin/orders').expect(200)).body)).toContain('"status":"undeliverable"');
    expect(((await admin.get('/api/v1/admin/mails').expect(200)).body.items as Array<{ recipient: string }>).some((m) => m.recipient === orderEmail)).toBe(true);
  });
});
