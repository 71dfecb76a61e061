import { describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync } from 'node:fs';
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
    [{ HOST: '999.1.1.1' }, 'HOST'],
    [{ HOST: 'my host' }, 'HOST'],
    [{ HOST: 'http://localhost' }, 'HOST'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'nobody' }, 'MAIL_FROM'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ ADMIN_EMAIL: 'a@b.ch' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'a@b.ch', ADMIN_PASSWORD: 'weakpass' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_PASSWORD: 'Strong#Pass1' }, 'ADMIN_EMAIL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' }, 'SESSION_SECRET'],
    [{ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) }, 'SMTP_URL'],
  ])('stops on %j naming %s', (env, variable) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(
      expect.objectContaining({ variable, message: expect.stringContaining(variable) }),
    );
  });
});

describe('loadConfig: HOST and DATA_DIR', () => {
  it.each(['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost', 'api.internal', 'mercato-api-0.mercato'])('listens on HOST=%s', (host) => {
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: host }).host).toBe(host);
  });

  it('writes nothing into DATA_DIR when it refuses to start', () => {
    const dir = join(dataDir(), 'not-yet');
    expect(() => loadConfig({ DATA_DIR: dir, SEED_DEMO: 'maybe' })).toThrow(expect.objectContaining({ variable: 'SEED_DEMO' }));
    expect(existsSync(dir)).toBe(false);
  });
});

describe('loadConfig: operations settings', () => {
  const base = () => ({ DATA_DIR: dataDir() });
  const split = { DATABASE_URL: 'postgres://u@db/shop', REDIS_URL: 'redis://redis:6379' };

  it('runs everything in one process by default, with local files and info logs', () => {
    expect(loadConfig(base())).toMatchObject({ role: 'all', logLevel: 'info', healthPort: 3001, shutdownDelayMs: 0, s3: null, mailLeaseMs: 120_000 });
  });

  it('names the database in the default QUEUE_PREFIX, so installations sharing a Redis stay apart', () => {
    expect(loadConfig({ ...base(), DATABASE_URL: 'postgres://u:p@db:5432/shop_a' }).queuePrefix).toBe('mercato-db-shop_a');
    expect(loadConfig({ ...base(), DATABASE_URL: 'postgres://u:p@db:5432/shop_b' }).queuePrefix).toBe('mercato-db-shop_b');
    expect(loadConfig({ ...base(), DATABASE_URL: 'postgres://u@other-host/shop_a' }).queuePrefix).toBe('mercato-other-host-shop_a');
    const long = loadConfig({ ...base(), DATABASE_URL: `postgres://u@db/${'x'.repeat(80)}` }).queuePrefix!;
    expect(long).toMatch(/^[A-Za-z0-9][\w.-]{0,39}$/);
    const embedded = [loadConfig(base()).queuePrefix, loadConfig(base()).queuePrefix];
    expect(embedded[0]).toMatch(/^mercato-embedded-[0-9a-f]{8}$/);
    expect(embedded[0]).not.toBe(embedded[1]);
    expect(loadConfig({ ...base(), QUEUE_PREFIX: 'shop', DATABASE_URL: 'postgres://u@db/a' }).queuePrefix).toBe('shop');
  });

  it('trusts only a proxy on this machine unless TRUST_PROXY names others, in Express syntax', () => {
    expect(loadConfig(base()).trustProxy).toBe('loopback');
    expect(loadConfig({ ...base(), TRUST_PROXY: '10.42.0.0/16 , loopback' }).trustProxy).toBe('10.42.0.0/16, loopback');
    expect(loadConfig({ ...base(), TRUST_PROXY: 'fd00::/8,172.18.0.3' }).trustProxy).toBe('fd00::/8, 172.18.0.3');
    expect(loadConfig({ ...base(), TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base(), TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('splits API and worker only on a shared database and Redis', () => {
    expect(loadConfig({ ...base(), ...split, APP_ROLE: 'api' }).role).toBe('api');
    expect(loadConfig({ ...base(), ...split, APP_ROLE: 'Worker' }).role).toBe('worker');
    expect(() => loadConfig({ ...base(), DATABASE_URL: split.DATABASE_URL, APP_ROLE: 'api' })).toThrow(expect.objectContaining({ variable: 'REDIS_URL' }));
    expect(() => loadConfig({ ...base(), REDIS_URL: split.REDIS_URL, APP_ROLE: 'worker' })).toThrow(expect.objectContaining({ variable: 'DATABASE_URL' }));
  });

  it('reads the S3 settings, path-style for a custom endpoint', () => {
    const s3 = loadConfig({ ...base(), S3_URL: 'http://minio:9000', S3_BUCKET: 'files', S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's' }).s3;
    expect(s3).toEqual({ endpoint: 'http://minio:9000', bucket: 'files', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: true });
    const aws = loadConfig({ ...base(), S3_BUCKET: 'mercato-files', S3_REGION: 'eu-central-2', S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's' }).s3;
    expect(aws).toMatchObject({ endpoint: null, region: 'eu-central-2', forcePathStyle: false });
  });

  it.each([
    [{ APP_ROLE: 'cron' }, 'APP_ROLE'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ HEALTH_PORT: '-1' }, 'HEALTH_PORT'],
    [{ SHUTDOWN_DELAY_MS: 'soon' }, 'SHUTDOWN_DELAY_MS'],
    [{ QUEUE_PREFIX: 'a b' }, 'QUEUE_PREFIX'],
    [{ TRUST_PROXY: 'everyone' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ MAIL_LEASE_MS: 'long' }, 'MAIL_LEASE_MS'],
    [{ S3_URL: 'http://minio:9000' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'files', S3_SECRET_KEY: 's' }, 'S3_ACCESS_KEY'],
    [{ S3_BUCKET: 'files', S3_ACCESS_KEY: 'k' }, 'S3_SECRET_KEY'],
    [{ S3_BUCKET: 'Not A Bucket', S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'files', S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's', S3_URL: 'ftp://x' }, 'S3_URL'],
  ])('stops on %j naming %s', (env, variable) => {
    expect(() => loadConfig({ ...base(), ...env })).toThrow(expect.objectContaining({ variable, message: expect.stringContaining(variable) }));
  });
});
