import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SmtpCatcher } from '@mercato/test-support';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { clearRateLimits, GOOD_PASSWORD, signedInAccount } from '../support/accounts.js';
import { adminAgent, adminConfig } from '../support/admin.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const newUser = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  firstName: 'Luca',
  lastName: 'Bernasconi',
  phone: '+41 91 555 22 33',
  restaurantName: 'Grotto al Sasso',
  restaurantAddress: 'Via Cantonale 5, 6900 Lugano',
  language: 'it',
  ...extra,
});

describe('admin users and activation codes', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    t = await startTestApp({ smtpUrl: smtp.url, relay: { pollMs: 200 }, config: adminConfig });
    admin = await adminAgent(t);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('creates a restaurant account without a password and mails it a reset code', async () => {
    const res = await admin.post('/api/v1/admin/users').send(newUser('grotto@sasso.test', { verified: true })).expect(201);
    expect(res.body.user).toMatchObject({ email: 'grotto@sasso.test', role: 'restaurant', verified: true, active: true, language: 'it', promoCode: null });
    expect(Object.keys(res.body.user)).not.toEqual(expect.arrayContaining(['password', 'password_hash', 'passwordHash']));
    const code = await smtp.codeFor('grotto@sasso.test');
    expect(code).toMatch(/^\d{6}$/);
    const anyone = request.agent(t.app.getHttpServer());
    await anyone.post('/api/verify_code.php').send({ email: 'grotto@sasso.test', code }).expect(200);
    await anyone.post('/api/reset_password.php').send({ email: 'grotto@sasso.test', newPassword: 'Grotto#Sasso5' }).expect(200);
    await anyone.post('/api/login.php').send({ email: 'grotto@sasso.test', password: 'Grotto#Sasso5' }).expect(200);
  });

  it('checks every user field', async () => {
    const res = await admin.post('/api/v1/admin/users').send({ email: 'nope', firstName: '', phone: 'abc', role: 'boss', language: 'en', verified: 'yes', password: 'short' }).expect(400);
    expect(res.body.field_errors).toEqual({
      email: 'invalid_email',
      phone: 'invalid_phone',
      role: 'invalid_role',
      language: 'invalid_language',
      firstName: 'field_required',
      lastName: 'field_required',
      restaurantName: 'field_required',
      restaurantAddress: 'field_required',
      verified: 'invalid_data',
    });
    const weak = await admin.post('/api/v1/admin/users').send(newUser('weak@sasso.test', { password: 'short' })).expect(400);
    expect(weak.body.field_errors).toEqual({ password: 'password_does_not_meet_requirements' });
    await admin.post('/api/v1/admin/users').send(newUser('dup@sasso.test', { password: 'Dup#Sasso77' })).expect(201);
    expect((await admin.post('/api/v1/admin/users').send(newUser('DUP@sasso.test', { password: 'Dup#Sasso77' })).expect(409)).body.error_code).toBe('email_already_used');
  });

  it('lists, searches and edits accounts; deactivating ends their sessions', async () => {
    await clearRateLimits(t);
    const chef = await signedInAccount(t, smtp);
    const found = await admin.get(`/api/v1/admin/users?q=${encodeURIComponent(chef.email.toUpperCase())}`).expect(200);
    expect(found.body.total).toBe(1);
    const user = found.body.items[0];
    expect(user).toMatchObject({ id: chef.id, verified: true, role: 'restaurant', active: true });
    expect(JSON.stringify(found.body)).not.toMatch(/hash|argon|epoch/);
    const admins = await admin.get('/api/v1/admin/users?role=admin').expect(200);
    expect(admins.body.items.every((u: { role: string }) => u.role === 'admin')).toBe(true);

    const edited = await admin.put(`/api/v1/admin/users/${chef.id}`).send({ ...user, restaurantName: 'Bistro du Port', verified: false }).expect(200);
    expect(edited.body.user).toMatchObject({ restaurantName: 'Bistro du Port', verified: false });
    await chef.agent.get('/api/v1/session').expect(200);
    await admin.put(`/api/v1/admin/users/${chef.id}`).send({ ...edited.body.user, active: false }).expect(200);
    await chef.agent.get('/api/v1/session').expect(401);
    await request(t.app.getHttpServer()).post('/api/login.php').send({ email: chef.email, password: GOOD_PASSWORD }).expect(401);
    await admin.put(`/api/v1/admin/users/${chef.id}`).send({ ...edited.body.user, active: true }).expect(200);
    await request(t.app.getHttpServer()).post('/api/login.php').send({ email: chef.email, password: GOOD_PASSWORD }).expect(200);
    expect((await admin.get('/api/v1/admin/users/999999').expect(404)).body.error_code).toBe('user_not_found');
  });

  it('triggers a password-reset mail through the ordinary flow', async () => {
    await clearRateLimits(t);
    const chef = await signedInAccount(t, smtp);
    const before = smtp.mailsTo(chef.email).length;
    await admin.post(`/api/v1/admin/users/${chef.id}/password-reset`).expect(200, { success: true });
    await smtp.waitFor(() => smtp.mailsTo(chef.email).length > before);
    expect((await admin.post(`/api/v1/admin/users/${chef.id}/password-reset`).expect(429)).body.error_code).toBe('resend_too_soon');
  });

  it('creates typed and generated codes, unique whatever the case, that a restaurant then redeems', async () => {
    const typed = await admin.post('/api/v1/admin/promo-codes').send({ code: 'Salon-Gastro-26', note: 'Salon Gastronomia', max_uses: 2, valid_until: '2099-12-31' }).expect(201);
    expect(typed.body.promo_code).toMatchObject({ code: 'Salon-Gastro-26', note: 'Salon Gastronomia', max_uses: 2, uses: 0, active: true, redeemed_by: [] });
    const clash = await admin.post('/api/v1/admin/promo-codes').send({ code: 'salon-gastro-26', max_uses: 1 }).expect(409);
    expect(clash.body).toMatchObject({ error_code: 'promo_code_exists', field_errors: { code: 'promo_code_exists' } });
    const generated = await admin.post('/api/v1/admin/promo-codes').send({ code: '', max_uses: 1 }).expect(201);
    expect(generated.body.promo_code.code).toMatch(/^[A-Z2-9]{10}$/);

    await clearRateLimits(t);
    const chef = await signedInAccount(t, smtp);
    await chef.agent.post('/api/submit_promo_code.php').send({ userId: chef.id, promoCode: 'SALON-gastro-26' }).expect(200);
    const listed = await admin.get('/api/v1/admin/promo-codes?q=salon').expect(200);
    expect(listed.body.items).toEqual([expect.objectContaining({ code: 'Salon-Gastro-26', uses: 1, redeemed_by: [{ user_id: chef.id, email: chef.email, restaurant_name: 'Bistro du Lac' }] })]);
    const byUser = await admin.get(`/api/v1/admin/promo-codes?q=${encodeURIComponent(chef.email)}`).expect(200);
    expect(byUser.body.total).toBe(1);

    // A redeemed code is only deactivated; an unused one goes.
    await admin.delete(`/api/v1/admin/promo-codes/${typed.body.promo_code.id}`).expect(200, { success: true, outcome: 'deactivated' });
    expect((await chef.agent.post('/api/check_promo.php').send({ promo_code: 'salon-gastro-26' }).expect(200)).body.valid).toBe(false);
    await admin.delete(`/api/v1/admin/promo-codes/${generated.body.promo_code.id}`).expect(200, { success: true, outcome: 'deleted' });
    await admin.get(`/api/v1/admin/promo-codes/${generated.body.promo_code.id}`).expect(404);
  });

  it('checks code fields and keeps max uses above the uses so far', async () => {
    const bad = await admin.post('/api/v1/admin/promo-codes').send({ code: 'a b', max_uses: 0, valid_until: 'tomorrow', active: 'no', note: 'x'.repeat(501) }).expect(400);
    expect(bad.body.field_errors).toEqual({ code: 'invalid_promo_code', max_uses: 'invalid_max_uses', valid_until: 'invalid_date', active: 'invalid_data', note: 'text_too_long' });
    const code = await admin.post('/api/v1/admin/promo-codes').send({ code: 'TWICE-26', max_uses: 2 }).expect(201);
    await clearRateLimits(t);
    const chef = await signedInAccount(t, smtp);
    await chef.agent.post('/api/submit_promo_code.php').send({ userId: chef.id, promoCode: 'twice-26' }).expect(200);
    const body = { code: 'TWICE-26', max_uses: 0 };
    expect((await admin.put(`/api/v1/admin/promo-codes/${code.body.promo_code.id}`).send(body).expect(400)).body.field_errors).toEqual({ max_uses: 'invalid_max_uses' });
    const updated = await admin.put(`/api/v1/admin/promo-codes/${code.body.promo_code.id}`).send({ code: 'TWICE-26', max_uses: 1, active: false, note: 'fermé' }).expect(200);
    expect(updated.body.promo_code).toMatchObject({ max_uses: 1, uses: 1, active: false, note: 'fermé' });
  });

  it("sets or takes away a user's activation code, counting its use", async () => {
    await admin.post('/api/v1/admin/promo-codes').send({ code: 'GIFT-1', max_uses: 1 }).expect(201);
    const created = await admin.post('/api/v1/admin/users').send(newUser('gift@sasso.test', { promoCode: 'gift-1', password: 'Gift#Sasso77' })).expect(201);
    expect(created.body.user.promoCode).toBe('GIFT-1');
    const other = await admin.post('/api/v1/admin/users').send(newUser('gift2@sasso.test', { password: 'Gift#Sasso77' })).expect(201);
    const refused = await admin.put(`/api/v1/admin/users/${other.body.user.id}`).send({ ...other.body.user, promoCode: 'GIFT-1' }).expect(400);
    expect(refused.body.field_errors).toEqual({ promoCode: 'invalid_or_used_promo' });
    const cleared = await admin.put(`/api/v1/admin/users/${created.body.user.id}`).send({ ...created.body.user, promoCode: '' }).expect(200);
    expect(cleared.body.user.promoCode).toBeNull();
  });
});
