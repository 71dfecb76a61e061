import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

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
  /** Tests only: a Redis key prefix of their own for the job queues (default `mercato`). */
  readonly queuePrefix?: string;
  readonly redisUrl: string | null;
  /** SMTP URL, or null for the dev outbox (`.eml` files under `dataDir/outbox`). */
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  readonly feedbackTo: string;
  readonly dataDir: string;
  readonly admin: { readonly email: string; readonly password: string } | null;
  readonly seedDemo: boolean;
  readonly sessionSecret: string;
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

export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const nodeEnv = value(env, 'NODE_ENV') ?? 'development';
  const production = nodeEnv === 'production';
  const rawDataDir = value(env, 'DATA_DIR') ?? '.data';
  const dataDir = isAbsolute(rawDataDir) ? rawDataDir : resolve(cwd, rawDataDir);
  const databaseUrl = readUrl(env, 'DATABASE_URL', ['postgres', 'postgresql']);
  const mailFrom = readEmail(env, 'MAIL_FROM', 'noreply@localhost');
  const host = value(env, 'HOST') ?? '127.0.0.1';

  let sessionSecret = value(env, 'SESSION_SECRET');
  if (sessionSecret !== undefined && sessionSecret.length < 32) {
    throw new ConfigError('SESSION_SECRET', 'must be at least 32 characters long');
  }
  if (sessionSecret === undefined) {
    if (production) throw new ConfigError('SESSION_SECRET', 'is required when NODE_ENV=production');
    sessionSecret = developmentSessionSecret(dataDir);
  }

  const smtpUrl = readUrl(env, 'SMTP_URL', ['smtp', 'smtps']);
  if (production && !smtpUrl) throw new ConfigError('SMTP_URL', 'is required when NODE_ENV=production (the dev outbox is never used in production)');

  return {
    port: readPort(env),
    host,
    production,
    databaseUrl,
    redisUrl: readUrl(env, 'REDIS_URL', ['redis', 'rediss']),
    smtpUrl,
    mailFrom,
    feedbackTo: readEmail(env, 'FEEDBACK_TO', mailFrom),
    dataDir,
    admin: readAdmin(env),
    seedDemo: readBoolean(env, 'SEED_DEMO', databaseUrl === null),
    sessionSecret,
  };
}
