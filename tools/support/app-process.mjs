/**
 * The built app as a child process, for the scripts that measure it (`npm run bench`, `npm run lighthouse`):
 * build it, give it a PostgreSQL database of its own, start it on a free port and stop it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import pg from 'pg';

export const ROOT = resolve(import.meta.dirname, '../..');
const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function buildApp() {
  const result = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', '@mercato/api', '@mercato/web', '--output-style=stream-without-prefixes'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false' },
  });
  if (result.status !== 0) throw new Error('The build failed');
}

/** A fresh database on the PostgreSQL server; `drop` removes it. */
export async function createDatabase(prefix) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: BASE_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  return { url: url.toString(), drop };
}

export function freePort() {
  return new Promise((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
  });
}

/**
 * Starts `apps/api/dist/main.js` and waits until `/api/ready` answers. `redisUrl` puts the
 * sessions and jobs in Redis (under a prefix of this process's own, or `queuePrefix`);
 * `nodeArgs` are extra node flags, e.g. `--cpu-prof`. As in production (docker/compose.yaml,
 * k8s/base): `role: 'api'` with a worker (`startWorker`, same `queuePrefix`) and `smtpUrl`;
 * `dist` runs another build of the API, or `main` another build's entry point (an A/B comparison).
 */
export async function startApp({ databaseUrl, dataDir, seed, cache, redisUrl = '', nodeArgs = [], role = 'all', smtpUrl = '', queuePrefix, dist = 'apps/api/dist', main = `${dist}/main.js` }) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, main], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: queuePrefix ?? `measure-${port}`,
      SMTP_URL: smtpUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: seed ? 'true' : 'false',
      LOG_LEVEL: 'warn',
      CATALOGUE_CACHE_POLL_MS: cache ? '1000' : '0',
      APP_ROLE: role,
    },
  });
  process.on('exit', () => child.kill('SIGKILL'));
  const base = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('The app stopped while starting');
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return { base, pid: child.pid, stop };
    } catch {
      /* not yet listening */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error('The app did not get ready within 60 s');
}

/**
 * The worker (`apps/worker`: `APP_ROLE=worker`, job consumers and the outbox relay, a health
 * port) on the API's build `dist`, sharing `queuePrefix` with the API; waits until `/ready` answers.
 */
export async function startWorker({ databaseUrl, dataDir, redisUrl, queuePrefix, smtpUrl, nodeArgs = [], dist = 'apps/api/dist' }) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, `${dist}/worker.js`], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HEALTH_PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: queuePrefix,
      SMTP_URL: smtpUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  process.on('exit', () => child.kill('SIGKILL'));
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('The worker stopped while starting');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/ready`)).ok) return { pid: child.pid, stop };
    } catch {
      /* not yet listening */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error('The worker did not get ready within 60 s');
}
