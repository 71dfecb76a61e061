import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, SmtpCatcher, TcpProxy, type TestDatabase } from '@mercato/test-support';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { registration } from '../support/accounts.js';
import { eventually, sleep } from '../support/eventually.js';
import { runMigrations, startProcess, type RunningProcess } from '../support/processes.js';
import { TEST_REDIS_URL } from '../support/test-app.js';

/** Built entry points (the containers' commands) as child processes, signalled like Kubernetes does. */

const SECRET = 'ops-shutdown-session-secret-'.padEnd(40, 'x');

describe('SIGTERM under load', () => {
  let database: TestDatabase;
  let proxy: Awaited<ReturnType<typeof TcpProxy.forUrl>>;
  let api: RunningProcess;
  const dataDir = mkdtempSync(join(tmpdir(), 'ops-sigterm-'));

  beforeAll(async () => {
    database = await createTestDatabase('ops_sigterm');
    expect(runMigrations({ DATABASE_URL: database.url, SESSION_SECRET: SECRET, DATA_DIR: dataDir }).status).toBe(0);
    proxy = await TcpProxy.forUrl(database.url, 5432);
    api = await startProcess('api', { DATABASE_URL: proxy.proxiedUrl, DATA_DIR: dataDir, SESSION_SECRET: SECRET, SHUTDOWN_DELAY_MS: '1500' });
  });
  afterAll(async () => {
    await api?.stop();
    await proxy?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('turns readiness 503 at once, finishes the requests in flight, and exits 0 within 25 s', async () => {
    await request(api.url).get('/api/ready').expect(200);
    // A slow database keeps the requests in flight (every packet to PostgreSQL waits 100 ms).
    proxy.latency(100);
    const users = Array.from({ length: 8 }, () => registration());
    const inFlight = users.map((user, i) =>
      request(api.url).post('/api/register.php').set('X-Forwarded-For', `10.8.0.${i + 1}`).send(user).then((res) => res.status),
    );
    await sleep(400);
    const signalledAt = Date.now();
    api.child.kill('SIGTERM');
    const ready = await request(api.url).get('/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.status).toBe('stopping');
    await request(api.url).get('/api/health').expect(200);

    expect(await Promise.all(inFlight)).toEqual(users.map(() => 200));
    const { code } = await api.exited;
    expect(code).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(25_000);
    proxy.latency(0);
    // what was answered 200 is committed
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query('SELECT count(*)::int AS n FROM app_user WHERE email = ANY($1)', [users.map((u) => u.email)]);
    await client.end();
    expect(rows[0]?.n).toBe(users.length);
  });
});

describe('a rolling restart of two API instances under steady load', () => {
  let database: TestDatabase;
  const dataDir = mkdtempSync(join(tmpdir(), 'ops-rolling-'));
  const running = new Set<RunningProcess>();

  beforeAll(async () => {
    database = await createTestDatabase('ops_rolling');
    expect(runMigrations({ DATABASE_URL: database.url, SESSION_SECRET: SECRET, DATA_DIR: dataDir, SEED_DEMO: 'true' }).status).toBe(0);
  });
  afterAll(async () => {
    for (const instance of running) await instance.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async () => {
    // SHUTDOWN_DELAY_MS plays the pod's preStop pause: longer than the balancer's probe period.
    const instance = await startProcess('api', { DATABASE_URL: database.url, DATA_DIR: dataDir, SESSION_SECRET: SECRET, SEED_DEMO: 'true', SHUTDOWN_DELAY_MS: '1000' });
    running.add(instance);
    return instance;
  };

  it('loses no request while each instance in turn is replaced', async () => {
    let backends = [await start(), await start()];
    // A readiness-aware balancer, as a Kubernetes Service: probes /api/ready every 100 ms and
    // sends requests only to instances whose last probe answered 200.
    const ready = new Map<RunningProcess, boolean>();
    let probing = true;
    const probe = (async () => {
      while (probing) {
        await Promise.all(
          backends.map(async (b) => ready.set(b, await request(b.url).get('/api/ready').timeout(500).then((r) => r.status === 200, () => false))),
        );
        await sleep(100);
      }
    })();
    const results: Array<number | string> = [];
    let loading = true;
    let next = 0;
    const worker = async () => {
      while (loading) {
        const candidates = backends.filter((b) => ready.get(b));
        if (!candidates.length) {
          await sleep(20);
          continue;
        }
        const target = candidates[next++ % candidates.length]!;
        results.push(await request(target.url).get('/api/v1/products?limit=5').then((r) => r.status, (e: Error) => e.message));
      }
    };
    const load = Promise.all([worker(), worker(), worker(), worker()]);
    await eventually(async () => results.length > 50, 'load running');

    for (let i = 0; i < 2; i++) {
      const old = backends[0]!;
      const replacement = await start();
      backends = [...backends, replacement];
      await eventually(async () => ready.get(replacement) === true, 'the new instance ready');
      old.child.kill('SIGTERM'); // still probed (503 now) until it is gone
      expect((await old.exited).code).toBe(0);
      backends = backends.filter((b) => b !== old);
      running.delete(old);
      await eventually(async () => results.length > 50 * (i + 2), 'more load');
    }
    loading = false;
    await load;
    probing = false;
    await probe;
    const failures = results.filter((r) => r !== 200);
    expect({ total: results.length, failures }).toEqual({ total: results.length, failures: [] });
    expect(results.length).toBeGreaterThan(150);
  });
});

describe('the worker killed in the middle of sending a mail', () => {
  let database: TestDatabase;
  let smtp: SmtpCatcher;
  let api: RunningProcess;
  let worker: RunningProcess | undefined;
  let queue: Queue;
  let queueRedis: Redis;
  let env: Record<string, string>;
  const dataDir = mkdtempSync(join(tmpdir(), 'ops-kill-'));
  const prefix = `test-kill-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    database = await createTestDatabase('ops_kill');
    smtp = await SmtpCatcher.start();
    env = { DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL, SMTP_URL: smtp.url, QUEUE_PREFIX: prefix, DATA_DIR: dataDir, SESSION_SECRET: SECRET, MAIL_LEASE_MS: '3000' };
    expect(runMigrations(env).status).toBe(0);
    api = await startProcess('api', { ...env, APP_ROLE: 'api' });
    worker = await startProcess('worker', env);
    queueRedis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    queue = new Queue('mail', { connection: queueRedis as never, prefix });
  });
  afterAll(async () => {
    await worker?.stop();
    await api?.stop();
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
    await queueRedis?.quit();
    await smtp?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers the mail after a restart: at most one duplicate, with the same Message-ID', async () => {
    const held = smtp.holdNext();
    const user = registration();
    await request(api.url).post('/api/register.php').send(user).expect(200);
    await held.arrived; // the SMTP server has the whole mail and has not answered yet
    worker!.child.kill('SIGKILL');
    await worker!.exited;
    held.release(); // like a real server, it delivers what it fully received
    await smtp.waitFor(() => smtp.mailsTo(user.email).length === 1);

    worker = await startProcess('worker', env);
    // BullMQ finds the job of the dead worker stalled (its lock, at most MAIL_LEASE_MS, expires),
    // the lease of the row has expired (MAIL_LEASE_MS), and the mail is sent again: the
    // documented duplicate.
    await eventually(async () => smtp.mailsTo(user.email).length === 2, 'the mail sent again after the restart', 80_000);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await eventually(
      async () => (await client.query('SELECT status FROM mail_outbox WHERE recipient = $1', [user.email])).rows[0]?.status === 'sent',
      'the row marked sent',
    );
    await client.end();
    await eventually(async () => Object.values(await queue.getJobCounts('waiting', 'active', 'delayed')).every((n) => n === 0), 'an empty queue');
    const mails = smtp.mailsTo(user.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.messageId).toBe(mails[1]!.messageId);
  }, 150_000);
});
