import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import pg from 'pg';
import type TestAgent from 'supertest/lib/agent.js';
import { DataSource } from 'typeorm';
import { DatabaseEndpoint } from '../../src/platform/database/database-endpoint.js';
import { adminAgent, adminConfig } from '../support/admin.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Runs `tasks` with at most `width` of them at a time. */
async function pooled<T>(tasks: Array<() => Promise<T>>, width: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]!();
      }
    }),
  );
  return results;
}

/** Log lines of the app, to look for protocol errors of an interleaved session. */
function capturedLog(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}

const INTERLEAVING = /bind message supplies|portal "[^"]*" does not exist|prepared statement "[^"]*" does not exist|Query read timeout/;

describe('embedded database (PGlite) under concurrent requests', () => {
  let t: TestApp;
  const log = capturedLog();

  beforeAll(async () => {
    t = await startTestApp({ database: 'embedded', config: adminConfig, logDestination: log.stream });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 8 concurrent admin clients (one write per two reads) as PostgreSQL would', async () => {
    const admins: TestAgent[] = [];
    for (let i = 0; i < 8; i++) admins.push(await adminAgent(t));
    const tasks = Array.from({ length: 300 }, (_, i) => async () => {
      const admin = admins[i % admins.length]!;
      const res =
        i % 3 === 2
          ? await admin.post('/api/v1/admin/categories').send({ slug: `conc-${i}`, name_fr: 'Cat', name_de: 'Kat', name_it: 'Cat' })
          : await admin.get('/api/v1/admin/categories?limit=5');
      return res.status;
    });
    const statuses = await pooled(tasks, 8);
    const counts: Record<number, number> = {};
    for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
    expect(counts).toEqual({ 200: 200, 201: 100 });
    const [{ n }] = (await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM category WHERE slug LIKE 'conc-%'`)) as [{ n: number }];
    expect(n).toBe(100);
    expect(log.lines.filter((line) => INTERLEAVING.test(line))).toEqual([]);
  });

  it('never lets one connection\'s extended-protocol messages interleave with another\'s', async () => {
    const ds = t.app.get(DataSource);
    // Different parameter counts make a Bind that reaches another connection's Parse fail loudly.
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        i % 2
          ? ds.query('SELECT $1::int AS a', [i]).then((rows: Array<{ a: number }>) => rows[0]!.a)
          : ds.query('SELECT $1::int + $2::int AS a', [i, 0]).then((rows: Array<{ a: number }>) => rows[0]!.a),
      ),
    );
    expect(results).toEqual(Array.from({ length: 200 }, (_, i) => i));
  });

  it('keeps a transaction whole: a rolled-back row is never committed by a concurrent statement', async () => {
    const ds = t.app.get(DataSource);
    await ds.query('CREATE TABLE IF NOT EXISTS conc_probe (n int)');
    await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        if (i % 2) {
          await ds.query('INSERT INTO conc_probe (n) VALUES ($1)', [i]);
          return;
        }
        await ds
          .transaction(async (manager) => {
            await manager.query('INSERT INTO conc_probe (n) VALUES ($1)', [-i - 1]);
            await new Promise((resolve) => setTimeout(resolve, 5));
            throw new Error('roll back');
          })
          .catch(() => undefined);
      }),
    );
    const rows = (await ds.query('SELECT n FROM conc_probe WHERE n < 0')) as unknown[];
    expect(rows).toEqual([]);
    const [{ n }] = (await ds.query('SELECT count(*)::int AS n FROM conc_probe WHERE n > 0')) as [{ n: number }];
    expect(n).toBe(20);
  });

  it('rolls back what a connection that vanished mid-transaction left open, and serves the others on', async () => {
    const ds = t.app.get(DataSource);
    await ds.query('CREATE TABLE IF NOT EXISTS vanish_probe (n int)');
    const client = new pg.Client({ connectionString: t.app.get(DatabaseEndpoint).url });
    client.on('error', () => undefined);
    await client.connect();
    await client.query('BEGIN');
    await client.query('INSERT INTO vanish_probe (n) VALUES ($1)', [1]);
    // Others wait while the transaction is open; the socket then dies without COMMIT or ROLLBACK.
    const waiting = ds.query('SELECT count(*)::int AS n FROM vanish_probe') as Promise<Array<{ n: number }>>;
    (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    expect((await waiting)[0]!.n).toBe(0);
    expect(await ds.query('SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
  });
});
