import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { registration, sql } from '../support/accounts.js';
import { startTestApp, type DatabaseKind, type TestApp } from '../support/test-app.js';

/**
 * Issue #13 item 13: a full database disk. PostgreSQL raises SQLSTATE 53100 (disk_full) on a
 * write it cannot store; a trigger raises exactly that error, through the real driver, for the
 * tables a test names (the shared test server's disk is never filled).
 */
async function fillDisk(t: TestApp, table: string): Promise<void> {
  await sql(t, `CREATE OR REPLACE FUNCTION test_disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full'; END $$`);
  await sql(t, `CREATE TRIGGER test_disk_full_${table} BEFORE INSERT OR UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION test_disk_full()`);
}

async function freeDisk(t: TestApp, table: string): Promise<void> {
  await sql(t, `DROP TRIGGER IF EXISTS test_disk_full_${table} ON ${table}`);
}

describe.each<DatabaseKind>(['postgres', 'embedded'])('hardening: a full database disk on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a write 507 storage_full with the call’s error field, reads keep working, and recovers once there is space', async () => {
    await fillDisk(t, 'app_user');
    const user = registration();
    const full = await t.http.post('/api/register.php').send(user);
    expect(full.status).toBe(507);
    expect(full.body).toEqual(expect.objectContaining({ success: false, error_code: 'storage_full' }));
    expect(JSON.stringify(full.body)).not.toMatch(/space|extend|trigger|SQL/i);
    await t.http.get('/api/v1/products').expect(200);
    await t.http.get('/api/health').expect(200);

    await freeDisk(t, 'app_user');
    await t.http.post('/api/register.php').send(registration()).expect(200);
  });

  it('answers 503 service_unavailable (with a code) when not even a rate-limit counter can be written', async () => {
    await fillDisk(t, 'rate_limit_counter');
    const full = await t.http.post('/api/register.php').send(registration());
    expect(full.status).toBeGreaterThanOrEqual(503);
    expect([503, 507]).toContain(full.status);
    expect(full.body.success).toBe(false);
    expect(['service_unavailable', 'storage_full']).toContain(full.body.error_code);
    await freeDisk(t, 'rate_limit_counter');
  });
});
