import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SmtpCatcher } from '@mercato/test-support';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { clearRateLimits, GOOD_PASSWORD, registration, sql, verifiedAccount } from '../support/accounts.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const NEW_PASSWORD = 'Fondue&Gruyere9';
const EVIL = 'https://evil.example';
const LONG = 'x'.repeat(10_000);
const WRONG_TYPES: ReadonlyArray<[string, unknown]> = [['a number', 42], ['an array', ['a']], ['an object', { a: 1 }], ['true', true]];
const withoutRequestId = (body: Record<string, unknown>) => ({ ...body, request_id: undefined });

/** What a foreign-origin request would change if it got through (the signed-in agent is the victim's browser). */
interface Victim {
  readonly agent: TestAgent;
  /** Verified, signed in with `agent`, with a confirmed reset code. */
  readonly known: string;
  /** Unverified, with its live register code. */
  readonly pending: { email: string; code: string };
}

/** A call of SPEC.md section 7 as DESIGN.md answers its failures. */
interface Call {
  readonly path: string;
  readonly field: 'error_code' | 'error' | 'message';
  /** Answer fields its failures keep (check_promo.php keeps `valid: false`). */
  readonly also?: Readonly<Record<string, unknown>>;
  /** A well-formed body, with the call's string fields; none for logout.php, which reads no body. */
  readonly body?: () => Record<string, unknown>;
  readonly strings?: readonly string[];
  /** The answer to 10,000 characters in every string field. */
  readonly long?: { status: number; body: Record<string, unknown> };
  /** A body that would change something, sent from a foreign origin. */
  readonly foreign: (victim: Victim) => Record<string, unknown> | undefined;
}

const someone = () => `someone-${Math.random().toString(36).slice(2, 10)}@bistro.test`;

const CALLS: readonly Call[] = [
  {
    path: 'check_promo.php',
    field: 'error_code',
    also: { valid: false },
    body: () => ({ promo_code: 'ANY-CODE' }),
    strings: ['promo_code'],
    // DESIGN.md: the check_* calls answer 200 with their boolean; an unknown code is one.
    long: { status: 200, body: { valid: false, error_code: 'invalid_promo_code' } },
    foreign: () => ({ promo_code: 'ANY-CODE' }),
  },
  {
    path: 'register.php',
    field: 'error_code',
    body: () => registration(),
    strings: ['firstName', 'lastName', 'phone', 'email', 'restaurantName', 'restaurantAddress', 'password', 'confirm', 'promo_code', 'lang'],
    long: { status: 400, body: { success: false, error_code: 'invalid_data' } },
    foreign: () => registration(),
  },
  {
    path: 'login.php',
    field: 'error_code',
    body: () => ({ email: someone(), password: 'Wrong#Pass1' }),
    strings: ['email', 'password'],
    long: { status: 401, body: { success: false, error_code: 'invalid_credentials' } },
    foreign: (v) => ({ email: v.known, password: GOOD_PASSWORD }),
  },
  {
    path: 'request-reset.php',
    field: 'error',
    body: () => ({ email: someone(), lang: 'fr' }),
    strings: ['email', 'lang'],
    long: { status: 400, body: { success: false, error: 'invalid_email' } },
    foreign: (v) => ({ email: v.pending.email, lang: 'fr' }),
  },
  {
    path: 'verify_code.php',
    field: 'error',
    body: () => ({ email: someone(), code: '123456', lang: 'fr', type: 'register' }),
    strings: ['email', 'code', 'lang', 'type'],
    long: { status: 400, body: { success: false, error: 'invalid_data' } },
    foreign: (v) => ({ email: v.pending.email, code: v.pending.code }),
  },
  {
    path: 'resend_code.php',
    field: 'error',
    body: () => ({ email: someone(), lang: 'fr', type: 'register' }),
    strings: ['email', 'lang', 'type'],
    long: { status: 400, body: { success: false, error: 'invalid_data' } },
    foreign: (v) => ({ email: v.pending.email, lang: 'fr', type: 'register' }),
  },
  {
    path: 'reset_password.php',
    field: 'message',
    body: () => ({ email: someone(), newPassword: NEW_PASSWORD }),
    strings: ['email', 'newPassword'],
    long: { status: 400, body: { success: false, message: 'invalid_email' } },
    foreign: (v) => ({ email: v.known, newPassword: NEW_PASSWORD }),
  },
  {
    path: 'check_user_exists.php',
    field: 'error_code',
    body: () => ({ email: someone() }),
    strings: ['email'],
    long: { status: 200, body: { exists: false } },
    foreign: (v) => ({ email: v.known }),
  },
  { path: 'logout.php', field: 'error_code', foreign: () => undefined },
];
const BODY_CALLS = CALLS.filter((call) => call.body);

