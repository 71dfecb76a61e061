import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import request from 'supertest';
import { clearRateLimits, registration, sql } from '../support/accounts.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** This machine's own unique-local IPv6 address (fc00::/7), if it has one: a "private network" client. */
const privateAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv6' && !i.internal && /^f[cd]/i.test(i.address))?.address;

/** A POST from `localAddress` to the app, as a client inside a private network would send it. */
function postFrom(t: TestApp, localAddress: string, path: string, body: object, headers: Record<string, string> = {}): Promise<number> {
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: localAddress, localAddress, port, path, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const registerKeys = async (t: TestApp) => (await sql<{ key: string }>(t, `SELECT key FROM rate_limit_counter WHERE key LIKE 'register:%' ORDER BY key`)).map((r) => r.key);

/** Issue #13 items 5 and 8, issue #19 item 4: what SPEC.md clients and clients behind (or posing as) proxies meet. */
describe('hardening: client addresses and SPEC.md clients', () => {
  describe('TRUST_PROXY unset (loopback only)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
      await t.app.listen(0, '::');
    });
    afterAll(async () => {
      await t?.close();
    });
    beforeEach(async () => {
      await clearRateLimits(t);
    });

    it('ignores X-Forwarded-For from a client on a private network', async () => {
      if (!privateAddress) throw new Error('this test needs a unique-local IPv6 address on the machine');
      expect(await postFrom(t, privateAddress, '/api/register.php', { email: 'broken' }, { 'x-forwarded-for': '203.0.113.99' })).toBe(400);
      expect(await registerKeys(t)).toEqual([`register:${privateAddress}`]);
    });

    it('takes X-Forwarded-For from a proxy on this machine', async () => {
      await request(t.app.getHttpServer()).post('/api/register.php').set('X-Forwarded-For', '203.0.113.98').send({ email: 'broken' }).expect(400);
      expect(await registerKeys(t)).toEqual(['register:203.0.113.98']);
    });

    it('answers a 5,000-character X-Forwarded-For like any other request, never 503', async () => {
      const huge = `${'9'.repeat(2500)}, ${'a'.repeat(2500)}`;
      const answer = await request(t.app.getHttpServer()).post('/api/register.php').set('X-Forwarded-For', huge).send({ email: 'broken' });
      expect(answer.status).toBe(400);
      expect(answer.body.error_code).toBe('fill_all_fields');
      const [key] = await registerKeys(t);
      expect(key!.length).toBeLessThanOrEqual(200);
      // the same long address counts in the same bounded key
      await request(t.app.getHttpServer()).post('/api/register.php').set('X-Forwarded-For', huge).send({ email: 'broken' }).expect(400);
      expect(await sql(t, `SELECT count FROM rate_limit_counter WHERE key = $1`, [key])).toEqual([{ count: 2 }]);
    });

    it('registers a SPEC.md payload (no privacy_accepted field)', async () => {
      const { privacy_accepted: _privacy, lang: _lang, ...spec } = registration();
      const answer = await request(t.app.getHttpServer()).post('/api/register.php').send(spec).expect(200);
      expect(answer.body).toEqual({ success: true, error_code: null, message: 'check_email_for_code' });
      // The account records when it accepted which policy version (DESIGN.md).
      const [row] = await sql<{ privacy_accepted_at: Date; privacy_policy_version: string }>(t, 'SELECT privacy_accepted_at, privacy_policy_version FROM app_user WHERE email = $1', [spec.email]);
      expect(row!.privacy_policy_version).toBe('2025-06-24');
      expect(row!.privacy_accepted_at).toBeInstanceOf(Date);
    });

    it('subscribes an e-mail sent as multipart form data (a browser FormData)', async () => {
      const answer = await request(t.app.getHttpServer()).post('/api/save-subscription.php').field('email', 'formdata@bistro.test').expect(200);
      expect(answer.body).toEqual({ success: true, message: 'subscription_saved' });
      const dup = await request(t.app.getHttpServer()).post('/api/save-subscription.php').field('email', ' FormData@bistro.test ').expect(409);
      expect(dup.body.message).toBe('duplicate_email');
      const file = await request(t.app.getHttpServer()).post('/api/save-subscription.php').attach('email', Buffer.from('x'), 'x.txt');
      expect(file.status).toBe(400);
      expect(file.body.success).toBe(false);
    });
  });

  describe('TRUST_PROXY naming the private network', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ config: { trustProxy: 'loopback, fc00::/7' } });
      await t.app.listen(0, '::');
    });
    afterAll(async () => {
      await t?.close();
    });

    it('takes X-Forwarded-For from a proxy inside the range it names', async () => {
      if (!privateAddress) throw new Error('this test needs a unique-local IPv6 address on the machine');
      expect(await postFrom(t, privateAddress, '/api/register.php', { email: 'broken' }, { 'x-forwarded-for': '203.0.113.97' })).toBe(400);
      expect(await registerKeys(t)).toEqual(['register:203.0.113.97']);
    });
  });
});
