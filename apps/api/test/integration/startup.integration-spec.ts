import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
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
    [{ APP_ROLE: 'api', DATABASE_URL: 'postgres://u@localhost/db' }, 'REDIS_URL'],
    [{ APP_ROLE: 'scheduler' }, 'APP_ROLE'],
  ])('stops at once on %j with a message naming %s', (env, variable) => {
    const result = start(env);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Invalid configuration: ${variable}`);
    expect(result.stderr).not.toMatch(/\n\s+at /); // a clear message, not a stack trace
  });
});

describe('start-up with a Redis that may evict keys', () => {
  it('refuses to run the job queue, saying why (the API and the worker alike)', async () => {
    const database = await createTestDatabase('startup');
    const redis = new Redis(TEST_REDIS_URL);
    const [, policy] = (await redis.call('CONFIG', 'GET', 'maxmemory-policy')) as string[];
    await redis.call('CONFIG', 'SET', 'maxmemory-policy', 'allkeys-lru');
    try {
      const result = start({ REDIS_URL: TEST_REDIS_URL });
      expect(result.status).toBe(1);
      // the process ends on one plain line saying why (Nest's own error log comes before it)
      const lastLine = result.stderr.trim().split('\n').at(-1)!;
      expect(lastLine).toMatch(/^Redis uses maxmemory-policy "allkeys-lru".*noeviction/);
      const worker = start({ REDIS_URL: TEST_REDIS_URL, DATABASE_URL: database.url, HEALTH_PORT: '0' }, ENTRY.worker);
      expect(worker.status).toBe(1);
      expect(worker.stderr.trim().split('\n').at(-1)).toMatch(/^Redis uses maxmemory-policy "allkeys-lru".*noeviction/);
    } finally {
      await redis.call('CONFIG', 'SET', 'maxmemory-policy', policy ?? 'noeviction');
      await redis.quit();
      await database.drop();
    }
  });
});
