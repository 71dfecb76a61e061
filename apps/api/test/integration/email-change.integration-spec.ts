import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SmtpCatcher } from '@mercato/test-support';
import request from 'supertest';
import { clearRateLimits, GOOD_PASSWORD, signedInAccount } from '../support/accounts.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('e-mail change by two codes', () => {
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

  const newAddress = () => `new-${Math.random().toString(36).slice(2, 10)}@bistro.test`;

  it('changes the address after a code to the old and a code to the new address, and tells the old one', async () => {
    const me = await signedIn();
    const target = newAddress();
    const mailsBefore = smtp.mailsTo(me.email).length;
    const req = await me.agent.post('/api/request_email_change.php').send({ user_id: me.id, new_email: target, lang: 'it' }).expect(200);
    expect(req.body).toEqual({ success: true, message: 'email_change_code_sent' });
    await smtp.waitFor(() => smtp.mailsTo(me.email).length === mailsBefore + 1);
    const oldCode = await smtp.codeFor(me.email);

    // step 2 before step 1 is refused
    expect((await me.agent.post('/api/verify_new_email_code.php').send({ user_id: me.id, code: '000000' }).expect(400)).body.error_code).toBe('old_email_not_confirmed');
    expect((await me.agent.post('/api/verify_old_email_code.php').send({ user_id: me.id, code: oldCode === '000000' ? '111111' : '000000' }).expect(400)).body.error_code).toBe('invalid_old_email_code');
    const step1 = await me.agent.post('/api/verify_old_email_code.php').send({ user_id: me.id, code: oldCode, lang: 'it' }).expect(200);
    expect(step1.body).toEqual({ success: true, error_code: null, message: 'old_email_confirmed_code_sent' });

    const newCode = await smtp.codeFor(target);
    expect(smtp.mailsTo(target)[0]!.subject).toContain('codice');
    expect((await me.agent.post('/api/verify_new_email_code.php').send({ user_id: me.id, code: newCode === '000000' ? '111111' : '000000' }).expect(400)).body.error_code).toBe('invalid_new_email_code');
    const step2 = await me.agent.post('/api/verify_new_email_code.php').send({ user_id: me.id, code: newCode }).expect(200);
    expect(step2.body).toMatchObject({ success: true, error_code: null, message: 'email_updated', user: { id: me.id, email: target } });

    await request(t.app.getHttpServer()).post('/api/login.php').send({ email: target, password: GOOD_PASSWORD }).expect(200);
    await request(t.app.getHttpServer()).post('/api/login.php').send({ email: me.email, password: GOOD_PASSWORD }).expect(401);
    await smtp.waitFor(() => smtp.mailsTo(me.email).some((m) => m.text.includes(target)));
    // the flow is over
    expect((await me.agent.post('/api/verify_new_email_code.php').send({ user_id: me.id, code: newCode }).expect(404)).body.error_code).toBe('email_change_request_not_found');
  });

  it('refuses an address in use, the same address, a bad one, and anyone else', async () => {
    const me = await signedIn();
    const other = await signedIn();
    const send = (body: Record<string, unknown>, agent = me.agent) => agent.post('/api/request_email_change.php').send({ user_id: me.id, ...body });
    expect((await send({ new_email: other.email.toUpperCase() }).expect(409)).body.error).toBe('email_already_used');
    expect((await send({ new_email: me.email }).expect(400)).body.error).toBe('invalid_data');
    expect((await send({ new_email: 'not-an-address' }).expect(400)).body.error).toBe('invalid_email');
    expect((await send({}).expect(400)).body.error).toBe('email_required');
    await send({ new_email: newAddress() }, other.agent).expect(403);
    await request(t.app.getHttpServer()).post('/api/request_email_change.php').send({ user_id: me.id, new_email: newAddress() }).expect(401);
    expect((await me.agent.post('/api/verify_old_email_code.php').send({ user_id: me.id, code: '123456' }).expect(404)).body.error_code).toBe('email_change_request_not_found');
  });

  it('resends the codes of the modal with the 30 s lock', async () => {
    await clearRateLimits(t);
    const me = await signedIn();
    await me.agent.post('/api/request_email_change.php').send({ user_id: me.id, new_email: newAddress() }).expect(200);
    const early = await me.agent.post('/api/resend_code.php').send({ user_id: me.id, type: 'change_old_email', lang: 'fr' }).expect(429);
    expect(early.body.error).toBe('resend_too_soon');
    expect((await me.agent.post('/api/resend_code.php').send({ user_id: me.id, type: 'change_new_email' }).expect(400)).body.error).toBe('old_email_not_confirmed');
    await clearRateLimits(t);
    expect((await me.agent.post('/api/resend_code.php').send({ user_id: me.id, type: 'change_old_email' }).expect(200)).body.message).toBe('new_code_sent');
    await request(t.app.getHttpServer()).post('/api/resend_code.php').send({ user_id: me.id, type: 'change_old_email' }).expect(401);
  });
});
