import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Metrics } from '../../src/platform/metrics/metrics.service.js';
import { runMigrations, startProcess, type RunningProcess } from '../support/processes.js';
import { startTestApp, TEST_REDIS_URL, type TestApp } from '../support/test-app.js';

/** One sample's value from Prometheus' text format, e.g. sample(text, 'mercato_queue_jobs', { queue: 'mail', state: 'delayed' }). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}

async function scrape(base: string): Promise<{ status: number; type: string | null; text: string }> {
  const response = await fetch(`${base}/metrics`);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

async function insertMail(sql: pg.Pool, status: 'sending' | 'failed', ageMinutes: number): Promise<void> {
  await sql.query(
    `INSERT INTO mail_outbox (id, template, recipient, language, status, created_at, claimed_at)
     VALUES ($1, 'registration-code', 'metrics@mercato.test', 'fr', $2, now() - make_interval(mins => $3), now())`,
    [randomUUID(), status, ageMinutes],
  );
}

describe('/metrics of the API (prom-client, METRICS_PORT)', () => {
  let t: TestApp;
  let base: string;
  let sql: pg.Pool;

  beforeAll(async () => {
    t = await startTestApp({ redis: true, config: { metricsPort: 0 } });
    base = `http://127.0.0.1:${t.app.get(Metrics).port}`;
    sql = new pg.Pool({ connectionString: t.database!.url, max: 1 });
  });

  afterAll(async () => {
    await sql?.end();
    await t?.close();
  });

  it('serves the metrics on their own port, not on the public one', async () => {
    expect(t.app.get(Metrics).port).toEqual(expect.any(Number));
    const { status, type, text } = await scrape(base);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(text).toContain('# TYPE mercato_http_request_duration_seconds histogram');
    expect(sample(text, 'mercato_process_cpu_seconds_total')).toBeGreaterThan(0);
    const publicAnswer = await t.http.get('/metrics');
    expect(publicAnswer.text).not.toContain('mercato_http_request_duration_seconds');
    expect((await fetch(`${base}/other`)).status).toBe(404);
  });

  it('measures HTTP latency by method, route pattern and status (unknown paths under one label)', async () => {
    await t.http.get('/api/health').expect(200);
    await t.http.get('/api/health').expect(200);
    await t.http.get(`/api/no-such-call-${randomBytes(4).toString('hex')}`);
    const { text } = await scrape(base);
    expect(sample(text, 'mercato_http_request_duration_seconds_count', { method: 'GET', route: '/api/health', status: '200' })).toBe(2);
    expect(sample(text, 'mercato_http_request_duration_seconds_bucket', { method: 'GET', route: '/api/health', status: '200', le: '+Inf' })).toBe(2);
    expect(sample(text, 'mercato_http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    expect(text).not.toMatch(/route="\/api\/no-such-call/);
  });

  it('reports the mail queue depth, the outbox backlog with its oldest mail, and the mails failed for good', async () => {
    let { text } = await scrape(base);
    expect(sample(text, 'mercato_outbox_backlog')).toBe(0);
    expect(sample(text, 'mercato_outbox_oldest_unsent_seconds')).toBe(0);
    expect(sample(text, 'mercato_outbox_failed_mails')).toBe(0);
    for (const state of ['waiting', 'active', 'delayed', 'failed']) expect(sample(text, 'mercato_queue_jobs', { queue: 'mail', state })).toEqual(expect.any(Number));

    await insertMail(sql, 'sending', 20);
    await insertMail(sql, 'failed', 60);
    await insertMail(sql, 'failed', 60);
    ({ text } = await scrape(base));
    expect(sample(text, 'mercato_outbox_backlog')).toBe(1);
    expect(sample(text, 'mercato_outbox_oldest_unsent_seconds')).toBeGreaterThanOrEqual(20 * 60);
    expect(sample(text, 'mercato_outbox_failed_mails')).toBe(2);
  });
});

describe('/metrics of the worker process', () => {
  let worker: RunningProcess | undefined;
  let queue: Queue;
  let redis: Redis;
  const prefix = `test-metrics-${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'ops-metrics-'));
  let database: TestApp['database'];

  beforeAll(async () => {
    const { createTestDatabase } = await import('@mercato/test-support');
    database = await createTestDatabase('ops_metrics');
    redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    queue = new Queue('mail', { connection: redis as never, prefix });
  });

  afterAll(async () => {
    await worker?.stop();
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
    await redis?.quit();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts the jobs waiting in its queue on the metrics port it announces', async () => {
    const env = { DATABASE_URL: database!.url, REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: prefix, DATA_DIR: dataDir, SESSION_SECRET: 'ops-metrics-session-secret-'.padEnd(40, 'x'), METRICS_PORT: '0' };
    expect(runMigrations(env).status).toBe(0);
    // a job due in an hour: it stays delayed while the worker runs
    await queue.add('mail', { outboxId: randomUUID() }, { delay: 3_600_000, jobId: randomUUID() });
    worker = await startProcess('worker', env);
    const port = /Metrics on http:\/\/[\d.]+:(\d+)\/metrics/.exec(worker.output())?.[1];
    expect(port).toEqual(expect.stringMatching(/^\d+$/));
    const { status, text } = await scrape(`http://127.0.0.1:${port}`);
    expect(status).toBe(200);
    expect(sample(text, 'mercato_queue_jobs', { queue: 'mail', state: 'delayed' })).toBe(1);
    expect(sample(text, 'mercato_outbox_backlog')).toBe(0);
  });
});
