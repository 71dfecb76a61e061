import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { SmtpCatcher } from '@mercato/test-support';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { UnitOfWork } from '../../src/platform/database/unit-of-work.js';
import { ChangeStamps } from '../../src/platform/redis/change-stamps.js';
import { RedisConnection } from '../../src/platform/redis/redis.module.js';
import { GOOD_PASSWORD, registration, sql } from '../support/accounts.js';
import { adminAgent, adminConfig } from '../support/admin.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 16: with Redis, each instance keeps the signed-in accounts in memory and checks a change
 * stamp per request instead of reading the account. These tests fail if a kept copy is ever
 * used after a change: for each way an account changes, the copy is warmed first (two reads:
 * the first after a new stamp never keeps), then the very next request must see the change.
 */

const redisOf = (t: TestApp) => t.app.get(RedisConnection).client!;

/** Forgets this app's rate-limit counters (in Redis when it has Redis: the helpers' SQL clean-up does not reach them). */
async function clearRedisRateLimits(t: TestApp): Promise<void> {
  if (!t.config.redisUrl) return sql(t, 'DELETE FROM rate_limit_counter').then(() => undefined);
  const redis = redisOf(t);
  const keys = await redis.keys(`${t.config.queuePrefix}:rl:*`);
  if (keys.length) await redis.del(...keys);
}

interface Account {
  readonly agent: TestAgent;
  readonly id: number;
  readonly email: string;
  /** The session cookie, to send the same session to another instance. */
  readonly cookie: string;
}

async function account(t: TestApp, smtp: SmtpCatcher, { verified = true } = {}): Promise<Account> {
  await clearRedisRateLimits(t);
  const data = registration();
  await request(t.app.getHttpServer()).post('/api/register.php').send(data).expect(200);
  if (verified) {
    const code = await smtp.codeFor(data.email);
    await request(t.app.getHttpServer()).post('/api/verify_code.php').send({ email: data.email, code }).expect(200);
  }
  return signIn(t, data.email);
}

