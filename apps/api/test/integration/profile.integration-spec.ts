import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SmtpCatcher } from '@mercato/test-support';
import request from 'supertest';
import sharp from 'sharp';
import { createPromoCode, GOOD_PASSWORD, registration, signedInAccount, sql } from '../support/accounts.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('profile calls (get_user, check_email_exists, change-password, submit_promo_code)', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  const agent = () => request.agent(t.app.getHttpServer());

  const signedIn = () => signedInAccount(t, smtp);

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    t = await startTestApp({ smtpUrl: smtp.url, relay: { pollMs: 200 } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('get_user.php answers the signed-in user only', async () => {
    const me = await signedIn();
    const other = await signedIn();
    const res = await me.agent.get(`/api/get_user.php?id=${me.id}`).expect(200);
    expect(res.body).toMatchObject({ success: true, user: { id: me.id, email: me.email, is_full_account: 1 } });
    expect(JSON.stringify(res.body)).not.toMatch(/hash|argon|role|epoch/);
    await me.agent.get(`/api/get_user.php?id=${other.id}`).expect(403);
    await agent().get(`/api/get_user.php?id=${me.id}`).expect(401);
    await me.agent.get('/api/get_user.php').expect(400);
  });

  it('check_email_exists.php needs a session', async () => {
    const me = await signedIn();
    await agent().post('/api/check_email_exists.php').send({ email: me.email }).expect(401);
    await me.agent.post('/api/check_email_exists.php').send({ email: me.email.toUpperCase() }).expect(200, { exists: true });
    await me.agent.post('/api/check_email_exists.php').send({ email: 'free@bistro.test' }).expect(200, { exists: false });
    expect((await me.agent.post('/api/check_email_exists.php').send({ email: 'nope' }).expect(400)).body.error_code).toBe('invalid_email');
  });

  it('change-password.php checks the old password and the rule, ends other sessions and keeps this one', async () => {
    const me = await signedIn();
    const elsewhere = agent();
    await elsewhere.post('/api/login.php').send({ email: me.email, password: GOOD_PASSWORD }).expect(200);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ oldPassword: '', newPassword: 'Brand#New77' }, 'password_input_error'],
      [{ oldPassword: GOOD_PASSWORD, newPassword: 'short' }, 'password_input_error'],
      [{ oldPassword: GOOD_PASSWORD, newPassword: 'Password1!' }, 'password_too_common'],
      [{ oldPassword: 'Wrong#Old77', newPassword: 'Brand#New77' }, 'incorrect_old_password'],
    ];
    for (const [body, code] of cases) {
      expect((await me.agent.post('/api/change-password.php').send({ identifier: me.email, ...body }).expect(400)).body.error_code).toBe(code);
    }
    await me.agent.post('/api/change-password.php').send({ identifier: 'someone@else.test', oldPassword: GOOD_PASSWORD, newPassword: 'Brand#New77' }).expect(403);
    await agent().post('/api/change-password.php').send({ oldPassword: GOOD_PASSWORD, newPassword: 'Brand#New77' }).expect(401);

    const ok = await me.agent.post('/api/change-password.php').send({ identifier: me.email, oldPassword: GOOD_PASSWORD, newPassword: 'Brand#New77' }).expect(200);
    expect(ok.body).toMatchObject({ success: true, error_code: null, message: 'password_updated' });
    await me.agent.get('/api/v1/session').expect(200);
    await elsewhere.get('/api/v1/session').expect(401);
    await agent().post('/api/login.php').send({ email: me.email, password: GOOD_PASSWORD }).expect(401);
    await agent().post('/api/login.php').send({ email: me.email, password: 'Brand#New77' }).expect(200);
    await smtp.waitFor(() => smtp.mailsTo(me.email).some((m) => /mot de passe/i.test(m.subject)));
  });

  it('submit_promo_code.php gives one code per user and refuses empty, unknown and used ones', async () => {
    await createPromoCode(t, 'TWO-USES', { maxUses: 2 });
    await createPromoCode(t, 'USED-UP', { maxUses: 1, uses: 1 });
    const me = await signedIn();
    const send = (promoCode: string, a = me.agent, userId = me.id) => a.post('/api/submit_promo_code.php').send({ userId, promoCode });
    expect((await send('').expect(400)).body.error_code).toBe('promo_required');
    expect((await send('NOPE').expect(400)).body.error_code).toBe('invalid_promo_code');
    expect((await send('used-up').expect(400)).body.error_code).toBe('invalid_or_used_promo');
    const other = await signedIn();
    await send('two-uses', other.agent, me.id).expect(403);
    const ok = await send(' two-uses ').expect(200);
    expect(ok.body).toMatchObject({ success: true, error_code: null, user: { promoCode: 'TWO-USES' } });
    expect((await send('two-uses').expect(400)).body.error_code).toBe('promo_already_used');
    const [row] = await sql<{ uses: number }>(t, `SELECT uses FROM promo_code WHERE code = 'TWO-USES'`);
    expect(row!.uses).toBe(1);
  });

  it('lets only one of two users racing for the last use of a code have it', async () => {
    await createPromoCode(t, 'LAST-ONE', { maxUses: 1 });
    const racers = await Promise.all(Array.from({ length: 4 }, () => signedIn()));
    const answers = await Promise.all(racers.map((r) => r.agent.post('/api/submit_promo_code.php').send({ userId: r.id, promoCode: 'LAST-ONE' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400]);
    const [row] = await sql<{ uses: number; holders: number }>(
      t,
      `SELECT p.uses, (SELECT count(*)::int FROM app_user u WHERE u.promo_code_id = p.id) AS holders FROM promo_code p WHERE p.code = 'LAST-ONE'`,
    );
    expect(row).toEqual({ uses: 1, holders: 1 });
  });

  it('lets an unverified user hold a code too', async () => {
    await createPromoCode(t, 'EARLY');
    await sql(t, `DELETE FROM rate_limit_counter WHERE key LIKE 'register:%'`);
    const data = registration();
    await t.http.post('/api/register.php').send(data).expect(200);
    const a = agent();
    const id = (await a.post('/api/login.php').send({ email: data.email, password: GOOD_PASSWORD }).expect(200)).body.user.id;
    await a.post('/api/submit_promo_code.php').send({ userId: id, promoCode: 'early' }).expect(200);
  });
});

