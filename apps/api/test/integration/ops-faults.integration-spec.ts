import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, SmtpCatcher, TcpProxy, type TestDatabase } from '@mercato/test-support';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { registration, signedInAccount } from '../support/accounts.js';
import { eventually, sleep } from '../support/eventually.js';
import { startTestApp, TEST_REDIS_URL, type TestApp } from '../support/test-app.js';

/**
 * Outages of PostgreSQL, Redis and the SMTP server, simulated for this application only by
 * cutting a TCP proxy between it and the shared test server (the shared servers are never
 * stopped: other test files use them at the same time). A cut resets every open connection
 * and refuses new ones, as a restarting server does.
 */

/** How long an answer took, and the answer. */
async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = Date.now();
  const result = await work();
  return { ms: Date.now() - started, result };
}

const FAST_RELAY = { pollMs: 200, requeueAfterMs: 60_000, leaseMs: 60_000 };

describe('PostgreSQL restarted while the API serves', () => {
  let database: TestDatabase;
  let proxy: Awaited<ReturnType<typeof TcpProxy.forUrl>>;
  let smtp: SmtpCatcher;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase('ops_pg');
    proxy = await TcpProxy.forUrl(database.url, 5432);
    smtp = await SmtpCatcher.start();
    t = await startTestApp({
      reuse: { database, dataDir: mkdtempSync(join(tmpdir(), 'ops-pg-')) },
      config: { databaseUrl: proxy.proxiedUrl },
      smtpUrl: smtp.url,
      seedDemo: true,
      relay: FAST_RELAY,
    });
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.stop();
    await smtp?.stop();
  });

  it('fails fast with 503 during the outage, readiness red then green, recovers by itself, loses nothing committed', async () => {
    const me = await signedInAccount(t, smtp);
    const products = (await t.http.get('/api/v1/products?limit=5').expect(200)).body.items as Array<{ id: number; available: boolean }>;
    const product = products.find((p) => p.available)!;
    await me.agent.post('/api/cart/save_cart.php').send({ user_id: me.id, items: [{ product_id: product.id, quantity: 3 }] }).expect(200);
    await t.http.get('/api/ready').expect(200);

    proxy.cut();
    const ready = await t.http.get('/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.checks.database).toBe('down');
    // Signed-in calls (the session is in PostgreSQL here), writes and reads that need the database:
    for (const call of [
      () => me.agent.get(`/api/cart/get_cart.php?user_id=${me.id}`),
      () => me.agent.post('/api/cart/save_cart.php').send({ user_id: me.id, items: [] }),
      () => t.http.post('/api/register.php').send(registration()),
      () => t.http.post('/api/login.php').send({ email: me.email, password: 'Whatever#123' }),
    ]) {
      const { ms, result } = await timed(call);
      expect({ status: result.status, body: result.body }).toEqual({ status: 503, body: expect.objectContaining({ success: false }) });
      expect(JSON.stringify(result.body)).toMatch(/service_unavailable/);
      expect(ms).toBeLessThan(5000); // fails fast: never waits for the database to come back
    }
    await t.http.get('/api/health').expect(200);

    await sleep(1500);
    proxy.restore();
    await eventually(async () => (await t.http.get('/api/ready')).status === 200, 'readiness green again', 15_000);
    // nothing committed was lost: the session, the cart, the account
    const cart = (await me.agent.get(`/api/cart/get_cart.php?user_id=${me.id}`).expect(200)).body;
    expect(cart.items.map((i: { product_id: number; quantity: number }) => [i.product_id, i.quantity])).toEqual([[product.id, 3]]);
    const rows: Array<{ n: number }> = await t.app.get(DataSource).query('SELECT count(*)::int AS n FROM app_user WHERE email = $1', [me.email]);
    expect(rows[0]?.n).toBe(1);
  });
});

