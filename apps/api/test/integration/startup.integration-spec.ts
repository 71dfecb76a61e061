import { describe, expect, it } from '@jest/globals';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { API_ROOT } from '../../src/platform/paths.js';
import { createTestDatabase } from '@mercato/test-support';
import { ENTRY } from '../support/processes.js';
import { TEST_REDIS_URL } from '../support/test-app.js';

/** The built entry point that `npm start` and the container run (`npm test` builds it first). */
const MAIN = join(API_ROOT, 'dist/main.js');

function start(env: Record<string, string>, entry = MAIN) {
  return spawnSync(process.execPath, [entry], {
    env: { PATH: process.env['PATH'] ?? '', DATA_DIR: mkdtempSync(join(tmpdir(), 'startup-')), ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('start-up with a wrong configuration', () => {
  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://root@localhost/shop' }, 'DATABASE_URL'],
    [{ REDIS_URL: '127.0.0.1:6379' }, 'REDIS_URL'],
    [{ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' }, 'SESSION_SECRET'],
    // DESIGN.md: a placeholder or common secret in production (the old compose defaults)
    [{ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25', SESSION_SECRET: 'dev-only-session-secret-change-me-0123456789' }, 'SESSION_SECRET'],
    [{ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25', SESSION_SECRET: '9f1c2e7a4b6d8e0f3a5c7e9b1d3f5a7c', ADMIN_EMAIL: 'a@b.ch', ADMIN_PASSWORD: 'Mercato#Admin2026' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'a@b.ch', ADMIN_PASSWORD: 'REPLACE-ME' }, 'ADMIN_PASSWORD'],
    [{ APP_ROLE: 'api', DATABASE_URL: 'postgres://u@localhost/db' }, 'REDIS_URL'],
    [{ APP_ROLE: 'scheduler' }, 'APP_ROLE'],
    [{ HOST: '999.1.1.1' }, 'HOST'],
  ])('stops at once on %j with a message naming %s', (env, variable) => {
    const result = start(env);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Invalid configuration: ${variable}`);
    expect(result.stderr).not.toMatch(/\n\s+at /); // a clear message, not a stack trace
  });
});

describe('start-up where the machine says no', () => {
  /** The plain line the process ends on (Nest's own error log may come before it). */
  const lastLine = (result: ReturnType<typeof start>) => result.stderr.trim().split('\n').at(-1) ?? '';

  it('names PORT when another program listens there', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = taken.address() as AddressInfo;
      const result = start({ PORT: String(port) });
      expect(result.status).toBe(1);
      expect(lastLine(result)).toBe(`PORT ${port} on 127.0.0.1 is already in use by another program: stop it, or set PORT to a free port.`);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it('names HOST when it is not an address of this machine', () => {
    const result = start({ HOST: '192.0.2.1', PORT: '0' });
    expect(result.status).toBe(1);
    expect(lastLine(result)).toMatch(/^HOST 192\.0\.2\.1 is not an address of this machine/);
  });

  it('names DATABASE_URL, without its password, when the database cannot be used', async () => {
    const database = await createTestDatabase('startup');
    const missing = new URL(database.url);
    missing.pathname = '/no_such_database_test';
    missing.password = 'secret-pw';
    await database.drop();
    const result = start({ DATABASE_URL: missing.toString(), PORT: '0' });
    expect(result.status).toBe(1);
    expect(lastLine(result)).toMatch(/^Cannot connect to the database of DATABASE_URL \(postgres:\/\/.*no_such_database_test\): database "no_such_database_test" does not exist/);
    expect(result.stderr + result.stdout).not.toContain('secret-pw');
  });
});

/**
 * A Redis of this test's own that evicts keys, when this machine has redis-server; otherwise the
 * shared one, switched to eviction for the moment of the test (other test files running at the
 * same time then meet it too, so the private one is preferred).
 */
async function evictingRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const binary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((path) => existsSync(path));
  if (binary) {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const dir = mkdtempSync(join(tmpdir(), 'evicting-redis-'));
    const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--maxmemory-policy', 'allkeys-lru'], { stdio: 'ignore' });
    const url = `redis://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i++) {
      const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      const up = await probe.connect().then(() => true, () => false);
      probe.disconnect();
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return {
      url,
      stop: async () => {
        child.kill('SIGTERM');
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const shared = new Redis(TEST_REDIS_URL);
  const [, policy] = (await shared.call('CONFIG', 'GET', 'maxmemory-policy')) as string[];
  await shared.call('CONFIG', 'SET', 'maxmemory-policy', 'allkeys-lru');
  return {
    url: TEST_REDIS_URL,
    stop: async () => {
      await shared.call('CONFIG', 'SET', 'maxmemory-policy', policy ?? 'noeviction');
      await shared.quit();
    },
  };
}

describe('start-up with a Redis that may evict keys', () => {
  it('refuses to run the job queue, saying why (the API and the worker alike)', async () => {
    const database = await createTestDatabase('startup');
    const redis = await evictingRedis();
    try {
      const result = start({ REDIS_URL: redis.url });
      expect(result.status).toBe(1);
      // the process ends on one plain line saying why (Nest's own error log comes before it)
      const lastLine = result.stderr.trim().split('\n').at(-1)!;
      expect(lastLine).toMatch(/^Redis uses maxmemory-policy "allkeys-lru".*noeviction/);
      const worker = start({ REDIS_URL: redis.url, DATABASE_URL: database.url, HEALTH_PORT: '0' }, ENTRY.worker);
      expect(worker.status).toBe(1);
      expect(worker.stderr.trim().split('\n').at(-1)).toMatch(/^Redis uses maxmemory-policy "allkeys-lru".*noeviction/);
    } finally {
      await redis.stop();
      await database.drop();
    }
  });
});
