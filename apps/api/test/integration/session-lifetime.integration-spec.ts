import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from '../support/accounts.js';
import { adminAgent, adminConfig } from '../support/admin.js';
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
