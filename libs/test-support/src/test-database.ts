import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  readonly url: string;
  readonly name: string;
  drop(): Promise<void>;
}

/** The PostgreSQL server the tests use: TEST_DATABASE_URL (set by the global setup when testcontainers started one). */
export function testServerUrl(): string {
  return process.env['TEST_DATABASE_URL'] || DEFAULT_TEST_DATABASE_URL;
}

/**
 * A fresh, empty database for one test file on the test server; dropped afterwards. Refuses
 * any database whose name lacks "test", so a test can never touch a real one.
 */
export async function createTestDatabase(label = 'api'): Promise<TestDatabase> {
  const server = new URL(testServerUrl());
  const adminDb = server.pathname.replace(/^\//, '') || 'postgres';
  if (!/test/i.test(adminDb)) throw new Error(`Refusing to use database "${adminDb}": its name lacks "test"`);
  const name = `test_${label.replace(/\W/g, '_').toLowerCase().slice(0, 30)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(server.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: server.toString() });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