describe('Redis lost for a while (BullMQ, sessions and rate limits on Redis)', () => {
  let proxy: Awaited<ReturnType<typeof TcpProxy.forUrl>>;
  let smtp: SmtpCatcher;
  let t: TestApp;
  let queue: Queue;
  let queueRedis: Redis;
  /** Shorter than the 20 s to keep the suite fast; REDIS_OUTAGE_MS=20000 runs the full length. */
  const outageMs = Number(process.env['REDIS_OUTAGE_MS'] ?? 4000);

  beforeAll(async () => {
    proxy = await TcpProxy.forUrl(TEST_REDIS_URL, 6379);
    smtp = await SmtpCatcher.start();
    t = await startTestApp({ redis: true, config: { redisUrl: proxy.proxiedUrl }, smtpUrl: smtp.url, seedDemo: true, relay: FAST_RELAY });
    queueRedis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    queue = new Queue('mail', { connection: queueRedis as never, prefix: t.config.queuePrefix! });
  });
  afterAll(async () => {
    await t?.close();
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
    await queueRedis?.quit();
    await proxy?.stop();
    await smtp?.stop();
  });

  it('keeps serving the catalogue, answers 503 for signed-in calls, and delivers the mails of the outage after it, once', async () => {
    const me = await signedInAccount(t, smtp);
    await t.http.get('/api/ready').expect(200);

    proxy.cut();
    const started = Date.now();
    const users = [registration(), registration()];
    // the catalogue does not need Redis
    const catalogue = await t.http.get('/api/v1/products?limit=3').expect(200);
    expect(catalogue.body.items.length).toBeGreaterThan(0);
    await t.http.get('/translate/de.json').expect(200);
    // registration records its code mail in the outbox; rate limits count in PostgreSQL meanwhile
    for (const user of users) {
      const { ms, result } = await timed(() => t.http.post('/api/register.php').send(user));
      expect(result.status).toBe(200);
      expect(ms).toBeLessThan(5000);
    }
    // the session store is Redis: a signed-in call answers 503 (documented), fast
    const { ms, result } = await timed(() => me.agent.get(`/api/cart/get_cart.php?user_id=${me.id}`));
    expect(result.status).toBe(503);
    expect(result.body).toMatchObject({ success: false, error_code: 'service_unavailable' });
    expect(ms).toBeLessThan(5000);
    // readiness reports it
    const ready = await t.http.get('/api/ready').expect(503);
    expect(ready.body.checks).toMatchObject({ database: 'up', redis: 'down' });
    for (const user of users) expect(smtp.mailsTo(user.email)).toHaveLength(0);

    await sleep(Math.max(0, outageMs - (Date.now() - started)));
    proxy.restore();

    for (const user of users) await smtp.codeFor(user.email, 30_000);
    await eventually(async () => (await t.http.get('/api/ready')).status === 200, 'readiness green again');
    await eventually(
      async () => {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed');
        return Object.values(counts).every((n) => n === 0);
      },
      'an empty queue',
    );
    const rows: Array<{ status: string }> = await t.app
      .get(DataSource)
      .query('SELECT status FROM mail_outbox WHERE recipient = ANY($1)', [users.map((u) => u.email)]);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
    for (const user of users) expect(smtp.mailsTo(user.email)).toHaveLength(1);
    // signed-in calls work again with the same session
    await me.agent.get(`/api/cart/get_cart.php?user_id=${me.id}`).expect(200);
  });
});

describe('SMTP server down', () => {
  let smtp: SmtpCatcher;
  let proxy: TcpProxy & { proxiedUrl: string };
  let t: TestApp;
  let queue: Queue;
  let queueRedis: Redis;

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    proxy = await TcpProxy.forUrl(smtp.url, 25);
    t = await startTestApp({ redis: true, smtpUrl: proxy.proxiedUrl, relay: FAST_RELAY });
    queueRedis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    queue = new Queue('mail', { connection: queueRedis as never, prefix: t.config.queuePrefix! });
  });
  afterAll(async () => {
    await t?.close();
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
    await queueRedis?.quit();
    await proxy?.stop();
    await smtp?.stop();
  });

  /** Registration is limited per address: each comes from its own (proxied) client address. */
  let client = 0;
  const register = (user = registration()) =>
    t.http.post('/api/register.php').set('X-Forwarded-For', `10.9.0.${++client}`).send(user).expect(200);

  it('answers as fast as with it, and delivers every mail once it is back', async () => {
    // (timeout below: room for SMTP_OUTAGE_MS=60000 and the retry backoff after it)
    // with the mail server up
    const before: number[] = [];
    for (let i = 0; i < 3; i++) before.push((await timed(() => register())).ms);
    await eventually(async () => smtp.mails.length === 3, 'the first three mails');

    proxy.cut();
    const users = Array.from({ length: 5 }, () => registration());
    const during: number[] = [];
    for (const user of users) during.push((await timed(() => register(user))).ms);
    // the answers do not wait for the mail server: they come back while every send fails
    await eventually(
      async () => {
        const rows: Array<{ last_error: string | null }> = await t.app
          .get(DataSource)
          .query("SELECT last_error FROM mail_outbox WHERE recipient = ANY($1) AND status = 'pending'", [users.map((u) => u.email)]);
        return rows.length === users.length && rows.every((r) => r.last_error !== null);
      },
      'every mail tried and failed',
    );
    expect(smtp.mails).toHaveLength(3);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    expect(median(during)).toBeLessThan(median(before) * 3 + 300);
    // the failed attempts wait in the outbox for their retry (kept, not dropped: DESIGN.md, 72 hours)
    const waiting: Array<{ n: number }> = await t.app
      .get(DataSource)
      .query("SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = ANY($1) AND status = 'pending' AND next_attempt_at IS NOT NULL", [users.map((u) => u.email)]);
    expect(waiting[0]!.n).toBeGreaterThan(0);
    // A short outage keeps the suite fast; SMTP_OUTAGE_MS=60000 runs the full minute.
    await sleep(Number(process.env['SMTP_OUTAGE_MS'] ?? 0));

    proxy.restore();
    for (const user of users) await smtp.codeFor(user.email, 90_000);
    await eventually(
      async () => Object.values(await queue.getJobCounts('waiting', 'active', 'delayed')).every((n) => n === 0),
      'an empty queue',
    );
    for (const user of users) expect(smtp.mailsTo(user.email)).toHaveLength(1);
  }, 240_000);
});
