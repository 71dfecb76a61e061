import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { sql } from '../support/accounts.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminAgent, adminConfig } from '../support/admin.js';
import { SessionStore } from '../../src/platform/session/session-store.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const DAY_MS = 86_400_000;
const cookieExpiry = (setCookie: string[] | undefined) => {
  const session = (setCookie ?? []).find((cookie) => cookie.startsWith('mercato.sid='));
  const expires = session && /Expires=([^;]+)/i.exec(session)?.[1];
  return expires ? new Date(expires).getTime() : null;
};

/** A session lasts 30 days from the last day it was used, refreshed once a day, not on every request. */
describe('session lifetime', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ config: adminConfig });
  });
  afterAll(async () => {
    await t?.close();
  });

  const storedExpiry = async () => (await sql<{ expire: Date }>(t, 'SELECT expire FROM http_session'))[0]!.expire.getTime();

  it('neither re-signs the cookie nor writes the store on every request of the day', async () => {
    const agent = await adminAgent(t);
    await agent.get('/api/admin/check_session.php').expect(200, { isAdmin: true });
    const expiry = await storedExpiry();

    const again = await agent.get('/api/admin/check_session.php').expect(200, { isAdmin: true });

    expect(cookieExpiry(again.headers['set-cookie'] as unknown as string[])).toBeNull();
    expect(await storedExpiry()).toBe(expiry);
    expect(expiry).toBeGreaterThan(Date.now() + 29 * DAY_MS);
  });

  it('offers express-session no store touch: the answer of an unchanged session is not held back for it (issue 16)', async () => {
    // With a `touch` method (a no-op here: the store is told not to touch), express-session would
    // call it after every such request and write the answer in two pieces around it.
    expect(typeof (t.app.get(SessionStore).store as { touch?: unknown }).touch).not.toBe('function');
    const agent = await adminAgent(t);
    const answer = await agent.get('/api/admin/check_session.php').expect(200, { isAdmin: true });
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.text));
  });

  it('starts the 30 days again on the first request of a later day, cookie and store alike', async () => {
    await sql(t, `DELETE FROM http_session`);
    const agent = await adminAgent(t);
    // The session was last refreshed 20 days ago and has 10 days left.
    await sql(t, `UPDATE http_session SET sess = (sess::jsonb || jsonb_build_object('refreshedOn', $1::int))::json, expire = now() + interval '10 days'`, [
      Math.floor(Date.now() / DAY_MS) - 20,
    ]);

    const res = await agent.get('/api/admin/check_session.php').expect(200, { isAdmin: true });

    expect(cookieExpiry(res.headers['set-cookie'] as unknown as string[])).toBeGreaterThan(Date.now() + 29 * DAY_MS);
    expect(await storedExpiry()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
  });

  it('stores nothing for a visitor without a session', async () => {
    await sql(t, `DELETE FROM http_session`);
    const res = await t.http.get('/api/category/get_all_categories.php').expect(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await sql(t, 'SELECT sid FROM http_session')).toEqual([]);
  });
});

/**
 * passport keeps strategies and session serializers in one instance per process; tests run
 * several applications in one process, one after another or one inside another's lifetime.
 */
describe('sign-in and sessions when applications start and stop in one process', () => {
  it('signs in through the running application, never through one that stopped', async () => {
    const first = await startTestApp({ config: adminConfig });
    let firstRunning = true;
    let third: TestApp | undefined;
    try {
      const before = await adminAgent(first);
      const second = await startTestApp({ config: adminConfig });
      await second.close();

      // The strategies are first's again: both sign-ins work, and so do its sessions.
      await before.get('/api/v1/admin/dashboard').expect(200);
      await (await adminAgent(first)).get('/api/v1/admin/dashboard').expect(200);
      const shop = request.agent(first.app.getHttpServer());
      await shop.post('/api/login.php').send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }).expect(200);
      await shop.get('/api/v1/session').expect(200);
      await first.close();
      firstRunning = false;

      // first's serializer, still in passport's chain, lets third's answer.
      third = await startTestApp({ config: adminConfig });
      const admin = await adminAgent(third);
      await admin.get('/api/admin/check_session.php').expect(200, { isAdmin: true });
      await admin.get('/api/v1/admin/dashboard').expect(200);
    } finally {
      if (firstRunning) await first.close();
      await third?.close();
    }
  });
});
