import { meetsPasswordRule, PASSWORD_MIN_LENGTH } from '@mercato/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import { refuseWeakSecrets } from './secret-checks.js';

/**
 * The whole configuration of DESIGN.md's table, read and validated once at start-up.
 * A wrong value stops the start with a message naming the variable.
 */
export interface AppConfig {
  readonly port: number;
  readonly host: string;
  readonly production: boolean;
  /** PostgreSQL URL, or null for the embedded PostgreSQL (PGlite) under `dataDir/db`. */
  readonly databaseUrl: string | null;
  /** Tests only: keep the embedded database in memory instead of under `dataDir/db`. */
  readonly embeddedInMemory?: boolean;
  /** `QUEUE_PREFIX`: the Redis key prefix of the job queues and sessions (default `mercato`), so several installations can share one Redis. */
  readonly queuePrefix?: string;
  readonly redisUrl: string | null;
  /**
   * `TRUST_PROXY`: which proxies may name the client's address in `X-Forwarded-For`, in
   * Express's `trust proxy` syntax (default `loopback`): addresses, subnets, `loopback`,
   * `linklocal`, `uniquelocal`, a hop count or `true`/`false`.
   */
  readonly trustProxy?: TrustProxy;
  /** SMTP URL, or null for the dev outbox (`.eml` files under `dataDir/outbox`). */
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  readonly feedbackTo: string;
  readonly dataDir: string;
  readonly admin: { readonly email: string; readonly password: string } | null;
  readonly seedDemo: boolean;
  readonly sessionSecret: string;
  /**
   * What this process runs (`APP_ROLE`): `all` (HTTP and job consumers, the default and what
   * `npm start` runs), `api` (HTTP only) or `worker` (job consumers and the outbox relay).
   */
  readonly role?: AppRole;
  /** `LOG_LEVEL`: one JSON line per event at this level or above (default `info`). */
  readonly logLevel?: LogLevelName;
  /** `METRICS_PORT`: Prometheus `/metrics` on this separate port (API and worker); unset: no metrics server. */
  readonly metricsPort?: number | null;
  /** `HEALTH_PORT`: the worker's own liveness/readiness port (default 3001). */
  readonly healthPort?: number;
  /** `SHUTDOWN_DELAY_MS`: after SIGTERM, keep serving this long with readiness 503 before closing (default 0). */
  readonly shutdownDelayMs?: number;
  /** `MAIL_LEASE_MS`: how long a worker may hold a mail while sending before another worker takes it over (default 120000). */
  readonly mailLeaseMs?: number;
  /** S3-compatible object storage for files (`S3_*`), or null for local disk under `dataDir/files`. */
  readonly s3?: S3Config | null;
  /**
   * `PUBLIC_URL`: the address people open the shop at (links in mails, e.g. the wholesaler's
   * answer link); default `http://localhost:PORT`.
   */
  readonly publicUrl?: string;
  /** `CATALOGUE_CACHE_POLL_MS`: the catalogue response cache's poll interval for changes made elsewhere, or false (0) to turn the cache off (default 1 s). */
  readonly catalogueCache?: { readonly pollMs: number } | false;
}

export type AppRole = 'all' | 'api' | 'worker';
export type TrustProxy = boolean | number | string;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];

export interface S3Config {
  /** Endpoint URL (MinIO, Ceph, ...); null for AWS S3 itself. */
  readonly endpoint: string | null;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** Path-style addressing (`host/bucket/key`), needed by MinIO and most S3-compatible servers. */
  readonly forcePathStyle: boolean;
}

export class ConfigError extends Error {
  constructor(readonly variable: string, reason: string) {
    super(`Invalid configuration: ${variable} ${reason}`);
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

const EMAIL = /^[^\s@]+@[^\s@]+$/;

function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

function readPort(env: Env): number {
  const raw = value(env, 'PORT');
  if (raw === undefined) return 3000;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 0 || port > 65535) {
    throw new ConfigError('PORT', `must be a whole number from 0 to 65535 (got "${raw}")`);
  }
  return port;
}

/** An IP address or a host name (letters, digits, hyphens; the last label not all digits). */
function readHost(env: Env): string {
  const raw = value(env, 'HOST');
  if (raw === undefined) return '127.0.0.1';
  const label = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
  const hostName = new RegExp(`^(?:${label}\\.)*${label}$`);
  if (isIP(raw) === 0 && !(hostName.test(raw) && raw.length <= 253 && !/^\d+$/.test(raw.split('.').pop() ?? ''))) {
    throw new ConfigError('HOST', `must be an IP address or a host name, e.g. 127.0.0.1 or 0.0.0.0 (got "${raw}")`);
  }
  return raw;
}

function readUrl(env: Env, name: string, protocols: readonly string[]): string | null {
  const raw = value(env, name);
  if (raw === undefined) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be a URL (${protocols.join(' or ')})`);
  }
  if (!protocols.includes(url.protocol.replace(/:$/, ''))) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`);
  }
  return raw;
}

