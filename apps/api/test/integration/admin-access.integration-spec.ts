import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SmtpCatcher } from '@mercato/test-support';
import request from 'supertest';
import { clearRateLimits, GOOD_PASSWORD, signedInAccount, sql } from '../support/accounts.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminAgent, adminConfig } from '../support/admin.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Every call of the admin REST API, with a payload that would be wrong anyway. */
const ADMIN_CALLS: Array<[method: 'get' | 'post' | 'put' | 'delete', path: string]> = [
  ['get', '/api/v1/admin/dashboard'],
  ['get', '/api/v1/admin/categories'],
  ['get', '/api/v1/admin/categories/1'],
  ['post', '/api/v1/admin/categories'],
  ['put', '/api/v1/admin/categories/1'],
  ['post', '/api/v1/admin/categories/1/image'],
  ['delete', '/api/v1/admin/categories/1'],
  ['get', '/api/v1/admin/subcategories'],
  ['get', '/api/v1/admin/subcategories/1'],
  ['post', '/api/v1/admin/subcategories'],
  ['put', '/api/v1/admin/subcategories/1'],
  ['delete', '/api/v1/admin/subcategories/1'],
  ['get', '/api/v1/admin/products'],
  ['get', '/api/v1/admin/products/1'],
  ['post', '/api/v1/admin/products'],
  ['put', '/api/v1/admin/products/1'],
  ['post', '/api/v1/admin/products/1/image'],
  ['delete', '/api/v1/admin/products/1'],
  ['put', '/api/v1/admin/products/1/offers/1'],
  ['delete', '/api/v1/admin/products/1/offers/1'],
  ['get', '/api/v1/admin/wholesalers'],
  ['get', '/api/v1/admin/wholesalers/1'],
  ['post', '/api/v1/admin/wholesalers'],
  ['put', '/api/v1/admin/wholesalers/1'],
  ['delete', '/api/v1/admin/wholesalers/1'],
  ['post', '/api/v1/admin/wholesalers/1/price-list/preview'],
  ['post', '/api/v1/admin/wholesalers/1/price-list/apply'],
  ['get', '/api/v1/admin/users'],
  ['get', '/api/v1/admin/users/1'],
  ['post', '/api/v1/admin/users'],
  ['put', '/api/v1/admin/users/1'],
  ['post', '/api/v1/admin/users/1/password-reset'],
  ['get', '/api/v1/admin/promo-codes'],
  ['get', '/api/v1/admin/promo-codes/1'],
  ['post', '/api/v1/admin/promo-codes'],
  ['put', '/api/v1/admin/promo-codes/1'],
  ['delete', '/api/v1/admin/promo-codes/1'],
];

