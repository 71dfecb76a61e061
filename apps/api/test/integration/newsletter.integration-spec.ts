import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { sql } from '../support/accounts.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

interface SubscriptionRow {
  email: string;
  language: string;
  consented_at: Date;
  unsubscribe_token: string;
}

describe('newsletter: POST /api/save-subscription.php and the unsubscribe link', () => {
  let t: TestApp;

  const subscribe = (body: Record<string, unknown>, form = false) =>
    form ? t.http.post('/api/save-subscription.php').type('form').send(body as Record<string, string>) : t.http.post('/api/save-subscription.php').send(body);
  const row = async (email: string) =>
    (await sql<SubscriptionRow>(t, `SELECT email, language, consented_at, unsubscribe_token FROM newsletter_subscription WHERE email = $1`, [email]))[0];

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await sql(t, `DELETE FROM rate_limit_counter WHERE key LIKE 'newsletter:%' OR key LIKE 'unsubscribe:%'`);
  });

  it('saves a subscription from the form of SPEC.md ({email}) with the consent time, the language and a token', async () => {
    const before = Date.now();
    const res = await subscribe({ email: 'chef@bistro.test' }, true).expect(200);
    expect(res.body).toEqual({ success: true, message: 'subscription_saved' });
    const saved = await row('chef@bistro.test');
    expect(saved!.language).toBe('fr');
    expect(new Date(saved!.consented_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(saved!.unsubscribe_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await subscribe({ email: 'koch@gasthaus.test', lang: 'de', privacy_accepted: true }).expect(200);
    expect((await row('koch@gasthaus.test'))!.language).toBe('de');
  });

  it('trims and lower-cases the address', async () => {
    await subscribe({ email: '  Sous.Chef@Trattoria.TEST  ', lang: 'it' }).expect(200);
    expect(await row('sous.chef@trattoria.test')).toBeDefined();
  });

  it.each(['', '   ', 'chef', 'chef@bistro', 'chef@@bistro.test', 'chef bistro@test.ch'])('answers invalid_email for %j', async (email) => {
    const res = await subscribe({ email }, true).expect(400);
    expect(res.body).toMatchObject({ success: false, message: 'invalid_email' });
  });

  it('answers invalid_email without any address, and for a non-text one', async () => {
    expect((await subscribe({}).expect(400)).body.message).toBe('invalid_email');
    expect((await subscribe({ email: ['a@b.test'] }).expect(400)).body.message).toBe('invalid_email');
  });

  it('answers duplicate_email (409) for an address already subscribed, whatever its case and spaces', async () => {
    await subscribe({ email: 'duplicate@bistro.test' }).expect(200);
    for (const email of ['duplicate@bistro.test', 'DUPLICATE@Bistro.Test', '  duplicate@bistro.test ']) {
      const res = await subscribe({ email }, true).expect(409);
      expect(res.body).toMatchObject({ success: false, message: 'duplicate_email' });
    }
    expect(await sql(t, `SELECT 1 FROM newsletter_subscription WHERE email = 'duplicate@bistro.test'`)).toHaveLength(1);
  });

  it('refuses an explicit refusal of the privacy policy', async () => {
    const res = await subscribe({ email: 'no-consent@bistro.test', privacy_accepted: false }).expect(400);
    expect(res.body.message).toBe('accept_privacy_required');
    expect(await row('no-consent@bistro.test')).toBeUndefined();
  });

  it('unsubscribes through the token of the link, once', async () => {
    await subscribe({ email: 'leaving@bistro.test' }).expect(200);
    const token = (await row('leaving@bistro.test'))!.unsubscribe_token;

    const preview = await t.http.get(`/api/v1/newsletter/unsubscribe?token=${token}`).expect(200);
    expect(preview.body).toEqual({ success: true, email: 'l***@bistro.test' });
    expect(await row('leaving@bistro.test')).toBeDefined(); // looking changes nothing

    await t.http.post('/api/v1/newsletter/unsubscribe').send({ token }).expect(200, { success: true, message: 'unsubscribed' });
    expect(await row('leaving@bistro.test')).toBeUndefined();
    expect((await t.http.post('/api/v1/newsletter/unsubscribe').send({ token }).expect(404)).body.error_code).toBe('subscription_not_found');
    await t.http.get(`/api/v1/newsletter/unsubscribe?token=${token}`).expect(404);

    // leaving makes room for a new subscription of the same address
    await subscribe({ email: 'leaving@bistro.test' }).expect(200);
  });

  it('accepts the one-click unsubscribe of mail clients (token in the query, form body)', async () => {
    await subscribe({ email: 'one-click@bistro.test' }).expect(200);
    const token = (await row('one-click@bistro.test'))!.unsubscribe_token;
    await t.http.post(`/api/v1/newsletter/unsubscribe?token=${token}`).type('form').send({ 'List-Unsubscribe': 'One-Click' }).expect(200);
    expect(await row('one-click@bistro.test')).toBeUndefined();
  });

  it('answers subscription_not_found for unknown or malformed tokens', async () => {
    for (const token of ['x'.repeat(43), 'short', "' OR 1=1 --"]) {
      await t.http.post('/api/v1/newsletter/unsubscribe').send({ token }).expect(404);
      await t.http.get(`/api/v1/newsletter/unsubscribe?token=${encodeURIComponent(token)}`).expect(404);
    }
  });

  it('limits subscriptions per address (429)', async () => {
    for (let i = 0; i < 10; i++) await subscribe({ email: `limit-${i}@bistro.test` }).expect(200);
    const res = await subscribe({ email: 'limit-10@bistro.test' }).expect(429);
    expect(res.body).toMatchObject({ success: false, message: 'too_many_requests' });
    expect(res.headers['retry-after']).toBeDefined();
  });
});