describe('accounts calls: bad input, limits and the rules of codes and resets', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  const fresh = () => request.agent(t.app.getHttpServer());
  const failure = (call: Call, code: string) => ({ success: false, ...call.also, [call.field]: code });
  /** The fields of `body` that a failure of `call` must carry. */
  const answerOf = (call: Call, body: Record<string, unknown>) =>
    Object.fromEntries(Object.keys(failure(call, '')).map((key) => [key, body[key]]));

  /** Everything a refused call must leave as it was: accounts, codes, counters, sessions, mails. */
  const snapshot = () =>
    sql(
      t,
      `SELECT (SELECT json_agg(u ORDER BY u.id) FROM (SELECT id, email, password_hash, verified, session_epoch, updated_at FROM app_user) u) AS users,
              (SELECT json_agg(c ORDER BY c.id) FROM (SELECT id, attempts, confirmed_at, used_at, replaced_at FROM verification_code) c) AS codes,
              (SELECT json_agg(r ORDER BY r.key) FROM (SELECT key, count FROM rate_limit_counter) r) AS counters,
              (SELECT json_agg(sid ORDER BY sid) FROM http_session) AS sessions,
              (SELECT count(*)::int FROM mail_outbox) AS mails`,
    );

  /** An unverified account and its register code; lifts the per-address registration limit first. */
  const pendingAccount = async () => {
    await sql(t, `DELETE FROM rate_limit_counter WHERE key LIKE 'register:%'`);
    const data = registration();
    await t.http.post('/api/register.php').send(data).expect(200);
    return { email: data.email, code: await smtp.codeFor(data.email) };
  };

  /** A reset code for `email`, confirmed through verify_code.php. */
  const confirmedReset = async (email: string) => {
    await sql(t, `DELETE FROM rate_limit_counter WHERE key LIKE 'code-lock:%'`);
    const before = smtp.mailsTo(email).length;
    await t.http.post('/api/request-reset.php').send({ email, lang: 'fr' }).expect(200);
    await smtp.waitFor(() => smtp.mailsTo(email).length === before + 1);
    const code = await smtp.codeFor(email);
    expect((await t.http.post('/api/verify_code.php').send({ email, code, type: 'reset' }).expect(200)).body.message).toBe('code_confirmed');
  };

  const canSignIn = async (email: string, password: string) =>
    (await fresh().post('/api/login.php').send({ email, password })).status === 200;

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    t = await startTestApp({ smtpUrl: smtp.url, relay: { pollMs: 200 } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  describe('bad input', () => {
    it.each(CALLS)('$path answers malformed JSON with 400 invalid_data in $field', async (call) => {
      const res = await fresh().post(`/api/${call.path}`).set('Content-Type', 'application/json').send('{"email":').expect(400);
      expect(res.body).toMatchObject(failure(call, 'invalid_data'));
    });

    it.each(BODY_CALLS)('$path answers a JSON body that is not an object with 400 in $field', async (call) => {
      const answers = [];
      for (const raw of ['null', '"text"', '[1]']) {
        const res = await fresh().post(`/api/${call.path}`).set('Content-Type', 'application/json').send(raw);
        answers.push({ raw, status: res.status, answer: answerOf(call, res.body) });
      }
      expect(answers).toEqual([
        { raw: 'null', status: 400, answer: failure(call, 'invalid_data') },
        { raw: '"text"', status: 400, answer: failure(call, 'invalid_data') },
        { raw: '[1]', status: 400, answer: failure(call, 'invalid_data') },
      ]);
    });

    it.each(BODY_CALLS)('$path answers each string field given a number, an array, an object or true with 400 in $field', async (call) => {
      const answers = [];
      const expected = [];
      for (const field of call.strings!) {
        for (const [label, value] of WRONG_TYPES) {
          const res = await fresh().post(`/api/${call.path}`).send({ ...call.body!(), [field]: value });
          answers.push({ field, label, status: res.status, answer: answerOf(call, res.body) });
          expected.push({ field, label, status: 400, answer: failure(call, 'invalid_data') });
        }
      }
      expect(answers).toEqual(expected);
    });

    it.each(BODY_CALLS)('$path answers 10,000 characters in every string field with $long.status, never 5xx', async (call) => {
      const body = { ...call.body!(), ...Object.fromEntries(call.strings!.map((field) => [field, LONG])) };
      const res = await fresh().post(`/api/${call.path}`).send(body);
      expect([res.status, withoutRequestId(res.body)]).toEqual([call.long!.status, expect.objectContaining(call.long!.body)]);
    });

    describe('from a foreign origin', () => {
      let victim: Victim;

      beforeAll(async () => {
        await clearRateLimits(t);
        const known = await verifiedAccount(t, smtp);
        const pending = await pendingAccount();
        await confirmedReset(known);
        const agent = fresh();
        await agent.post('/api/login.php').send({ email: known, password: GOOD_PASSWORD }).expect(200);
        // Each foreign body below would succeed from the shop's own pages.
        await sql(t, `DELETE FROM rate_limit_counter WHERE key LIKE 'code-lock:%'`);
        victim = { agent, known, pending };
      });

      it.each(CALLS)('$path is refused with 403 forbidden in $field and changes nothing', async (call) => {
        const before = await snapshot();
        const body = call.foreign(victim);
        const sent = victim.agent.post(`/api/${call.path}`).set('Origin', EVIL);
        const res = await (body ? sent.send(body) : sent).expect(403);
        expect(res.body).toMatchObject(failure(call, 'forbidden'));
        expect(res.headers['set-cookie']).toBeUndefined();
        expect(await snapshot()).toEqual(before);
        await victim.agent.get('/api/v1/session').expect(200);
      });

      it('left the victim as it was: password, unverified account, live code', async () => {
        expect(await canSignIn(victim.known, GOOD_PASSWORD)).toBe(true);
        const [row] = await sql(t, 'SELECT verified FROM app_user WHERE email = $1', [victim.pending.email]);
        expect(row).toEqual({ verified: false });
        await t.http.post('/api/verify_code.php').send({ email: victim.pending.email, code: victim.pending.code }).expect(200);
        await clearRateLimits(t);
      });
    });
  });

  describe('check_promo.php', () => {
    it('answers no code with 200 promo_required and a number with 400 invalid_data, both with valid: false', async () => {
      await clearRateLimits(t);
      await t.http.post('/api/check_promo.php').send({}).expect(200, { valid: false, error_code: 'promo_required' });
      const number = await t.http.post('/api/check_promo.php').send({ promo_code: 2026 }).expect(400);
      expect(number.body).toMatchObject({ valid: false, error_code: 'invalid_data' });
    });

    it('allows 30 checks per address in 15 minutes, then 429 too_many_requests with Retry-After and valid: false', async () => {
      await clearRateLimits(t);
      for (let i = 0; i < 30; i++) {
        await t.http.post('/api/check_promo.php').send({ promo_code: `GUESS-${i}` }).expect(200, { valid: false, error_code: 'invalid_promo_code' });
      }
      const limited = await t.http.post('/api/check_promo.php').send({ promo_code: 'GUESS-30' }).expect(429);
      expect(limited.body).toMatchObject({ valid: false, error_code: 'too_many_requests' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      await clearRateLimits(t);
    });
  });

  describe('password reset rules', () => {
    it('refuses a reset whose code was sent but not confirmed, and the old password still works', async () => {
      const email = await verifiedAccount(t, smtp);
      await sql(t, `DELETE FROM rate_limit_counter WHERE key LIKE 'code-lock:%'`);
      await t.http.post('/api/request-reset.php').send({ email, lang: 'fr' }).expect(200);
      await smtp.waitFor(() => smtp.mailsTo(email).length === 2);
      const res = await t.http.post('/api/reset_password.php').send({ email, newPassword: NEW_PASSWORD }).expect(400);
      expect(res.body).toMatchObject({ success: false, message: 'code_not_confirmed' });
      expect(await canSignIn(email, GOOD_PASSWORD)).toBe(true);
      expect(await canSignIn(email, NEW_PASSWORD)).toBe(false);
    });

    it('does not take a confirmed register code for a reset', async () => {
      const { email, code } = await pendingAccount();
      expect((await t.http.post('/api/verify_code.php').send({ email, code }).expect(200)).body.message).toBe('registration_verified');
      const res = await t.http.post('/api/reset_password.php').send({ email, newPassword: NEW_PASSWORD }).expect(400);
      expect(res.body.message).toBe('code_not_confirmed');
      expect(await canSignIn(email, GOOD_PASSWORD)).toBe(true);
    });

    it("does not let a confirmed reset of one account set another account's password", async () => {
      const a = await verifiedAccount(t, smtp);
      const b = await verifiedAccount(t, smtp);
      await confirmedReset(a);
      const res = await t.http.post('/api/reset_password.php').send({ email: b, newPassword: NEW_PASSWORD }).expect(400);
      expect(res.body.message).toBe('code_not_confirmed');
      expect(await canSignIn(b, GOOD_PASSWORD)).toBe(true);
      // A's confirmation is untouched and serves A alone
      await t.http.post('/api/reset_password.php').send({ email: a, newPassword: NEW_PASSWORD }).expect(200);
      expect(await canSignIn(a, NEW_PASSWORD)).toBe(true);
      expect(await canSignIn(b, NEW_PASSWORD)).toBe(false);
    });

    it('refuses a 129-character and a common password, keeping the old one; takes 128 characters whole', async () => {
      const email = await verifiedAccount(t, smtp);
      await confirmedReset(email);
      for (const [newPassword, message] of [
        [`A!${'x'.repeat(127)}`, 'password_requirements_not_met'],
        ['P@ssw0rd', 'password_too_common'],
        ['Sunshine!', 'password_too_common'],
      ] as const) {
        const res = await t.http.post('/api/reset_password.php').send({ email, newPassword });
        expect([newPassword.length, res.status, res.body.message]).toEqual([newPassword.length, 400, message]);
      }
      expect(await canSignIn(email, GOOD_PASSWORD)).toBe(true);

      const longest = `A!${'x'.repeat(126)}`;
      await t.http.post('/api/reset_password.php').send({ email, newPassword: longest }).expect(200);
      expect(await canSignIn(email, longest.slice(0, 127))).toBe(false);
      expect(await canSignIn(email, longest)).toBe(true);
      expect(await canSignIn(email, GOOD_PASSWORD)).toBe(false);
      await clearRateLimits(t);
    });
  });

  describe('codes are bound to their user and purpose', () => {
    it('refuses a register code given as a reset code, without spending a try; it then verifies the account', async () => {
      const { email, code } = await pendingAccount();
      const res = await t.http.post('/api/verify_code.php').send({ email, code, type: 'reset' }).expect(400);
      expect(res.body).toMatchObject({ success: false, error: 'invalid_or_expired_code' });
      const [row] = await sql(t, `SELECT attempts, confirmed_at FROM verification_code WHERE email = $1 AND purpose = 'register'`, [email]);
      expect(row).toEqual({ attempts: 0, confirmed_at: null });
      expect((await t.http.post('/api/verify_code.php').send({ email, code, type: 'register' }).expect(200)).body.message).toBe('registration_verified');
    });

    it("refuses one account's right code with another account's e-mail", async () => {
      const a = await pendingAccount();
      let b = await pendingAccount();
      while (b.code === a.code) b = await pendingAccount(); // one chance in a million
      const res = await t.http.post('/api/verify_code.php').send({ email: b.email, code: a.code }).expect(400);
      expect(res.body).toMatchObject({ success: false, error: 'invalid_or_expired_code' });
      const [row] = await sql(t, 'SELECT verified FROM app_user WHERE email = $1', [b.email]);
      expect(row).toEqual({ verified: false });
      await t.http.post('/api/verify_code.php').send({ email: a.email, code: a.code }).expect(200);
      await t.http.post('/api/verify_code.php').send({ email: b.email, code: b.code }).expect(200);
    });
  });

  describe('resend_code.php', () => {
    it('answers a reset resend alike for a known and an unknown address, locks both for 30 s, and mails only the known one', async () => {
      const known = await verifiedAccount(t, smtp);
      const unknown = someone();
      const before = smtp.mailsTo(known).length;
      const send = (email: string) => fresh().post('/api/resend_code.php').send({ email, lang: 'fr', type: 'reset' });

      const [toKnown, toUnknown] = [await send(known), await send(unknown)];
      expect([toKnown.status, toKnown.body]).toEqual([200, { success: true, message: 'new_code_sent' }]);
      expect([toUnknown.status, toUnknown.body]).toEqual([toKnown.status, toKnown.body]);

      const [againKnown, againUnknown] = [await send(known), await send(unknown)];
      for (const again of [againKnown, againUnknown]) {
        expect(again.status).toBe(429);
        expect(again.body).toMatchObject({ success: false, error: 'resend_too_soon' });
        expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(30);
      }
      expect(withoutRequestId(againUnknown.body)).toEqual(withoutRequestId(againKnown.body));

      await smtp.waitFor(() => smtp.mailsTo(known).length === before + 1);
      // the known address's mail has arrived; the unknown one's would have been recorded with it
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(smtp.mailsTo(unknown)).toHaveLength(0);
      expect(smtp.mailsTo(known)).toHaveLength(before + 1);
    });

    it('refuses an unknown type with 400 invalid_data and sends nothing', async () => {
      const { email } = await pendingAccount();
      await sql(t, `DELETE FROM rate_limit_counter WHERE key LIKE 'code-lock:%'`);
      for (const type of ['other', 'change_email', '']) {
        const res = await t.http.post('/api/resend_code.php').send({ email, lang: 'fr', type }).expect(400);
        expect(res.body).toMatchObject({ success: false, error: 'invalid_data' });
      }
      const [row] = await sql(t, 'SELECT count(*)::int AS n FROM verification_code WHERE email = $1', [email]);
      expect(row).toEqual({ n: 1 });
    });

    it('sends at most 10 codes per address per day', async () => {
      const { email } = await pendingAccount(); // send 1
      const key = (prefix: string) => `${prefix}${email}`;
      for (let i = 2; i <= 10; i++) {
        await sql(t, 'DELETE FROM rate_limit_counter WHERE key = ANY($1)', [[key('code-lock:register:'), key('code-hour:')]]);
        await t.http.post('/api/resend_code.php').send({ email, type: 'register' }).expect(200);
      }
      await sql(t, 'DELETE FROM rate_limit_counter WHERE key = ANY($1)', [[key('code-lock:register:'), key('code-hour:')]]);
      const eleventh = await t.http.post('/api/resend_code.php').send({ email, type: 'register' }).expect(429);
      expect(eleventh.body).toMatchObject({ success: false, error: 'too_many_requests' });
      expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(23 * 3600);
      expect(Number(eleventh.headers['retry-after'])).toBeLessThanOrEqual(24 * 3600);
      const [row] = await sql(t, 'SELECT count(*)::int AS n FROM verification_code WHERE email = $1', [email]);
      expect(row).toEqual({ n: 10 });
      await smtp.waitFor(() => smtp.mailsTo(email).length === 10);
      await clearRateLimits(t);
    });
  });

  describe('login.php', () => {
    it('delays an address after 20 failures across accounts, though no account failed twice', async () => {
      await clearRateLimits(t);
      for (let i = 0; i < 20; i++) await fresh().post('/api/login.php').send({ email: someone(), password: 'Wrong#Pass1' }).expect(401);
      const [accounts] = await sql(t, `SELECT max(count) AS most, count(*)::int AS n FROM rate_limit_counter WHERE key LIKE 'login-fail:account:%'`);
      expect(accounts).toEqual({ most: 1, n: 20 });

      const limited = await fresh().post('/api/login.php').send({ email: someone(), password: 'Wrong#Pass1' }).expect(429);
      expect(limited.body).toMatchObject({ success: false, error_code: 'too_many_requests' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(30);
      await clearRateLimits(t);
    });
  });

  describe('logout.php', () => {
    it('destroys the session on the server: the old cookie, sent again, is signed out', async () => {
      const email = await verifiedAccount(t, smtp);
      const agent = fresh();
      const login = await agent.post('/api/login.php').send({ email, password: GOOD_PASSWORD }).expect(200);
      const cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []).find((c) => c.startsWith('mercato.sid='))!.split(';')[0]!;
      const id = login.body.user.id as number;
      const sid = /^s:(.+)\.[^.]+$/.exec(decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)))![1]!;
      await request(t.app.getHttpServer()).get('/api/v1/session').set('Cookie', cookie).expect(200);
      await request(t.app.getHttpServer()).get(`/api/get_user.php?id=${id}`).set('Cookie', cookie).expect(200);

      await agent.post('/api/logout.php').expect(200, { success: true });

      const session = await request(t.app.getHttpServer()).get('/api/v1/session').set('Cookie', cookie).expect(401);
      expect(session.body).toMatchObject({ success: false, error_code: 'unauthorized' });
      await request(t.app.getHttpServer()).get(`/api/get_user.php?id=${id}`).set('Cookie', cookie).expect(401);
      expect(await sql(t, 'SELECT sid FROM http_session WHERE sid = $1', [sid])).toEqual([]);
    });
  });
});