describe('admin access', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  let chef: Awaited<ReturnType<typeof signedInAccount>>;
  const anonymous = () => request.agent(t.app.getHttpServer());

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    t = await startTestApp({ smtpUrl: smtp.url, relay: { pollMs: 200 }, config: adminConfig });
    chef = await signedInAccount(t, smtp);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('ensures the admin of ADMIN_EMAIL at start-up: verified, admin role', async () => {
    const [row] = await sql(t, `SELECT role, verified, active FROM app_user WHERE email = $1`, [ADMIN_EMAIL]);
    expect(row).toEqual({ role: 'admin', verified: true, active: true });
  });

  it('signs an admin in and tells the session apart', async () => {
    const agent = anonymous();
    await agent.get('/api/admin/check_session.php').expect(200, { isAdmin: false });
    await agent.post('/api/admin/login.php').send({ email: ADMIN_EMAIL.toUpperCase(), password: ADMIN_PASSWORD }).expect(200, { success: true, error_code: null });
    await agent.get('/api/admin/check_session.php').expect(200, { isAdmin: true });
    await agent.get('/api/v1/admin/dashboard').expect(200);
  });

  it("answers a restaurant's correct credentials exactly like a wrong password", async () => {
    const strip = (body: Record<string, unknown>) => ({ ...body, request_id: undefined });
    const asChef = await anonymous().post('/api/admin/login.php').send({ email: chef.email, password: GOOD_PASSWORD }).expect(401);
    const wrong = await anonymous().post('/api/admin/login.php').send({ email: ADMIN_EMAIL, password: 'Wrong#Pass77' }).expect(401);
    const unknown = await anonymous().post('/api/admin/login.php').send({ email: 'nobody@mercato.test', password: 'Wrong#Pass77' }).expect(401);
    expect(strip(asChef.body)).toEqual({ success: false, error_code: 'invalid_credentials', request_id: undefined });
    expect(strip(wrong.body)).toEqual(strip(asChef.body));
    expect(strip(unknown.body)).toEqual(strip(asChef.body));
    // The restaurant's own session is no admin session either.
    await chef.agent.get('/api/admin/check_session.php').expect(200, { isAdmin: false });
    expect((await anonymous().post('/api/admin/login.php').send({ email: '', password: 'x' }).expect(400)).body.error_code).toBe('identifier_required');
    expect((await anonymous().post('/api/admin/login.php').send({ email: ADMIN_EMAIL }).expect(400)).body.error_code).toBe('email_and_password_required');
    await clearRateLimits(t);
  });

  it('delays sign-in after repeated failures, like the user login', async () => {
    await clearRateLimits(t);
    for (let i = 0; i < 5; i++) {
      await anonymous().post('/api/admin/login.php').send({ email: ADMIN_EMAIL, password: 'Wrong#Pass77' }).expect(401);
    }
    const refused = await anonymous().post('/api/admin/login.php').send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }).expect(429);
    expect(refused.body.error_code).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await clearRateLimits(t);
  });

  it('logs out only from the same site', async () => {
    const agent = await adminAgent(t);
    await agent.get('/api/admin/logout.php').set('Sec-Fetch-Site', 'cross-site').expect(403);
    await agent.get('/api/admin/check_session.php').expect(200, { isAdmin: true });
    await agent.get('/api/admin/logout.php').set('Sec-Fetch-Site', 'same-origin').expect(200, { success: true });
    await agent.get('/api/admin/check_session.php').expect(200, { isAdmin: false });
    await agent.get('/api/v1/admin/dashboard').expect(401);
  });

  it.each(ADMIN_CALLS)('%s %s answers 401 without a session and 403 for a restaurant, whatever the payload', async (method, path) => {
    const body = { slug: 'Not A Slug', price: -1, email: 'x' };
    const none = await anonymous()[method](path).send(body).expect(401);
    expect(none.body.error_code).toBe('unauthorized');
    const denied = await chef.agent[method](path).send(body).expect(403);
    expect(denied.body.error_code).toBe('forbidden');
  });

  it('refuses a restaurant an upload before reading it', async () => {
    await chef.agent.post('/api/v1/admin/wholesalers/1/price-list/apply').attach('file', Buffer.from('id;price;stock\n1;2;3\n'), 'prices.csv').expect(403);
    await anonymous().post('/api/v1/admin/categories/1/image').attach('image', Buffer.from('not an image'), 'x.png').expect(401);
  });

  it('answers 401/403 before reading a body, even a malformed or oversized one', async () => {
    const malformed = '{"name_fr": ';
    const anon = await anonymous().post('/api/v1/admin/wholesalers').set('Content-Type', 'application/json').send(malformed).expect(401);
    expect(anon.body).toMatchObject({ success: false, error_code: 'unauthorized' });
    const chefs = await chef.agent.post('/api/v1/admin/wholesalers').set('Content-Type', 'application/json').send(malformed).expect(403);
    expect(chefs.body).toMatchObject({ success: false, error_code: 'forbidden' });
    await chef.agent.post('/api/v1/admin/wholesalers').set('Content-Type', 'application/json').send(`{"name":"${'x'.repeat(2_000_000)}"}`).expect(403);
    // an admin's malformed body is still an honest 400
    const admin = await adminAgent(t);
    expect((await admin.post('/api/v1/admin/wholesalers').set('Content-Type', 'application/json').send(malformed).expect(400)).body.error_code).toBe('invalid_data');
  });

  it('lets an admin create another admin, who can sign in; demoting or deactivating takes access away at once', async () => {
    const admin = await adminAgent(t);
    const created = await admin
      .post('/api/v1/admin/users')
      .send({
        email: 'second-admin@mercato.test',
        firstName: 'Bea',
        lastName: 'Keller',
        phone: '+41 44 555 00 11',
        restaurantName: 'Mercato',
        restaurantAddress: 'Bahnhofstrasse 1, 8001 Zürich',
        role: 'admin',
        verified: true,
        password: 'Second#Admin7',
      })
      .expect(201);
    const id = created.body.user.id as number;
    expect(JSON.stringify(created.body)).not.toMatch(/hash|argon|epoch/);
    const second = await adminAgent(t, 'second-admin@mercato.test', 'Second#Admin7');
    const elsewhere = await adminAgent(t, 'second-admin@mercato.test', 'Second#Admin7');
    await second.get('/api/v1/admin/users').expect(200);

    const fields = { ...created.body.user, password: undefined };
    await admin.put(`/api/v1/admin/users/${id}`).send({ ...fields, role: 'restaurant' }).expect(200);
    await second.get('/api/v1/admin/users').expect(403);
    await second.get('/api/admin/check_session.php').expect(200, { isAdmin: false });

    await admin.put(`/api/v1/admin/users/${id}`).send({ ...fields, role: 'admin' }).expect(200);
    await elsewhere.get('/api/v1/admin/users').expect(200);
    await admin.put(`/api/v1/admin/users/${id}`).send({ ...fields, role: 'admin', active: false }).expect(200);
    await elsewhere.get('/api/v1/admin/users').expect(401);
    await elsewhere.get('/api/admin/check_session.php').expect(200, { isAdmin: false });
    await anonymous().post('/api/admin/login.php').send({ email: 'second-admin@mercato.test', password: 'Second#Admin7' }).expect(401);
  });

  it('keeps an admin from locking themself out', async () => {
    const admin = await adminAgent(t);
    const [me] = await sql<{ id: number }>(t, `SELECT id FROM app_user WHERE email = $1`, [ADMIN_EMAIL]);
    const { body } = await admin.get(`/api/v1/admin/users/${me!.id}`).expect(200);
    const res = await admin.put(`/api/v1/admin/users/${me!.id}`).send({ ...body.user, active: false }).expect(409);
    expect(res.body.error_code).toBe('own_access_locked');
    await admin.put(`/api/v1/admin/users/${me!.id}`).send({ ...body.user, role: 'restaurant' }).expect(409);
    await admin.get('/api/admin/check_session.php').expect(200, { isAdmin: true });
  });
});