describe('update-profile.php', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    t = await startTestApp({ smtpUrl: smtp.url, relay: { pollMs: 200 } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const signedIn = () => signedInAccount(t, smtp);

  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } } }).png().toBuffer();

  const form = (me: { agent: ReturnType<typeof request.agent>; id: number; email: string }, fields: Record<string, string> = {}) => {
    const req = me.agent.post('/api/update-profile.php');
    const values = { id: String(me.id), firstName: 'Luca', lastName: 'Bianchi', phone: '+41 91 555 22 33', email: me.email, restaurantName: 'Grotto Ticino', restaurantAddress: 'Via Nassa 5, 6900 Lugano', ...fields };
    for (const [k, v] of Object.entries(values)) req.field(k, v);
    return req;
  };

  it('saves the personal data and a new avatar, resized, served publicly; the old picture goes', async () => {
    const me = await signedIn();
    const first = await form(me).attach('avatar', await png(1200, 800), 'photo.png').expect(200);
    expect(first.body).toMatchObject({ success: true, message: 'profile_updated', user: { firstName: 'Luca', restaurantName: 'Grotto Ticino' } });
    const url: string = first.body.user.avatar;
    expect(url).toMatch(/^\/media\/avatars\/\d+-[0-9a-f]+\.webp$/);
    const image = await request(t.app.getHttpServer()).get(url).expect(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(await sharp(image.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const second = await form(me).attach('avatar', await png(300, 300), 'other.png').expect(200);
    expect(second.body.user.avatar).not.toBe(url);
    await request(t.app.getHttpServer()).get(url).expect(404);
    // without a file, the avatar stays
    expect((await form(me, { firstName: 'Lucia' }).expect(200)).body.user).toMatchObject({ firstName: 'Lucia', avatar: second.body.user.avatar });
  });

  it('refuses a file that is not an image whatever its name, an oversized one, and changes nothing', async () => {
    const me = await signedIn();
    const fake = await form(me, { firstName: 'Changed' }).attach('avatar', Buffer.from('MZ\x90\x00 this is a program'), 'avatar.png').expect(400);
    expect(fake.body.error_code).toBe('image_upload_failed');
    const svg = await form(me).attach('avatar', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'a.svg').expect(400);
    expect(svg.body.error_code).toBe('image_upload_failed');
    const big = await form(me).attach('avatar', Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'big.png').expect(413);
    expect(big.body.error_code).toBe('payload_too_large');
    const user = (await me.agent.get(`/api/get_user.php?id=${me.id}`).expect(200)).body.user;
    expect(user).toMatchObject({ firstName: 'Anna', avatar: null });
  });

  it('refuses missing fields, a bad phone, another address and another user', async () => {
    const me = await signedIn();
    expect((await form(me, { firstName: ' ' }).expect(400)).body.error_code).toBe('fill_all_fields');
    expect((await form(me, { phone: 'no phone' }).expect(400)).body.error_code).toBe('invalid_phone');
    expect((await form(me, { email: 'new@bistro.test' }).expect(400)).body.error_code).toBe('old_email_not_confirmed');
    const other = await signedIn();
    await form({ ...me, id: other.id }).expect(403);
    await request(t.app.getHttpServer()).post('/api/update-profile.php').field('id', String(me.id)).expect(401);
  });
});