function readEmail(env: Env, name: string, fallback: string): string {
  const raw = value(env, name) ?? fallback;
  if (!EMAIL.test(raw)) throw new ConfigError(name, `must be an e-mail address (got "${raw}")`);
  return raw;
}

function readBoolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = value(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(name, `must be true or false (got "${raw}")`);
}

function readAdmin(env: Env): AppConfig['admin'] {
  const email = value(env, 'ADMIN_EMAIL');
  const password = env['ADMIN_PASSWORD'];
  if (email === undefined && !password) return null;
  if (email === undefined) throw new ConfigError('ADMIN_EMAIL', 'must be set when ADMIN_PASSWORD is set');
  if (!password) throw new ConfigError('ADMIN_PASSWORD', 'must be set when ADMIN_EMAIL is set');
  if (!EMAIL.test(email)) throw new ConfigError('ADMIN_EMAIL', `must be an e-mail address (got "${email}")`);
  if (!meetsPasswordRule(password)) {
    throw new ConfigError('ADMIN_PASSWORD', `must follow the password rule (at least ${PASSWORD_MIN_LENGTH} characters, one uppercase letter, one character that is neither letter nor digit)`);
  }
  return { email: email.toLowerCase(), password };
}

/** A random secret kept in DATA_DIR, so sessions survive a restart in development. */
function developmentSessionSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function readChoice<T extends string>(env: Env, name: string, choices: readonly T[], fallback: T): T {
  const raw = value(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (!(choices as readonly string[]).includes(raw)) throw new ConfigError(name, `must be one of ${choices.join(', ')} (got "${raw}")`);
  return raw as T;
}

function readWhole(env: Env, name: string, fallback: number, max: number): number {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > max) throw new ConfigError(name, `must be a whole number from 0 to ${max} (got "${raw}")`);
  return Number(raw);
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** A subnet `address/prefix` (IPv4 or IPv6) or a single address. */
function isAddressOrSubnet(token: string): boolean {
  const [address, prefix, extra] = token.split('/');
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (isIP(prefix) === 4 && family === 4) return true; // a netmask, e.g. 10.0.0.0/255.0.0.0
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** `TRUST_PROXY` in Express's syntax; default `loopback` (only a proxy on the same machine). */
function readTrustProxy(env: Env): TrustProxy {
  const raw = value(env, 'TRUST_PROXY') ?? 'loopback';
  if (raw === 'true' || raw === 'false') return raw === 'true';
  if (/^\d{1,2}$/.test(raw)) return Number(raw);
  const tokens = raw.split(',').map((token) => token.trim()).filter(Boolean);
  const wrong = tokens.find((token) => !PROXY_NAMES.has(token) && !isAddressOrSubnet(token));
  if (!tokens.length || wrong !== undefined) {
    throw new ConfigError('TRUST_PROXY', `must be addresses or subnets, loopback, linklocal, uniquelocal, a hop count, true or false, separated by commas (got "${wrong ?? raw}")`);
  }
  return tokens.join(', ');
}

/**
 * The default names the database (DESIGN.md): two installations on one Redis, each with its
 * own database, never take each other's jobs, sessions or counters. The embedded database is
 * named after its data directory.
 */
function defaultQueuePrefix(databaseUrl: string | null, dataDir: string): string {
  const name = databaseUrl
    ? `${new URL(databaseUrl).hostname}-${decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || 'postgres'}`
    : `embedded-${createHash('sha256').update(dataDir).digest('hex').slice(0, 8)}`;
  const safe = name.replace(/[^\w.-]/g, '_');
  const prefix = `mercato-${safe}`;
  return prefix.length <= 40 ? prefix : `mercato-${safe.slice(0, 22)}-${createHash('sha256').update(name).digest('hex').slice(0, 8)}`;
}

function readQueuePrefix(env: Env, databaseUrl: string | null, dataDir: string): string {
  const raw = value(env, 'QUEUE_PREFIX') ?? defaultQueuePrefix(databaseUrl, dataDir);
  if (!/^[A-Za-z0-9][\w.-]{0,39}$/.test(raw)) throw new ConfigError('QUEUE_PREFIX', `must be letters, digits, ".", "_" or "-" (got "${raw}")`);
  return raw;
}

function readS3(env: Env): S3Config | null {
  const bucket = value(env, 'S3_BUCKET');
  const endpoint = readUrl(env, 'S3_URL', ['http', 'https']);
  const accessKeyId = value(env, 'S3_ACCESS_KEY');
  const secretAccessKey = value(env, 'S3_SECRET_KEY');
  if (bucket === undefined) {
    for (const name of ['S3_URL', 'S3_ACCESS_KEY', 'S3_SECRET_KEY']) {
      if (value(env, name) !== undefined) throw new ConfigError('S3_BUCKET', `must be set when ${name} is set`);
    }
    return null;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new ConfigError('S3_BUCKET', `must be a valid bucket name (got "${bucket}")`);
  if (!accessKeyId) throw new ConfigError('S3_ACCESS_KEY', 'must be set when S3_BUCKET is set');
  if (!secretAccessKey) throw new ConfigError('S3_SECRET_KEY', 'must be set when S3_BUCKET is set');
  return {
    endpoint,
    bucket,
    region: value(env, 'S3_REGION') ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: readBoolean(env, 'S3_FORCE_PATH_STYLE', endpoint !== null),
  };
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const nodeEnv = value(env, 'NODE_ENV') ?? 'development';
  const production = nodeEnv === 'production';
  const rawDataDir = value(env, 'DATA_DIR') ?? '.data';
  const dataDir = isAbsolute(rawDataDir) ? rawDataDir : resolve(cwd, rawDataDir);
  const databaseUrl = readUrl(env, 'DATABASE_URL', ['postgres', 'postgresql']);
  const mailFrom = readEmail(env, 'MAIL_FROM', 'noreply@localhost');
  const host = readHost(env);
  const port = readPort(env);

  const givenSecret = value(env, 'SESSION_SECRET');
  if (givenSecret !== undefined && givenSecret.length < 32) {
    throw new ConfigError('SESSION_SECRET', 'must be at least 32 characters long');
  }
  if (givenSecret === undefined && production) throw new ConfigError('SESSION_SECRET', 'is required when NODE_ENV=production');

  const smtpUrl = readUrl(env, 'SMTP_URL', ['smtp', 'smtps']);
  if (production && !smtpUrl) throw new ConfigError('SMTP_URL', 'is required when NODE_ENV=production (the dev outbox is never used in production)');

  const redisUrl = readUrl(env, 'REDIS_URL', ['redis', 'rediss']);
  const role = readChoice<AppRole>(env, 'APP_ROLE', ['all', 'api', 'worker'], 'all');
  // Split processes share their jobs through Redis and their data through PostgreSQL: an
  // in-process queue or an embedded database cannot be seen by the other process.
  if (role !== 'all' && !redisUrl) throw new ConfigError('REDIS_URL', `is required when APP_ROLE=${role} (the API and the worker share jobs through Redis)`);
  if (role !== 'all' && !databaseUrl) throw new ConfigError('DATABASE_URL', `is required when APP_ROLE=${role} (the embedded database serves one process only)`);

  const validated = {
    port,
    host,
    production,
    databaseUrl,
    redisUrl,
    smtpUrl,
    mailFrom,
    feedbackTo: readEmail(env, 'FEEDBACK_TO', mailFrom),
    dataDir,
    admin: readAdmin(env),
    seedDemo: readBoolean(env, 'SEED_DEMO', databaseUrl === null),
    role,
    logLevel: readChoice(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    healthPort: readWhole(env, 'HEALTH_PORT', 3001, 65535),
    metricsPort: value(env, 'METRICS_PORT') === undefined ? null : readWhole(env, 'METRICS_PORT', 0, 65535),
    shutdownDelayMs: readWhole(env, 'SHUTDOWN_DELAY_MS', 0, 60_000),
    queuePrefix: readQueuePrefix(env, databaseUrl, dataDir),
    trustProxy: readTrustProxy(env),
    mailLeaseMs: Math.max(1000, readWhole(env, 'MAIL_LEASE_MS', 120_000, 3_600_000)),
    s3: readS3(env),
    catalogueCache: readCatalogueCache(env),
    publicUrl: readUrl(env, 'PUBLIC_URL', ['http', 'https'])?.replace(/\/+$/, '') ?? `http://localhost:${port}`,
  };
  refuseWeakSecrets(env, production);
  // Last, once everything else is valid: a refused start writes nothing into DATA_DIR.
  return { ...validated, sessionSecret: givenSecret ?? developmentSessionSecret(dataDir) };
}

/** `CATALOGUE_CACHE_POLL_MS`: how often each process looks for catalogue changes made elsewhere (default 1000); 0 turns the cache off. */
function readCatalogueCache(env: Env): { pollMs: number } | false {
  const pollMs = readWhole(env, 'CATALOGUE_CACHE_POLL_MS', 1_000, 60_000);
  return pollMs === 0 ? false : { pollMs };
}
