import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
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

/**
 * DESIGN.md "No mail is ever lost": the built app (the container's entry point) is SIGKILLed
 * after a use case committed its mail to the outbox and before the mail reached the SMTP
 * server, then started again on the same database (and Redis). Exactly one mail must arrive.
 * The SMTP server sits behind a TCP proxy that is cut during the first life, so the mail can
 * be committed but not delivered; the shared test servers are never stopped.
 */

const SECRET = 'ops-crash-session-secret-'.padEnd(40, 'x');

interface OutboxState {
  status: string;
  attempts: number;
  enqueued: boolean;
  last_error: string | null;
}

const QUEUES = [
  ['in-process jobs (no REDIS_URL)', false],
  ['BullMQ on Redis', true],
] as const;

/** When the process dies: right after the commit, or after a failed try whose retry waits. */
const MOMENTS = [
  ['as soon as the mail is committed', 'committed'],
  ['after a failed try, its retry waiting', 'failed-try'],
] as const;

describe('the app SIGKILLed between the commit of a mail and its delivery', () => {
  let database: TestDatabase;
  let smtp: SmtpCatcher;
  let proxy: TcpProxy & { proxiedUrl: string };
  let sql: pg.Pool;
  const dataDir = mkdtempSync(join(tmpdir(), 'ops-crash-'));
  const running = new Set<RunningProcess>();
  const cleanups: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    database = await createTestDatabase('ops_crash');
    expect(runMigrations({ DATABASE_URL: database.url, SESSION_SECRET: SECRET, DATA_DIR: dataDir }).status).toBe(0);
    smtp = await SmtpCatcher.start();
    proxy = await TcpProxy.forUrl(smtp.url, 25);
    sql = new pg.Pool({ connectionString: database.url, max: 2 });
  });
  afterEach(async () => {
    for (const instance of running) await instance.stop(5000);
    running.clear();
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });
  afterAll(async () => {
    await sql?.end();
    await proxy?.stop();
    await smtp?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const outbox = async (email: string) =>
    (
      await sql.query<OutboxState>(
        'SELECT status, attempts, enqueued_at IS NOT NULL AS enqueued, last_error FROM mail_outbox WHERE recipient = $1',
        [email],
      )
    ).rows;

  const start = async (env: Record<string, string>) => {
    const instance = await startProcess('api', env);
    running.add(instance);
    return instance;
  };

  describe.each(QUEUES)('with %s', (_label, redis) => {
    it.each(MOMENTS)('killed %s: after the restart exactly one mail arrives, its code verifies the account, its row is sent', async (_moment, moment) => {
      const prefix = `test-crash-${randomBytes(4).toString('hex')}`;
      const env: Record<string, string> = {
        DATABASE_URL: database.url,
        SMTP_URL: proxy.proxiedUrl,
        DATA_DIR: dataDir,
        SESSION_SECRET: SECRET,
        // A process killed while it held the row (claimed, SMTP dialogue under way) keeps it
        // leased this long (default 2 min); the BullMQ job lock follows it.
        MAIL_LEASE_MS: '3000',
        ...(redis ? { REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: prefix } : {}),
      };
      let queue: Queue | undefined;
      if (redis) {
        const connection = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
        queue = new Queue('mail', { connection: connection as never, prefix });
        cleanups.push(async () => {
          await queue!.close();
          // The queue and the rate-limit counters of both lives (they live under the prefix too).
          const keys = await connection.keys(`${prefix}:*`);
          if (keys.length) await connection.del(...keys);
          await connection.quit();
        });
      }

      // First life: the SMTP server unreachable, so the mail stays between commit and delivery.
      proxy.cut();
      const first = await start(env);
      const user = registration();
      await request(first.url).post('/api/register.php').send(user).expect(200);
      await eventually(
        async () => {
          const [row] = await outbox(user.email);
          return moment === 'committed' ? row : row?.status === 'pending' && row.last_error !== null && row.attempts >= 1;
        },
        `the outbox row (${moment})`,
        10_000,
      );
      first.child.kill('SIGKILL');
      expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
      running.delete(first);
      const [atCrash] = await outbox(user.email);
      expect(atCrash?.status).toMatch(/^(pending|sending)$/);
      expect(smtp.mailsTo(user.email)).toHaveLength(0);
      if (queue) {
        // Deliberately left in Redis: the dead process's job (waiting, active with a lock, or delayed for its retry).
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed');
        expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
      }

      // Second life: same database (and Redis), the SMTP server back.
      proxy.restore();
      const second = await start(env);
      const code = await smtp.codeFor(user.email, 20_000).catch((error: Error) => {
        throw new Error(`${error.message}\nrow at the crash: ${JSON.stringify(atCrash)}\nfirst life:\n${first.output()}\nsecond life:\n${second.output()}`);
      });
      expect(code).toMatch(/^\d{6}$/);
      await eventually(async () => (await outbox(user.email))[0]?.status === 'sent', 'the row marked sent', 10_000);
      if (queue) {
        await eventually(
          async () => Object.values(await queue.getJobCounts('waiting', 'active', 'delayed')).every((n) => n === 0),
          'an empty queue',
          10_000,
        );
      }
      // Longer than the first retry's backoff (2 s): a second copy would have come by now.
      await sleep(2500);
      const mails = smtp.mailsTo(user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(code);
      const rows = await outbox(user.email);
      expect(rows).toEqual([expect.objectContaining({ status: 'sent', last_error: null })]);

      const verified = await request(second.url).post('/api/verify_code.php').send({ email: user.email, code }).expect(200);
      expect(verified.body).toEqual({ success: true, message: 'registration_verified' });
    }, 30_000);
  });
});
