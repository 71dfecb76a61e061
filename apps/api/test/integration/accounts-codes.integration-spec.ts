import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SmtpCatcher } from '@mercato/test-support';
import request from 'supertest';
import { clearRateLimits, GOOD_PASSWORD, registration, sql, verifiedAccount } from '../support/accounts.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const NEW_PASSWORD = 'Fondue&Gruyere9';
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('verification codes, password reset and sign-in', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  const fresh = () => request.agent(t.app.getHttpServer());

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    t = await startTestApp({ smtpUrl: smtp.url, relay: { pollMs: 200 } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  describe('verify_code.php', () => {
    it('verifies the account with the right code, once', async () => {
      const data = registration();
      await t.http.post('/api/register.php').send(data).expect(200);
      const code = await smtp.codeFor(data.email);
      const res = await t.http.post('/api/verify_code.php').send({ email: data.email, code, lang: 'fr' }).expect(200);
      expect(res.body).toEqual({ success: true, message: 'registration_verified' });
      const login = await fresh().post('/api/login.php').send({ email: data.email, password: GOOD_PASSWORD }).expect(200);
      expect(login.body.user.is_full_account).toBe(1);
      const again = await t.http.post('/api/verify_code.php').send({ email: data.email, code }).expect(400);
      expect(again.body).toEqual(expect.objectContaining({ success: false, error: 'invalid_or_expired_code' }));
    });

    it('answers wrong, malformed, missing and unknown codes alike', async () => {
      const data = registration();
      await t.http.post('/api/register.php').send(data).expect(200);
      const code = await smtp.codeFor(data.email);
      for (const bad of [wrongCode(code), '12345', 'abcdef', '1234567']) {
        const res = await t.http.post('/api/verify_code.php').send({ email: data.email, code: bad }).expect(400);
        expect(res.body.error).toBe('invalid_or_expired_code');
      }
      const unknown = await t.http.post('/api/verify_code.php').send({ email: 'nobody@bistro.test', code }).expect(400);
      expect(unknown.body.error).toBe('invalid_or_expired_code');
      expect((await t.http.post('/api/verify_code.php').send({ email: data.email }).expect(400)).body.error).toBe('email_code_required');
      expect((await t.http.post('/api/verify_code.php').send({ code }).expect(400)).body.error).toBe('email_required');
      expect((await t.http.post('/api/verify_code.php').send({ email: data.email, code: 123456 }).expect(400)).body.error).toBe('invalid_data');
    });

    it('kills a code after five wrong tries', async () => {
      const data = registration();
      await t.http.post('/api/register.php').send(data).expect(200);
      const code = await smtp.codeFor(data.email);
      for (let i = 0; i < 5; i++) await t.http.post('/api/verify_code.php').send({ email: data.email, code: wrongCode(code) }).expect(400);
      const res = await t.http.post('/api/verify_code.php').send({ email: data.email, code }).expect(400);
      expect(res.body.error).toBe('invalid_or_expired_code');
    });

    it('compares no more than five tries against a code, even when they all come at once', async () => {
      const data = registration();
      await t.http.post('/api/register.php').send(data).expect(200);
      const code = await smtp.codeFor(data.email);
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => fresh().post('/api/verify_code.php').send({ email: data.email, code: wrongCode(code) })),
      );
      expect(answers.every((a) => a.status === 400 && a.body.error === 'invalid_or_expired_code')).toBe(true);
      const [row] = await sql(t, `SELECT attempts FROM verification_code WHERE email = $1`, [data.email]);
      expect(row?.['attempts']).toBe(5);
      expect((await t.http.post('/api/verify_code.php').send({ email: data.email, code }).expect(400)).body.error).toBe('invalid_or_expired_code');
    });

    it('still takes the right code on the fifth try', async () => {
      const data = registration();
      await t.http.post('/api/register.php').send(data).expect(200);
      const code = await smtp.codeFor(data.email);
      for (let i = 0; i < 4; i++) await t.http.post('/api/verify_code.php').send({ email: data.email, code: wrongCode(code) }).expect(400);
      await t.http.post('/api/verify_code.php').send({ email: data.email, code }).expect(200);
    });

    it('refuses an expired code', async () => {
      const data = registration();
      await t.http.post('/api/register.php').send(data).expect(200);
      const code = await smtp.codeFor(data.email);
      await sql(t, `UPDATE verification_code SET expires_at = now() - interval '1 second' WHERE email = $1`, [data.email]);
      expect((await t.http.post('/api/verify_code.php').send({ email: data.email, code }).expect(400)).body.error).toBe('invalid_or_expired_code');
    });

    it('lets only one of two simultaneous tries with the right code succeed', async () => {
      const data = registration();
      await t.http.post('/api/register.php').send(data).expect(200);
      const code = await smtp.codeFor(data.email);
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => fresh().post('/api/verify_code.php').send({ email: data.email, code })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400]);
    });
  });

  describe('resend_code.php', () => {
    it('refuses a new code within 30 s, then replaces the old code', async () => {
      const data = registration();
      await t.http.post('/api/register.php').send(data).expect(200);
      const first = await smtp.codeFor(data.email);
      const early = await t.http.post('/api/resend_code.php').send({ email: data.email, lang: 'it', type: 'register' }).expect(429);
      expect(early.body).toEqual(expect.objectContaining({ success: false, error: 'resend_too_soon' }));
      expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(30);

      await sql(t, `DELETE FROM rate_limit_counter WHERE key LIKE 'code-lock:%'`);
      const res = await t.http.post('/api/resend_code.php').send({ email: data.email, lang: 'it', type: 'register' }).expect(200);
      expect(res.body).toEqual({ success: true, message: 'new_code_sent' });
      await smtp.waitFor(() => smtp.mailsTo(data.email).length === 2);
      const second = await smtp.codeFor(data.email);
      expect(smtp.mailsTo(data.email)[1]!.subject).toContain('codice');
      if (second !== first) {
        expect((await t.http.post('/api/verify_code.php').send({ email: data.email, code: first }).expect(400)).body.error).toBe('invalid_or_expired_code');
      }
      await t.http.post('/api/verify_code.php').send({ email: data.email, code: second }).expect(200);
    });

    it('answers the same for an unknown address and sends nothing', async () => {
      const res = await t.http.post('/api/resend_code.php').send({ email: 'ghost@bistro.test', lang: 'fr', type: 'register' }).expect(200);
      expect(res.body).toEqual({ success: true, message: 'new_code_sent' });
      await new Promise((r) => setTimeout(r, 600));
      expect(smtp.mailsTo('ghost@bistro.test')).toHaveLength(0);
      // the 30 s lock holds for unknown addresses too: the answer gives nothing away
      const again = await t.http.post('/api/resend_code.php').send({ email: 'ghost@bistro.test', type: 'register' }).expect(429);
      expect(again.body.error).toBe('resend_too_soon');
    });

    it('sends at most 5 codes per address per hour', async () => {
      const data = registration();
      await t.http.post('/api/register.php').send(data).expect(200); // send 1
      for (let i = 2; i <= 5; i++) {
        await sql(t, `DELETE FROM rate_limit_counter WHERE key LIKE 'code-lock:%'`);
        await t.http.post('/api/resend_code.php').send({ email: data.email, type: 'register' }).expect(200);
      }
      await sql(t, `DELETE FROM rate_limit_counter WHERE key LIKE 'code-lock:%'`);
      const sixth = await t.http.post('/api/resend_code.php').send({ email: data.email, type: 'register' }).expect(429);
      expect(sixth.body.error).toBe('too_many_requests');
      await smtp.waitFor(() => smtp.mailsTo(data.email).length === 5);
    });

    it('refuses an unknown type', async () => {
      await t.http.post('/api/resend_code.php').send({ email: 'a@bistro.test', type: 'other' }).expect(400);
    });
  });

  describe('password reset', () => {
    it('works once after a confirmed code: the old password fails, the new one works, sessions end, a notice is mailed', async () => {
      const email = await verifiedAccount(t, smtp, { lang: 'de' });
      const signedIn = fresh();
      await signedIn.post('/api/login.php').send({ email, password: GOOD_PASSWORD }).expect(200);
      await signedIn.get('/api/v1/session').expect(200);

      await sql(t, `DELETE FROM rate_limit_counter WHERE key LIKE 'code-lock:%'`);
      const before = smtp.mailsTo(email).length;
      expect((await t.http.post('/api/request-reset.php').send({ email, lang: 'de' }).expect(200)).body).toEqual({ success: true, message: 'reset_code_sent' });
      await smtp.waitFor(() => smtp.mailsTo(email).length === before + 1);
      const code = await smtp.codeFor(email);
      expect(smtp.mailsTo(email).at(-1)!.text).toContain('Passwort');

      const early = await t.http.post('/api/reset_password.php').send({ email: 'other@bistro.test', newPassword: NEW_PASSWORD }).expect(400);
      expect(early.body).toEqual(expect.objectContaining({ success: false, message: 'code_not_confirmed' }));
      expect((await t.http.post('/api/verify_code.php').send({ email, code, type: 'reset' }).expect(200)).body.message).toBe('code_confirmed');

      for (const [newPassword, message] of [
        ['', 'fill_all_fields'],
        ['weakpass', 'password_requirements_not_met'],
        ['Password1!', 'password_too_common'],
      ] as const) {
        expect((await t.http.post('/api/reset_password.php').send({ email, newPassword }).expect(400)).body.message).toBe(message);
      }
      expect((await t.http.post('/api/reset_password.php').send({ email, newPassword: NEW_PASSWORD }).expect(200)).body).toEqual({ success: true, message: 'password_updated' });
      expect((await t.http.post('/api/reset_password.php').send({ email, newPassword: 'Another#Pass7' }).expect(400)).body.message).toBe('code_not_confirmed');

      await fresh().post('/api/login.php').send({ email, password: GOOD_PASSWORD }).expect(401);
      await fresh().post('/api/login.php').send({ email, password: NEW_PASSWORD }).expect(200);
      await signedIn.get('/api/v1/session').expect(401);
      await smtp.waitFor(() => smtp.mailsTo(email).some((m) => m.subject.includes('Passwort wurde geändert')));
    });

    it('answers the same for an unknown address and mails nobody', async () => {
      const res = await t.http.post('/api/request-reset.php').send({ email: 'nobody-here@bistro.test', lang: 'fr' }).expect(200);
      expect(res.body).toEqual({ success: true, message: 'reset_code_sent' });
      await new Promise((r) => setTimeout(r, 600));
      expect(smtp.mailsTo('nobody-here@bistro.test')).toHaveLength(0);
      expect((await t.http.post('/api/request-reset.php').send({}).expect(400)).body.error).toBe('email_required');
      expect((await t.http.post('/api/request-reset.php').send({ email: 'not-an-address' }).expect(400)).body.error).toBe('invalid_email');
    });

    it('refuses a reset whose confirmation is older than 10 minutes', async () => {
      const email = await verifiedAccount(t, smtp);
      await clearRateLimits(t);
      await t.http.post('/api/request-reset.php').send({ email }).expect(200);
      await smtp.waitFor(() => smtp.mailsTo(email).length === 2);
      const code = await smtp.codeFor(email);
      await t.http.post('/api/verify_code.php').send({ email, code, type: 'reset' }).expect(200);
      await sql(t, `UPDATE verification_code SET confirmed_at = now() - interval '11 minutes' WHERE email = $1 AND purpose = 'reset'`, [email]);
      expect((await t.http.post('/api/reset_password.php').send({ email, newPassword: NEW_PASSWORD }).expect(400)).body.message).toBe('code_not_confirmed');
    });
  });

  describe('login.php and logout.php', () => {
    it('opens an HttpOnly SameSite=Lax session, rotated at each login, with the user of SPEC.md section 3', async () => {
      const email = await verifiedAccount(t, smtp);
      const agent = fresh();
      const first = await agent.post('/api/login.php').send({ email: email.toUpperCase(), password: GOOD_PASSWORD }).expect(200);
      const sessionCookie = (answer: { headers: Record<string, unknown> }) =>
        ([] as string[]).concat((answer.headers['set-cookie'] as string[] | undefined) ?? []).find((c) => c.startsWith('mercato.sid='))!;
      const cookie = sessionCookie(first);
      expect(cookie).toMatch(/^mercato\.sid=/);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(Object.keys(first.body.user).sort()).toEqual(
        ['id', 'email', 'firstName', 'lastName', 'phone', 'restaurantName', 'restaurantAddress', 'promoCode', 'is_full_account', 'avatar'].sort(),
      );
      expect(first.body).toMatchObject({ success: true, error_code: null, user: { email, is_full_account: 1, promoCode: null, avatar: null } });
      const second = await agent.post('/api/login.php').send({ email, password: GOOD_PASSWORD }).expect(200);
      expect(sessionCookie(second).split(';')[0]).not.toBe(cookie.split(';')[0]);

      await agent.get('/api/v1/session').expect(200);
      await agent.post('/api/logout.php').expect(200, { success: true });
      await agent.get('/api/v1/session').expect(401);
    });

    it('lets an unverified account sign in', async () => {
      const data = registration();
      await t.http.post('/api/register.php').send(data).expect(200);
      const res = await fresh().post('/api/login.php').send({ email: data.email, password: GOOD_PASSWORD }).expect(200);
      expect(res.body.user.is_full_account).toBe(0);
    });

    it('answers missing fields with their codes, and wrong credentials alike whether or not the account exists', async () => {
      await clearRateLimits(t);
      const email = await verifiedAccount(t, smtp);
      expect((await fresh().post('/api/login.php').send({ password: 'x' }).expect(400)).body.error_code).toBe('identifier_required');
      expect((await fresh().post('/api/login.php').send({ email }).expect(400)).body.error_code).toBe('email_and_password_required');
      expect((await fresh().post('/api/login.php').send({ email: ['a'], password: 'x' }).expect(400)).body.error_code).toBe('invalid_data');
      expect((await fresh().post('/api/login.php').send({ email, password: 42 }).expect(400)).body.error_code).toBe('invalid_data');
      const wrong = await fresh().post('/api/login.php').send({ email, password: 'Wrong#Pass1' }).expect(401);
      const unknown = await fresh().post('/api/login.php').send({ email: 'nobody@bistro.test', password: 'Wrong#Pass1' }).expect(401);
      const strip = (b: Record<string, unknown>) => ({ ...b, request_id: undefined });
      expect(strip(wrong.body)).toEqual(strip(unknown.body));
      expect(wrong.body).toMatchObject({ success: false, error_code: 'invalid_credentials' });
      expect(JSON.stringify(wrong.body)).not.toContain('hash');
    });

    it('spends about the same time on an unknown account as on a wrong password', async () => {
      await clearRateLimits(t);
      const email = await verifiedAccount(t, smtp);
      const time = async (address: string) => {
        const start = process.hrtime.bigint();
        await fresh().post('/api/login.php').send({ email: address, password: 'Wrong#Pass1' }).expect(401);
        return Number(process.hrtime.bigint() - start) / 1e6;
      };
      await time('warm-up@bistro.test');
      const known = [await time(email), await time(email), await time(email)].sort((a, b) => a - b)[1]!;
      const unknown = [await time('x1@bistro.test'), await time('x2@bistro.test'), await time('x3@bistro.test')].sort((a, b) => a - b)[1]!;
      // both verify an argon2id hash: neither answer is an order of magnitude faster
      expect(unknown).toBeGreaterThan(known / 4);
      expect(known).toBeGreaterThan(unknown / 4);
      await clearRateLimits(t);
    });

    it('delays an account after five failures with 429 and Retry-After, and forgets them on success', async () => {
      await clearRateLimits(t);
      const email = await verifiedAccount(t, smtp);
      for (let i = 0; i < 5; i++) await fresh().post('/api/login.php').send({ email, password: 'Wrong#Pass1' }).expect(401);
      const blocked = await fresh().post('/api/login.php').send({ email, password: GOOD_PASSWORD }).expect(429);
      expect(blocked.body.error_code).toBe('too_many_requests');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(30);
      // the delay runs out: here we age the last failure instead of waiting 30 s
      await sql(t, `UPDATE rate_limit_counter SET last_at = now() - interval '31 seconds' WHERE key = $1`, [`login-fail:account:${email}`]);
      await fresh().post('/api/login.php').send({ email, password: GOOD_PASSWORD }).expect(200);
      const [row] = await sql(t, 'SELECT count(*)::int AS n FROM rate_limit_counter WHERE key = $1', [`login-fail:account:${email}`]);
      expect(row).toEqual({ n: 0 });
      await clearRateLimits(t);
    });

    it('refuses a login from a foreign origin', async () => {
      await fresh().post('/api/login.php').set('Origin', 'https://evil.example').send({ email: 'a@b.ch', password: 'x' }).expect(403);
    });
  });

  describe('check_user_exists.php', () => {
    it('answers whether the account exists, and is rate-limited', async () => {
      await clearRateLimits(t);
      const email = await verifiedAccount(t, smtp);
      await t.http.post('/api/check_user_exists.php').send({ email }).expect(200, { exists: true });
      await t.http.post('/api/check_user_exists.php').send({ email: 'gone@bistro.test' }).expect(200, { exists: false });
      await t.http.post('/api/check_user_exists.php').send({}).expect(200, { exists: false });
      for (let i = 0; i < 57; i++) await t.http.post('/api/check_user_exists.php').send({ email }).expect(200);
      const limited = await t.http.post('/api/check_user_exists.php').send({ email }).expect(429);
      expect(limited.headers['retry-after']).toBeDefined();
      await clearRateLimits(t);
    });
  });
});
