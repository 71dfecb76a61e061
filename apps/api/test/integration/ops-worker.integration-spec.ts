import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, SmtpCatcher, type TestDatabase } from '@mercato/test-support';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { registration } from '../support/accounts.js';
import { runMigrations, startProcess, type RunningProcess } from '../support/processes.js';
import { TEST_REDIS_URL } from '../support/test-app.js';

/** Polls `check` until it returns a value (not undefined/false), or fails after `timeoutMs`. */
async function eventually<T>(check: () => Promise<T | undefined | false>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check().catch(() => undefined);
    if (result !== undefined && result !== false) return result;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the API (APP_ROLE=api) and the worker as two processes', () => {
  let database: TestDatabase;
  let smtp: SmtpCatcher;
  let api: RunningProcess;
  let worker: RunningProcess | undefined;
  let queue: Queue;
  let queueRedis: Redis;
  let sql: pg.Pool;
  let env: Record<string, string>;
  const prefix = `test-ops-${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'ops-worker-'));

  const outboxStatus = async (email: string) =>
    (await sql.query<{ status: string }>('SELECT status FROM mail_outbox WHERE recipient = $1', [email])).rows.map((r) => r.status);

  beforeAll(async () => {
    database = await createTestDatabase('ops_worker');
    smtp = await SmtpCatcher.start();
    sql = new pg.Pool({ connectionString: database.url, max: 2 });
    env = {
      DATABASE_URL: database.url,
      REDIS_URL: TEST_REDIS_URL,
      SMTP_URL: smtp.url,
      QUEUE_PREFIX: prefix,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'ops-test-session-secret-'.padEnd(40, 'x'),
    };
    queueRedis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    queue = new Queue('mail', { connection: queueRedis as never, prefix });
  });

  afterAll(async () => {
    await worker?.stop();
    await api?.stop();
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
    await queueRedis?.quit();
    await sql?.end();
    await smtp?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('applies the migrations with the migrate script of the containers, and exits 0', async () => {
    const result = runMigrations(env);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Database schema up to date');
    const { rows } = await sql.query('SELECT count(*)::int AS n FROM migrations');
    expect(rows[0]?.n).toBeGreaterThan(0);
    // a second run finds nothing to do
    expect(runMigrations(env).status).toBe(0);
  });

  it('finds the purchase orders of delivered mails by index, not by reading every order (the worker marks them sent per job)', async () => {
    const client = await sql.connect();
    try {
      await client.query('BEGIN');
      await client.query('SET LOCAL enable_seqscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN UPDATE purchase_order SET status = 'sent' WHERE mail_id = ANY($1::uuid[]) AND status = 'pending'`,
        [[randomUUID()]],
      );
      expect(rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('purchase_order_mail_idx');
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });

  it('an API process without consumers records a mail that only the worker delivers', async () => {
    api = await startProcess('api', { ...env, APP_ROLE: 'api' });
    expect(api.output()).toContain('APP_ROLE=api');
    const user = registration();
    await request(api.url).post('/api/register.php').send(user).expect(200);
    // The API handed the row to the queue at once (job id = row id) but consumes nothing itself.
    const waiting = await eventually(async () => ((await queue.getJobCounts('waiting'))['waiting'] ?? 0) > 0, 'the job in the queue');
    expect(waiting).toBe(true);
    expect(await queue.getWorkersCount()).toBe(0);
    expect(await outboxStatus(user.email)).toEqual(['pending']);
    expect(smtp.mailsTo(user.email)).toHaveLength(0);

    worker = await startProcess('worker', env);
    // the consumer's Redis connection may register a moment after the health port announces itself
    await eventually(async () => (await queue.getWorkersCount()) > 0, 'the worker consumer registered in Redis');
    await smtp.codeFor(user.email);
    await eventually(async () => (await outboxStatus(user.email))[0] === 'sent', 'the row marked sent');
    expect(smtp.mailsTo(user.email)).toHaveLength(1);

    const health = await request(worker.url).get('/health').expect(200);
    expect(health.body).toEqual({ status: 'ok' });
    const ready = await request(worker.url).get('/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ready', checks: { database: 'up', redis: 'up' } });
  });

  it('SIGTERM in the middle of a delivery: readiness turns 503, the mail is finished, the worker exits 0', async () => {
    const running = worker!;
    const held = smtp.holdNext();
    const user = registration();
    await request(api.url).post('/api/register.php').send(user).expect(200);
    await held.arrived; // the worker is now in the middle of the SMTP conversation
    running.child.kill('SIGTERM');
    await eventually(async () => (await request(running.url).get('/ready')).status === 503, 'readiness 503');
    held.release();
    const { code } = await running.exited;
    expect(code).toBe(0);
    expect(smtp.mailsTo(user.email)).toHaveLength(1);
    expect(await outboxStatus(user.email)).toEqual(['sent']);
    expect(running.output()).toContain('"msg":"Closed"');
    worker = undefined;
  });
});
