import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { SmtpCatcher } from '@mercato/test-support';
import { clearRateLimits, createPromoCode, GOOD_PASSWORD, registration, sql } from '../support/accounts.js';
import { startTestApp, type DatabaseKind, type TestApp } from '../support/test-app.js';

describe.each<DatabaseKind>(['postgres', 'embedded'])('registration on %s', (database) => {
  let smtp: SmtpCatcher;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    t = await startTestApp({ database, smtpUrl: smtp.url, relay: { pollMs: 200 } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });
  // Every try counts toward the per-address limit, refused ones too.
  beforeEach(async () => {
    await clearRateLimits(t);
  });

  it('creates an unverified account and mails a six-digit code in the chosen language', async () => {
    const data = registration({ lang: 'de', email: `  Neu-${Date.now()}@Bistro.TEST ` });
    const res = await t.http.post('/api/register.php').send(data).expect(200);
    expect(res.body).toEqual({ success: true, error_code: null, message: 'check_email_for_code' });
    const email = data.email.trim().toLowerCase();
    const code = await smtp.codeFor(email);
    expect(code).toMatch(/^\d{6}$/);
    expect(smtp.mailsTo(email)[0]!.subject).toContain('Bestätigungscode');

    const login = await t.http.post('/api/login.php').send({ email, password: GOOD_PASSWORD }).expect(200);
    expect(login.body.user.is_full_account).toBe(0);
    const [row] = await sql<{ code_hash: string }>(t, 'SELECT code_hash FROM verification_code WHERE email = $1', [email]);
    expect(row!.code_hash).not.toContain(code);
    expect(row!.code_hash).toHaveLength(64);
  });

  it('stores the password as an argon2id hash', async () => {
    const data = registration();
    await t.http.post('/api/register.php').send(data).expect(200);
    const [row] = await sql<{ password_hash: string }>(t, 'SELECT password_hash FROM app_user WHERE email = $1', [data.email]);
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    ['firstName', 'fill_all_fields'],
    ['lastName', 'fill_all_fields'],
    ['phone', 'fill_all_fields'],
    ['email', 'fill_all_fields'],
    ['restaurantName', 'fill_all_fields'],
    ['restaurantAddress', 'fill_all_fields'],
    ['password', 'fill_all_fields'],
    ['confirm', 'fill_all_fields'],
  ])('refuses a registration without %s (%s)', async (field, code) => {
    const data: Record<string, unknown> = registration();
    delete data[field];
    const res = await t.http.post('/api/register.php').send(data).expect(400);
    expect(res.body).toMatchObject({ success: false, error_code: code });
    const blankValue = field === 'password' || field === 'confirm' ? '' : '   ';
    const blank = await t.http.post('/api/register.php').send({ ...registration(), [field]: blankValue }).expect(400);
    expect(blank.body.error_code).toBe(code);
  });

  it.each([
    ['an e-mail without @', { email: 'chef.bistro.ch' }, 'invalid_email'],
    ['words as phone', { phone: 'call me' }, 'invalid_phone'],
    ['a three-digit phone', { phone: '123' }, 'invalid_phone'],
    ['a different confirmation', { confirm: 'Raclette#Vaud8' }, 'passwords_do_not_match'],
    ['no uppercase', { password: 'abcdefg!', confirm: 'abcdefg!' }, 'password_does_not_meet_requirements'],
    ['no special character', { password: 'Abcdefgh', confirm: 'Abcdefgh' }, 'password_does_not_meet_requirements'],
    ['too short', { password: 'Ab!', confirm: 'Ab!' }, 'password_does_not_meet_requirements'],
    ['a common password', { password: 'Password1!', confirm: 'Password1!' }, 'password_too_common'],
    ['129 characters', { password: `A!${'x'.repeat(127)}`, confirm: `A!${'x'.repeat(127)}` }, 'password_does_not_meet_requirements'],
    ['a number as name', { firstName: 42 }, 'invalid_data'],
    ['text as privacy flag', { privacy_accepted: 'yes please' }, 'invalid_data'],
    ['a 5000-character name', { restaurantName: 'x'.repeat(5000) }, 'invalid_data'],
    ['an unknown promo code', { promo_code: 'NO-SUCH-CODE' }, 'invalid_promo_code'],
  ])('refuses %s with %s', async (_label, overrides, code) => {
    const res = await t.http.post('/api/register.php').send(registration(overrides)).expect(400);
    expect(res.body).toMatchObject({ success: false, error_code: code });
  });

  it('refuses an address already registered, whatever its case, with 409', async () => {
    const data = registration();
    await t.http.post('/api/register.php').send(data).expect(200);
    const again = await t.http.post('/api/register.php').send(registration({ email: data.email.toUpperCase() })).expect(409);
    expect(again.body).toEqual(expect.objectContaining({ success: false, error_code: 'email_already_used' }));
  });

  it('answers malformed JSON with invalid_data', async () => {
    const res = await t.http.post('/api/register.php').set('Content-Type', 'application/json').send('{"firstName":').expect(400);
    expect(res.body).toMatchObject({ success: false, error_code: 'invalid_data' });
  });

  it('gives the account a valid promo code, and refuses a used or expired one', async () => {
    await createPromoCode(t, 'Bistro-One');
    await createPromoCode(t, 'OLD-CODE', { validUntil: new Date(Date.now() - 1000) });
    const data = registration({ promo_code: '  bistro-one ' });
    await t.http.post('/api/register.php').send(data).expect(200);
    const login = await t.http.post('/api/login.php').send({ email: data.email, password: GOOD_PASSWORD }).expect(200);
    expect(login.body.user.promoCode).toBe('Bistro-One');

    const used = await t.http.post('/api/register.php').send(registration({ promo_code: 'BISTRO-ONE' })).expect(400);
    expect(used.body.error_code).toBe('invalid_or_used_promo');
    const expired = await t.http.post('/api/register.php').send(registration({ promo_code: 'old-code' })).expect(400);
    expect(expired.body.error_code).toBe('invalid_or_used_promo');
  });

  it('checks promo codes with check_promo.php', async () => {
    await createPromoCode(t, 'CHECK-ME', { maxUses: 3 });
    await createPromoCode(t, 'OFF', { active: false });
    await t.http.post('/api/check_promo.php').send({ promo_code: 'check-me' }).expect(200, { valid: true });
    await t.http.post('/api/check_promo.php').send({ promo_code: 'nope' }).expect(200, { valid: false, error_code: 'invalid_promo_code' });
    await t.http.post('/api/check_promo.php').send({ promo_code: 'OFF' }).expect(200, { valid: false, error_code: 'invalid_or_used_promo' });
    await t.http.post('/api/check_promo.php').send({ promo_code: '  ' }).expect(200, { valid: false, error_code: 'promo_required' });
  });

  it('limits registrations per address', async () => {
    await clearRateLimits(t);
    // refused forms count like valid ones (DESIGN.md: every limit counts a try before evaluating it)
    for (let i = 0; i < 5; i++) await t.http.post('/api/register.php').send(registration({ phone: 'x' })).expect(400);
    for (let i = 0; i < 5; i++) await t.http.post('/api/register.php').send(registration()).expect(200);
    const res = await t.http.post('/api/register.php').send(registration()).expect(429);
    expect(res.body.error_code).toBe('too_many_requests');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    await clearRateLimits(t);
  });

  it('registers a SPEC.md payload without privacy_accepted, and refuses privacy_accepted false', async () => {
    const { privacy_accepted: _omitted, lang: _lang, ...spec } = registration();
    await t.http.post('/api/register.php').send(spec).expect(200);
    const refused = await t.http.post('/api/register.php').send(registration({ privacy_accepted: false })).expect(400);
    expect(refused.body).toMatchObject({ success: false, error_code: 'accept_privacy_required' });
    const [row] = await sql<{ privacy_accepted_at: Date | null }>(t, 'SELECT privacy_accepted_at FROM app_user WHERE email = $1', [spec.email]);
    expect(row!.privacy_accepted_at).not.toBeNull();
  });

  it('refuses a registration from a foreign origin', async () => {
    await t.http.post('/api/register.php').set('Origin', 'https://evil.example').send(registration()).expect(403);
  });
});
