import type { Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DestinationStream } from 'pino';
import { createTestDatabase, type TestDatabase } from '@mercato/test-support';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { createApp } from '../../src/app.factory.js';
import { loadConfig, type AppConfig } from '../../src/config/app-config.js';
import type { OutboxRelayOptions } from '../../src/mail/application/outbox-relay.service.js';
import { AnsweredCodes } from './answered-codes.js';

export type DatabaseKind = 'postgres' | 'embedded';

export interface TestAppOptions {
  readonly database?: DatabaseKind;
  /** Reuse a database (and data dir) of an earlier instance, as after a restart. */
  readonly reuse?: { database: TestDatabase | null; dataDir: string };
  readonly redis?: boolean;
  /** A prefix, or `default` for the one `loadConfig` derives when QUEUE_PREFIX is unset (random per test otherwise). */
  readonly queuePrefix?: string;
  readonly smtpUrl?: string;
  readonly seedDemo?: boolean;
  readonly relay?: Partial<OutboxRelayOptions>;
  readonly serveWeb?: boolean;
  readonly config?: Partial<AppConfig>;
  readonly extraModules?: ReadonlyArray<Type>;
  /** Where the app's JSON log lines go (default stdout). */
  readonly logDestination?: DestinationStream;
}

export interface TestApp {
  readonly app: NestExpressApplication;
  readonly config: AppConfig;
  readonly database: TestDatabase | null;
  readonly http: TestAgent;
  /** Every answer of the app to an operation of the contract, checked against `openapi.yaml`. */
  readonly answered: AnsweredCodes;
  /**
   * Closes the app; keeps the database and data dir when `keepData`, for a restart. Fails when
   * the app answered anything the contract does not document (a status, or an error code, of
   * an operation), so every integration test also checks the contract.
   */
  close(options?: { keepData?: boolean }): Promise<void>;
}

export const TEST_REDIS_URL = process.env['TEST_REDIS_URL'] || 'redis://127.0.0.1:6379';

/** The whole API on a fresh database (a real PostgreSQL database per call, or an in-memory embedded one). */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const kind = options.database ?? 'postgres';
  const database = options.reuse ? options.reuse.database : kind === 'postgres' ? await createTestDatabase() : null;
  const dataDir = options.reuse?.dataDir ?? mkdtempSync(join(tmpdir(), 'mercato-test-'));
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    production: false,
    databaseUrl: database?.url ?? null,
    embeddedInMemory: database === null && !options.reuse,
    redisUrl: options.redis ? TEST_REDIS_URL : null,
    queuePrefix:
      options.queuePrefix === 'default'
        ? loadConfig({ DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) }).queuePrefix
        : (options.queuePrefix ?? `test-${randomBytes(4).toString('hex')}`),
    smtpUrl: options.smtpUrl ?? null,
    mailFrom: 'noreply@mercato.test',
    feedbackTo: 'staff@mercato.test',
    dataDir,
    admin: null,
    seedDemo: options.seedDemo ?? false,
    sessionSecret: 'test-session-secret-'.padEnd(40, 'x'),
    // Tests change the catalogue by SQL and read it back at once: no cache unless a test asks.
    catalogueCache: false,
    ...options.config,
  };
  const app = await createApp(config, { logger: ['error', 'warn'], serveWeb: options.serveWeb ?? false, mail: { relay: options.relay }, extraModules: options.extraModules, logDestination: options.logDestination });
  await app.init();
  const answered = new AnsweredCodes();
  answered.observe(app.getHttpServer());
  return {
    app,
    config,
    database,
    http: request.agent(app.getHttpServer()),
    answered,
    async close({ keepData = false } = {}) {
      await app.close();
      if (!keepData) {
        await database?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
      const undocumented = answered.violations();
      if (undocumented.length) {
        throw new Error(`The API answered what openapi.yaml does not document (mend OPERATIONS in @mercato/contracts, or the code):\n${undocumented.join('\n')}`);
      }
    },
  };
}