describe('admin bootstrap from ADMIN_EMAIL', () => {
  it('turns an existing account into the admin and resets its password, without ending sessions when nothing changed', async () => {
    const smtp = await SmtpCatcher.start();
    const first = await startTestApp({ smtpUrl: smtp.url, relay: { pollMs: 200 } });
    try {
      const chef = await signedInAccount(first, smtp);
      await sql(first, `UPDATE app_user SET active = false WHERE id = $1`, [chef.id]);
      await first.close({ keepData: true });

      const config = { admin: { email: chef.email.toUpperCase(), password: 'Boss#Mercato9' } };
      const second = await startTestApp({ reuse: { database: first.database, dataDir: first.config.dataDir }, config });
      const [row] = await sql(second, `SELECT role, verified, active FROM app_user WHERE id = $1`, [chef.id]);
      expect(row).toEqual({ role: 'admin', verified: true, active: true });
      await request(second.app.getHttpServer()).post('/api/admin/login.php').send({ email: chef.email, password: GOOD_PASSWORD }).expect(401);
      const admin = await adminAgent(second, chef.email, 'Boss#Mercato9');
      const { epoch } = (await sql<{ epoch: number }>(second, `SELECT session_epoch AS epoch FROM app_user WHERE id = $1`, [chef.id]))[0]!;
      await second.close({ keepData: true });

      const third = await startTestApp({ reuse: { database: first.database, dataDir: first.config.dataDir }, config });
      const { epoch: after } = (await sql<{ epoch: number }>(third, `SELECT session_epoch AS epoch FROM app_user WHERE id = $1`, [chef.id]))[0]!;
      expect(after).toBe(epoch);
      expect(admin).toBeDefined();
      await third.close();
    } finally {
      await smtp.stop();
    }
  });
});
