import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMigrations } from '../support/processes.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The testcontainers path, exercised wherever a Docker engine answers (GitHub's runners):
 * this file always starts its own PostgreSQL container, whatever TEST_DATABASE_URL says,
 * migrates it with the containers' migrate script and runs the API on it. Without an engine
 * (these development machines) its test is skipped, and the file says why.
 */
const IMAGE = 'postgres:16-alpine';

async function dockerEngine(): Promise<{ available: true } | { available: false; reason: string }> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    const client = await getContainerRuntimeClient();
    return client.info.containerRuntime.host ? { available: true } : { available: false, reason: 'the engine reports no host' };
  } catch (error) {
    return { available: false, reason: (error as Error).message.split('\n')[0] ?? 'unknown' };
  }
}

const engine = await dockerEngine();
if (!engine.available) console.warn(`[testcontainers] skipped: no Docker engine answers here (${engine.reason}). CI with Docker runs it.`);

describe(`PostgreSQL in a container of its own (testcontainers, ${IMAGE})`, () => {
  let stop: (() => Promise<unknown>) | undefined;
  let app: TestApp | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'testcontainers-'));

  afterAll(async () => {
    await app?.close({ keepData: true });
    await stop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** What the containers do with a fresh database: the migrate script, then the API on it. */
  async function migrateAndServe(url: string): Promise<void> {
    const migrated = runMigrations({ DATABASE_URL: url, DATA_DIR: dataDir, SESSION_SECRET: 'testcontainers-session-secret-'.padEnd(40, 'x') });
    expect(migrated.stdout).toContain('Database schema up to date');
    expect(migrated.status).toBe(0);
    app = await startTestApp({ reuse: { database: null, dataDir }, config: { databaseUrl: url, embeddedInMemory: false, seedDemo: true } });
    const ready = await app.http.get('/api/ready').expect(200);
    expect(ready.body).toMatchObject({ status: 'ready', checks: expect.objectContaining({ database: 'up', migrations: 'up' }) });
    const categories = await app.http.get('/api/category/get_all_categories.php').expect(200);
    expect(JSON.stringify(categories.body)).toMatch(/[a-z]/);
  }

  it('says whether it runs, and why not when it does not', () => {
    if (engine.available) expect(engine).toEqual({ available: true });
    else expect(engine.reason).toEqual(expect.stringMatching(/\S/));
  });

  (engine.available ? it : it.skip)('migrates a fresh container with the migrate script and serves the API from it', async () => {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer(IMAGE).withDatabase('mercato_test').start();
    stop = () => container.stop();
    await migrateAndServe(container.getConnectionUri());
  });
});
