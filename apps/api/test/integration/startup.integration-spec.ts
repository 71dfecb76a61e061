import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { API_ROOT } from '../../src/platform/paths.js';
import { TEST_REDIS_URL } from '../support/test-app.js';

/** The built entry point that `npm start` and the container run (`npm test` builds it first). */
const MAIN = join(API_ROOT, 'dist/main.js');

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, [MAIN], {
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
  ])('stops at once on %j with a message naming %s', (env, variable) => {
    const result = start(env);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Invalid configuration: ${variable}`);
    expect(result.stderr).not.toMatch(/\n\s+at /); // a clear message, not a stack trace
  });
});

describe('start-up with a Redis that may evict keys', () => {
  it('refuses to run the job queue, saying why', async () => {
    const redis = new Redis(TEST_REDIS_URL);
    const [, policy] = (await redis.call('CONFIG', 'GET', 'maxmemory-policy')) as string[];
    await redis.call('CONFIG', 'SET', 'maxmemory-policy', 'allkeys-lru');
    try {
      const result = start({ REDIS_URL: TEST_REDIS_URL });
      expect(result.status).toBe(1);
      // the process ends on one plain line saying why (Nest's own error log comes before it)
      const lastLine = result.stderr.trim().split('\n').at(-1)!;
      expect(lastLine).toMatch(/^Redis uses maxmemory-policy "allkeys-lru".*noeviction/);
    } finally {
      await redis.call('CONFIG', 'SET', 'maxmemory-policy', policy ?? 'noeviction');
      await redis.quit();
    }
  });
});