async function signIn(t: TestApp, email: string, password = GOOD_PASSWORD): Promise<Account> {
  const agent = request.agent(t.app.getHttpServer());
  const res = await agent.post('/api/login.php').send({ email, password }).expect(200);
  const cookie = (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
  return { agent, id: res.body.user.id as number, email, cookie };
}

const getUser = (a: Account) => a.agent.get(`/api/get_user.php?id=${a.id}`);

/** Reads the user until this instance keeps a copy (a new stamp is set on the first read, kept from the second). */
async function warm(a: Account): Promise<Record<string, unknown>> {
  await getUser(a).expect(200);
  return (await getUser(a).expect(200)).body.user;
}

describe('kept copies of signed-in accounts (Redis)', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    t = await startTestApp({ redis: true, smtpUrl: smtp.url, relay: { pollMs: 100 }, config: adminConfig });
    admin = await adminAgent(t);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('keeps a copy (a write that bypasses the stamps is not seen), and reads again after a minute or once the stamp is gone', async () => {
    const me = await account(t, smtp);
    expect(await warm(me)).toMatchObject({ restaurantName: 'Bistro du Lac' });
    // Not a write path of the app: it announces nothing, so the copy is used. This is what
    // makes every other test here meaningful, and why every write path must announce itself.
    await sql(t, `UPDATE app_user SET restaurant_name = 'Behind the back' WHERE id = $1`, [me.id]);
    expect((await getUser(me).expect(200)).body.user.restaurantName).toBe('Bistro du Lac');
    // A copy is read again after a minute even so.
    const now = Date.now();
    const later = jest.spyOn(Date, 'now').mockImplementation(() => now + 61_000);
    try {
      expect((await getUser(me).expect(200)).body.user.restaurantName).toBe('Behind the back');
    } finally {
      later.mockRestore();
    }
    await sql(t, `UPDATE app_user SET restaurant_name = 'Behind the back again' WHERE id = $1`, [me.id]);
    expect((await getUser(me).expect(200)).body.user.restaurantName).toBe('Behind the back');
    // Redis forgot the stamp (restart, eviction): a missing stamp never means "unchanged".
    await redisOf(t).del(`${t.config.queuePrefix}:stamp:account:${me.id}:v`);
    expect((await getUser(me).expect(200)).body.user.restaurantName).toBe('Behind the back again');
  });

  it('reads the stamps in the same Redis call as the session: a signed-in request asks the stamps apart no more, and still sees a change at once', async () => {
    const me = await account(t, smtp);
    expect(await warm(me)).toMatchObject({ restaurantName: 'Bistro du Lac' });
    const mget = jest.spyOn(redisOf(t), 'mget');
    try {
      expect((await getUser(me).expect(200)).body.user.restaurantName).toBe('Bistro du Lac');
      await me.agent.get('/api/v1/orders').expect(200);
      expect(mget).not.toHaveBeenCalled();
      // A change announced between two requests is seen on the very next one.
      const req = me.agent.post('/api/update-profile.php');
      const values = { id: String(me.id), firstName: 'Anna', lastName: 'Rossi', phone: '+41 79 123 45 67', email: me.email, restaurantName: 'Chez Anna', restaurantAddress: 'Quai 1, 1201 Genève' };
      for (const [k, v] of Object.entries(values)) req.field(k, v);
      await req.expect(200);
      expect((await getUser(me).expect(200)).body.user.restaurantName).toBe('Chez Anna');
      expect(mget).not.toHaveBeenCalled();
    } finally {
      mget.mockRestore();
    }
  });

  it('trusts no stamp while a write is in flight, and gives a new one when it ends, committed or rolled back', async () => {
    const stamps = t.app.get(ChangeStamps);
    const uow = t.app.get(UnitOfWork);
    const key = `probe-${randomBytes(4).toString('hex')}`;
    expect(await stamps.current([key])).toBeNull(); // none yet: one is set for the next ask
    const before = await stamps.current([key]);
    expect(before).not.toBeNull();
    let during: string | null = 'unasked';
    await uow.run(async () => {
      await stamps.changing(key);
      during = await stamps.current([key]);
    });
    expect(during).toBeNull();
    const waitSettled = async () => {
      for (let i = 0; i < 50; i++) {
        const now = await stamps.current([key]);
        if (now !== null) return now;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error('the write never settled');
    };
    const afterCommit = await waitSettled();
    expect(afterCommit).not.toBe(before);
    await expect(
      uow.run(async () => {
        await stamps.changing(key);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const afterRollback = await waitSettled();
    expect(afterRollback).not.toBe(afterCommit);
    // Two writes at once: the stamp is trusted again only when both ended.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = uow.run(async () => {
      await stamps.changing(key);
      await gate;
    });
    await uow.run(async () => {
      await stamps.changing(key);
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(await stamps.current([key])).toBeNull();
    release();
    await slow;
    await waitSettled();
  });

  it('settles every key a transaction announced, a key announced twice included, in one Redis call when it ends', async () => {
    const stamps = t.app.get(ChangeStamps);
    const uow = t.app.get(UnitOfWork);
    const [a, b] = ['a', 'b'].map((k) => `probe-${k}-${randomBytes(4).toString('hex')}`) as [string, string];
    await stamps.current([a, b]); // sets the stamps
    const before = { a: await stamps.current([a]), b: await stamps.current([b]) };
    expect(before.a).not.toBeNull();
    expect(before.b).not.toBeNull();
    const evals = jest.spyOn(redisOf(t), 'eval');
    try {
      let during: Array<string | null> = [];
      await uow.run(async () => {
        await stamps.changing(a);
        await stamps.changing(b);
        await stamps.changing(a);
        during = [await stamps.current([a]), await stamps.current([b])];
      });
      expect(during).toEqual([null, null]);
      for (let i = 0; i < 50 && evals.mock.calls.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
      await new Promise((r) => setTimeout(r, 50));
      expect(evals).toHaveBeenCalledTimes(1);
    } finally {
      evals.mockRestore();
    }
    // Both trusted again (a's count, raised twice, is back to none in flight), each with a new stamp.
    const after = { a: await stamps.current([a]), b: await stamps.current([b]) };
    expect(after.a).not.toBeNull();
    expect(after.b).not.toBeNull();
    expect(after.a).not.toBe(before.a);
    expect(after.b).not.toBe(before.b);
    expect(await redisOf(t).exists(`${t.config.queuePrefix}:stamp:${a}:w`, `${t.config.queuePrefix}:stamp:${b}:w`)).toBe(0);
  });

  it('refuses a stamped write outside a transaction (it would settle before the write, and a reader in between could keep the old row)', async () => {
    const stamps = t.app.get(ChangeStamps);
    await expect(stamps.changing('account:outside')).rejects.toThrow('must run in a transaction');
  });

  it('a write Redis cannot announce is refused as service_unavailable (503): its transaction fails', async () => {
    const stamps = t.app.get(ChangeStamps);
    const refused = jest.spyOn(redisOf(t), 'multi').mockImplementation(() => {
      throw new Error('Connection is closed.');
    });
    try {
      await expect(t.app.get(UnitOfWork).run(() => stamps.changing('account:away'))).rejects.toMatchObject({ code: 'service_unavailable' });
    } finally {
      refused.mockRestore();
    }
  });

  it('staff deactivation refuses the very next request; reactivation lets the user sign in again', async () => {
    const me = await account(t, smtp);
    await warm(me);
    const { body } = await admin.get(`/api/v1/admin/users/${me.id}`).expect(200);
    await admin.put(`/api/v1/admin/users/${me.id}`).send({ ...body.user, active: false }).expect(200);
    await getUser(me).expect(401);
    await request(t.app.getHttpServer()).post('/api/login.php').send({ email: me.email, password: GOOD_PASSWORD }).expect(401);
    await admin.put(`/api/v1/admin/users/${me.id}`).send({ ...body.user, active: true }).expect(200);
    const again = await signIn(t, me.email);
    await warm(again);
  });

  it('a staff edit of the account (name, verified, role) shows on the very next request', async () => {
    const me = await account(t, smtp);
    await warm(me);
    const { body } = await admin.get(`/api/v1/admin/users/${me.id}`).expect(200);
    await admin.put(`/api/v1/admin/users/${me.id}`).send({ ...body.user, restaurantName: 'Chez Staff', verified: false }).expect(200);
    expect((await getUser(me).expect(200)).body.user).toMatchObject({ restaurantName: 'Chez Staff', is_full_account: 0 });
    await warm(me);
    await admin.put(`/api/v1/admin/users/${me.id}`).send({ ...body.user, restaurantName: 'Chez Staff', role: 'admin' }).expect(200);
    await me.agent.get('/api/admin/check_session.php').expect(200, { isAdmin: true });
  });

  it("a password change ends the user's other sessions on the very next request", async () => {
    const me = await account(t, smtp);
    const elsewhere = await signIn(t, me.email);
    await warm(me);
    await warm(elsewhere);
    await me.agent.post('/api/change-password.php').send({ identifier: me.email, oldPassword: GOOD_PASSWORD, newPassword: 'Brand#New77' }).expect(200);
    await getUser(elsewhere).expect(401);
    await getUser(me).expect(200);
  });

  it('a password reset ends every older session on the very next request', async () => {
    const me = await account(t, smtp);
    await warm(me);
    const owner = request.agent(t.app.getHttpServer());
    const before = smtp.mailsTo(me.email).length;
    await owner.post('/api/request-reset.php').send({ email: me.email }).expect(200);
    await smtp.waitFor(() => smtp.mailsTo(me.email).length > before);
    const code = await smtp.codeFor(me.email);
    await owner.post('/api/verify_code.php').send({ email: me.email, code, type: 'reset' }).expect(200);
    await owner.post('/api/reset_password.php').send({ email: me.email, newPassword: 'Owner#Reset42' }).expect(200);
    await getUser(me).expect(401);
  });

  it('a profile edit in one session shows in another session on the very next request', async () => {
    const me = await account(t, smtp);
    const elsewhere = await signIn(t, me.email);
    await warm(elsewhere);
    const req = me.agent.post('/api/update-profile.php');
    const values = { id: String(me.id), firstName: 'Luca', lastName: 'Bianchi', phone: '+41 91 555 22 33', email: me.email, restaurantName: 'Grotto Ticino', restaurantAddress: 'Via Nassa 5, 6900 Lugano' };
    for (const [k, v] of Object.entries(values)) req.field(k, v);
    await req.expect(200);
    expect((await getUser(elsewhere).expect(200)).body.user).toMatchObject({ firstName: 'Luca', restaurantName: 'Grotto Ticino' });
  });

  it('a verification code applied, an e-mail change, and activation codes (own, staff, renamed) show on the very next request', async () => {
    // Verified by its code while signed in.
    const data = registration();
    await clearRedisRateLimits(t);
    await request(t.app.getHttpServer()).post('/api/register.php').send(data).expect(200);
    const me = await signIn(t, data.email);
    expect(await warm(me)).toMatchObject({ is_full_account: 0 });
    await request(t.app.getHttpServer()).post('/api/verify_code.php').send({ email: data.email, code: await smtp.codeFor(data.email) }).expect(200);
    expect((await getUser(me).expect(200)).body.user.is_full_account).toBe(1);

    // An activation code entered by the user, seen from another session.
    const elsewhere = await signIn(t, me.email);
    const tag = randomBytes(3).toString('hex').toUpperCase();
    await admin.post('/api/v1/admin/promo-codes').send({ code: `OWN-${tag}`, max_uses: 5 }).expect(201);
    await warm(elsewhere);
    await me.agent.post('/api/submit_promo_code.php').send({ userId: me.id, promoCode: `own-${tag}` }).expect(200);
    expect((await getUser(elsewhere).expect(200)).body.user.promoCode).toBe(`OWN-${tag}`);

    // One given by staff.
    const gift = await admin.post('/api/v1/admin/promo-codes').send({ code: `GIFT-${tag}`, max_uses: 5 }).expect(201);
    await warm(me);
    const { body } = await admin.get(`/api/v1/admin/users/${me.id}`).expect(200);
    await admin.put(`/api/v1/admin/users/${me.id}`).send({ ...body.user, promoCode: `GIFT-${tag}` }).expect(200);
    expect((await getUser(me).expect(200)).body.user.promoCode).toBe(`GIFT-${tag}`);

    // The code renamed by staff: the account's row is untouched, its copy shows the text.
    await warm(me);
    await admin.put(`/api/v1/admin/promo-codes/${gift.body.promo_code.id}`).send({ code: `RENAMED-${tag}`, max_uses: 5 }).expect(200);
    expect((await getUser(me).expect(200)).body.user.promoCode).toBe(`RENAMED-${tag}`);

    // A new e-mail address.
    await warm(me);
    const target = `new-${tag.toLowerCase()}@bistro.test`;
    const mailsBefore = smtp.mailsTo(me.email).length;
    await me.agent.post('/api/request_email_change.php').send({ user_id: me.id, new_email: target }).expect(200);
    await smtp.waitFor(() => smtp.mailsTo(me.email).length > mailsBefore);
    await me.agent.post('/api/verify_old_email_code.php').send({ user_id: me.id, code: await smtp.codeFor(me.email) }).expect(200);
    await me.agent.post('/api/verify_new_email_code.php').send({ user_id: me.id, code: await smtp.codeFor(target) }).expect(200);
    expect((await getUser(elsewhere).expect(200)).body.user.email).toBe(target);
  });
});

describe('two instances on one database and one Redis', () => {
  let smtp: SmtpCatcher;
  let a: TestApp;
  let b: TestApp;
  let adminOnA: TestAgent;

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    const queuePrefix = `test-${randomBytes(4).toString('hex')}`;
    a = await startTestApp({ redis: true, queuePrefix, smtpUrl: smtp.url, relay: { pollMs: 100 }, config: adminConfig });
    b = await startTestApp({ redis: true, queuePrefix, reuse: { database: a.database, dataDir: a.config.dataDir }, smtpUrl: smtp.url, relay: { pollMs: 100 } });
    adminOnA = await adminAgent(a);
  });
  afterAll(async () => {
    await b?.close({ keepData: true });
    await a?.close();
    await smtp?.stop();
  });

  const onB = (me: Account) => request(b.app.getHttpServer()).get(`/api/get_user.php?id=${me.id}`).set('Cookie', me.cookie);

  it('a change written through A is seen by the very next request through B', async () => {
    const me = await account(a, smtp);
    const elsewhere = await signIn(a, me.email);
    await onB(me).expect(200);
    expect((await onB(me).expect(200)).body.user.restaurantName).toBe('Bistro du Lac');
    await onB(elsewhere).expect(200);

    // A profile edit through A.
    const req = me.agent.post('/api/update-profile.php');
    const values = { id: String(me.id), firstName: 'Anna', lastName: 'Rossi', phone: '+41 21 555 12 34', email: me.email, restaurantName: 'Seen on B', restaurantAddress: 'Quai 1, 1201 Genève' };
    for (const [k, v] of Object.entries(values)) req.field(k, v);
    await req.expect(200);
    expect((await onB(me).expect(200)).body.user.restaurantName).toBe('Seen on B');

    // A password change through A ends the other session on B.
    await onB(elsewhere).expect(200);
    await me.agent.post('/api/change-password.php').send({ identifier: me.email, oldPassword: GOOD_PASSWORD, newPassword: 'Brand#New77' }).expect(200);
    await onB(elsewhere).expect(401);

    // Staff deactivation through A refuses the user on B (a new session: the change rotated the old one).
    const again = await signIn(a, me.email, 'Brand#New77');
    await onB(again).expect(200);
    await onB(again).expect(200);
    const { body } = await adminOnA.get(`/api/v1/admin/users/${me.id}`).expect(200);
    await adminOnA.put(`/api/v1/admin/users/${me.id}`).send({ ...body.user, active: false }).expect(200);
    await onB(again).expect(401);
  });

  it("the basket plan on B follows the restaurant's address changed through A on the very next request (it reads the checked account, not the database)", async () => {
    // One product whose only offer comes from a wholesaler delivering to 6500-6999 only.
    const tag = randomBytes(4).toString('hex');
    const [category] = await sql<{ id: number }>(a, `INSERT INTO category (slug, name_fr, name_de, name_it) VALUES ($1, 'C', 'C', 'C') RETURNING id`, [`plan-${tag}`]);
    const [sub] = await sql<{ id: number }>(a, `INSERT INTO subcategory (category_id, slug, name_fr, name_de, name_it) VALUES ($1, $2, 'S', 'S', 'S') RETURNING id`, [category!.id, `plan-s-${tag}`]);
    const [ticino] = await sql<{ id: number }>(
      a,
      `INSERT INTO wholesaler (name, order_email, language, min_order_rappen, delivery_fee_rappen, delivery_days, cutoff, lead_days, postcodes)
       VALUES ('Ticino', $1, 'it', 0, NULL, '{1,2,3,4,5}', '23:59', 1, '6500-6999') RETURNING id`,
      [`ticino-${tag}@wholesale.test`],
    );
    const [product] = await sql<{ id: number }>(
      a,
      `INSERT INTO product (subcategory_id, slug, name_fr, name_de, name_it, unit, vat_rate_basis_points) VALUES ($1, $2, 'Vin', 'Wein', 'Vino', 'piece', 810) RETURNING id`,
      [sub!.id, `plan-wine-${tag}`],
    );
    await sql(a, `INSERT INTO offer (product_id, wholesaler_id, price_rappen, stock) VALUES ($1, $2, 1800, 10)`, [product!.id, ticino!.id]);

    const me = await account(a, smtp);
    await me.agent.post('/api/cart/save_cart.php').send({ user_id: me.id, items: [{ product_id: product!.id, quantity: 2 }] }).expect(200);
    const planOnB = async () => (await request(b.app.getHttpServer()).get('/api/v1/cart/plan').set('Cookie', me.cookie).expect(200)).body;
    const shape = (plan: { parts: Array<{ wholesaler_id: number }>; unsupplied: Array<{ reason: string }>; postcode_missing: boolean }) => ({
      parts: plan.parts.map((p) => p.wholesaler_id),
      unsupplied: plan.unsupplied.map((u) => u.reason),
      postcode_missing: plan.postcode_missing,
    });
    // Geneva: not delivered. Asked twice, so B keeps its copy of the account (and the plan's rows).
    expect(shape(await planOnB())).toEqual({ parts: [], unsupplied: ['not_delivered_to_you'], postcode_missing: false });
    expect(shape(await planOnB())).toEqual({ parts: [], unsupplied: ['not_delivered_to_you'], postcode_missing: false });

    const editAddress = async (restaurantAddress: string) => {
      const req = me.agent.post('/api/update-profile.php');
      const values = { id: String(me.id), firstName: 'Anna', lastName: 'Rossi', phone: '+41 21 555 12 34', email: me.email, restaurantName: 'Bistro du Lac', restaurantAddress };
      for (const [k, v] of Object.entries(values)) req.field(k, v);
      await req.expect(200);
    };
    // Moved to Lugano through A: the very next plan on B is delivered by Ticino.
    await editAddress('Via Nassa 5, 6900 Lugano');
    expect(shape(await planOnB())).toEqual({ parts: [ticino!.id], unsupplied: [], postcode_missing: false });
    expect(shape(await planOnB())).toEqual({ parts: [ticino!.id], unsupplied: [], postcode_missing: false });
    // And to an address without a postcode: every wholesaler is considered, and the plan says so.
    await editAddress('Piazza Grande, Locarno');
    expect(shape(await planOnB())).toEqual({ parts: [ticino!.id], unsupplied: [], postcode_missing: true });
    // Deactivated through A: the very next plan on B is refused.
    const { body } = await adminOnA.get(`/api/v1/admin/users/${me.id}`).expect(200);
    await adminOnA.put(`/api/v1/admin/users/${me.id}`).send({ ...body.user, active: false }).expect(200);
    await request(b.app.getHttpServer()).get('/api/v1/cart/plan').set('Cookie', me.cookie).expect(401);
  });
});

describe.each([
  { redis: false, what: 'without Redis (a database read every request)' },
  { redis: true, what: 'with Redis (kept copies)' },
])('on the embedded database, $what', ({ redis }) => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    t = await startTestApp({ database: 'embedded', redis, smtpUrl: smtp.url, relay: { pollMs: 100 }, config: adminConfig });
    admin = await adminAgent(t);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('refuses a deactivated user and a session older than a password change on the very next request', async () => {
    const me = await account(t, smtp);
    const elsewhere = await signIn(t, me.email);
    await warm(elsewhere);
    await me.agent.post('/api/change-password.php').send({ identifier: me.email, oldPassword: GOOD_PASSWORD, newPassword: 'Brand#New77' }).expect(200);
    await getUser(elsewhere).expect(401);

    const again = await signIn(t, me.email, 'Brand#New77');
    await warm(again);
    const { body } = await admin.get(`/api/v1/admin/users/${me.id}`).expect(200);
    await admin.put(`/api/v1/admin/users/${me.id}`).send({ ...body.user, active: false }).expect(200);
    await getUser(again).expect(401);
  });
});
