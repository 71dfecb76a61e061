import { describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './app-config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'config-test-'));

describe('loadConfig', () => {
  it('gives the defaults of DESIGN.md when nothing is set', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      production: false,
      databaseUrl: null,
      redisUrl: null,
      smtpUrl: null,
      mailFrom: 'noreply@localhost',
      feedbackTo: 'noreply@localhost',
      dataDir: dir,
      admin: null,
      seedDemo: true,
    });
    expect(config.sessionSecret).toHaveLength(64);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret);
  });

  it('does not seed demo data into a real database unless asked', () => {
    const env = { DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@localhost/db' };
    expect(loadConfig(env).seedDemo).toBe(false);
    expect(loadConfig({ ...env, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'nobody' }, 'MAIL_FROM'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ ADMIN_EMAIL: 'a@b.ch' }, 'ADMIN_PASSWORD'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' }, 'SESSION_SECRET'],
    [{ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) }, 'SMTP_URL'],
  ])('stops on %j naming %s', (env, variable) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(
      expect.objectContaining({ variable, message: expect.stringContaining(variable) }),
    );
  });
});
