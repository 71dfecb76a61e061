import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { SmtpCatcher } from '@mercato/test-support';
import request from 'supertest';
import { clearRateLimits, GOOD_PASSWORD, registration, signedInAccount, sql, verifiedAccount } from '../support/accounts.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Issue #13 items 1, 2, 3, 7 and 9: what an attacker meets at sign-in, reset and the profile calls. */
describe('hardening: reset grant, limits counted before evaluating, the owner keeps a budget', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  const fresh = () => request.agent(t.app.getHttpServer());
  const statuses = (answers: Array<{ status: number }>) =>
    answers.reduce<Record<number, number>>((counts, a) => ({ ...counts, [a.status]: (counts[a.status] ?? 0) + 1 }), {});

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    t = await startTestApp({ smtpUrl: smtp.url, relay: { pollMs: 200 } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });
  beforeEach(async () => {
    await clearRateLimits(t);
  });

  describe('item 1: the reset grant belongs to the browser session that confirmed the code', () => {
    it('refuses another client (no cookies) after the owner confirmed a code; the owner resets once', async () => {
      const email = await verifiedAccount(t, smtp);
      await clearRateLimits(t);
      const owner = fresh();
      await owner.post('/api/request-reset.php').send({ email }).expect(200);
      await smtp.waitFor(() => smtp.mailsTo(email).length === 2);
      const code = await smtp.codeFor(email);
      await owner.post('/api/verify_code.php').send({ email, code, type: 'reset' }).expect(200);

      const stranger = await fresh().post('/api/reset_password.php').send({ email, newPassword: 'Attacker#Pass9' }).expect(400);
      expect(stranger.body).toEqual(expect.objectContaining({ success: false, message: 'code_not_confirmed' }));
      await fresh().post('/api/login.php').send({ email, password: 'Attacker#Pass9' }).expect(401);

      await owner.post('/api/reset_password.php').send({ email, newPassword: 'Owner#Reset42' }).expect(200);
      expect((await owner.post('/api/reset_password.php').send({ email, newPassword: 'Again#Reset42' }).expect(400)).body.message).toBe('code_not_confirmed');
      await fresh().post('/api/login.php').send({ email, password: 'Owner#Reset42' }).expect(200);
    });

    it('counts reset_password tries without a grant per address', async () => {
      for (let i = 0; i < 20; i++) await fresh().post('/api/reset_password.php').send({ email: 'a@bistro.test', newPassword: 'Attacker#Pass9' }).expect(400);
      const limited = await fresh().post('/api/reset_password.php').send({ email: 'a@bistro.test', newPassword: 'Attacker#Pass9' }).expect(429);
      expect(limited.body.message).toBe('too_many_requests');
      expect(limited.headers['retry-after']).toBeDefined();
    });
  });

  describe('item 2: tries sent at once get no more checks than tries one after another', () => {
    it('checks at most the free tries of 40 wrong passwords sent at once', async () => {
      const email = await verifiedAccount(t, smtp);
      await clearRateLimits(t);
      const answers = await Promise.all(Array.from({ length: 40 }, () => fresh().post('/api/login.php').send({ email, password: 'Wrong#Pass1' })));
      expect(statuses(answers)).toEqual({ 401: 5, 429: 35 });
    });
  });

  describe('items 3 and 7: every guessable call is limited, refused tries included', () => {
    it('submit_promo_code.php: 40 wrong codes at once are not all evaluated', async () => {
      const { agent, id } = await signedInAccount(t, smtp);
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => agent.post('/api/submit_promo_code.php').send({ userId: id, promoCode: `GUESS-${i}` })));
      expect(statuses(answers)).toEqual({ 400: 10, 429: 30 });
      expect(answers.filter((a) => a.status === 400).every((a) => a.body.error_code === 'invalid_promo_code')).toBe(true);
    });

    it('change-password.php: wrong old passwords are limited per user', async () => {
      const { agent, email } = await signedInAccount(t, smtp);
      for (let i = 0; i < 10; i++) {
        await agent.post('/api/change-password.php').send({ identifier: email, oldPassword: `Wrong#Old${i}`, newPassword: 'Fondue&Gruyere9' }).expect(400);
      }
      const limited = await agent.post('/api/change-password.php').send({ identifier: email, oldPassword: GOOD_PASSWORD, newPassword: 'Fondue&Gruyere9' }).expect(429);
      expect(limited.body.error_code).toBe('too_many_requests');
    });

    it('check_email_exists.php, request_email_change.php and update-profile.php are limited per user', async () => {
      const { agent } = await signedInAccount(t, smtp);
      for (let i = 0; i < 30; i++) await agent.post('/api/check_email_exists.php').send({ email: `x${i}@bistro.test` }).expect(200);
      await agent.post('/api/check_email_exists.php').send({ email: 'y@bistro.test' }).expect(429);

      for (let i = 0; i < 10; i++) await agent.post('/api/request_email_change.php').send({ new_email: 'not-an-address' }).expect(400);
      expect((await agent.post('/api/request_email_change.php').send({ new_email: 'new@bistro.test' }).expect(429)).body.error).toBe('too_many_requests');

      for (let i = 0; i < 30; i++) await agent.post('/api/update-profile.php').field('firstName', '').expect(400);
      await agent.post('/api/update-profile.php').field('firstName', 'Anna').expect(429);
    });

    it('refused registrations count toward the address limit', async () => {
      for (let i = 0; i < 10; i++) await fresh().post('/api/register.php').send(registration({ email: 'broken' })).expect(400);
      expect((await fresh().post('/api/register.php').send(registration()).expect(429)).body.error_code).toBe('too_many_requests');
    });

    it('refused newsletter submissions count toward the address limit', async () => {
      for (let i = 0; i < 10; i++) await fresh().post('/api/save-subscription.php').send({ email: 'broken' }).expect(400);
      await fresh().post('/api/save-subscription.php').send({ email: 'fine@bistro.test' }).expect(429);
    });
  });

  describe('item 9: a stranger cannot lock the owner out', () => {
    it('a device that signed in before keeps its own budget while a stranger fails', async () => {
      const email = await verifiedAccount(t, smtp);
      const owner = fresh();
      await owner.post('/api/login.php').send({ email, password: GOOD_PASSWORD }).expect(200);
      await owner.post('/api/logout.php').expect(200);

      for (let i = 0; i < 5; i++) await fresh().post('/api/login.php').send({ email, password: 'Wrong#Pass1' }).expect(401);
      await fresh().post('/api/login.php').send({ email, password: GOOD_PASSWORD }).expect(429);
      await owner.post('/api/login.php').send({ email, password: GOOD_PASSWORD }).expect(200);
    });

    it('a forged or foreign device cookie earns no budget', async () => {
      const mine = await verifiedAccount(t, smtp);
      const victim = await verifiedAccount(t, smtp);
      const attacker = fresh();
      // The attacker signs in to an account of their own and keeps its device cookie.
      await attacker.post('/api/login.php').send({ email: mine, password: GOOD_PASSWORD }).expect(200);
      for (let i = 0; i < 5; i++) await attacker.post('/api/login.php').send({ email: victim, password: 'Wrong#Pass1' }).expect(401);
      await attacker.post('/api/login.php').send({ email: victim, password: 'Wrong#Pass1' }).expect(429);
      const forged = fresh();
      forged.jar.setCookie(`mercato.device=${'a'.repeat(32)}.${'b'.repeat(64)}; Path=/api`);
      await forged.post('/api/login.php').send({ email: victim, password: 'Wrong#Pass1' }).expect(429);
      const [row] = await sql(t, `SELECT count(*)::int AS n FROM rate_limit_counter WHERE key LIKE $1`, [`login-fail:account:${victim}:device:%`]);
      expect(row).toEqual({ n: 0 });
    });
  });
});
