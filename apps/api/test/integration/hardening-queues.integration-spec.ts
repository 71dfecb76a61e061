import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SmtpCatcher } from '@mercato/test-support';
import { registration } from '../support/accounts.js';
import { eventually } from '../support/eventually.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Issue #13 item 6: two installations on one Redis, each with the QUEUE_PREFIX it gets by default. */
describe('hardening: two installations on one Redis with the default QUEUE_PREFIX', () => {
  let smtpA: SmtpCatcher;
  let smtpB: SmtpCatcher;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    [smtpA, smtpB] = await Promise.all([SmtpCatcher.start(), SmtpCatcher.start()]);
    a = await startTestApp({ redis: true, queuePrefix: 'default', smtpUrl: smtpA.url, relay: { pollMs: 200 } });
    b = await startTestApp({ redis: true, queuePrefix: 'default', smtpUrl: smtpB.url, relay: { pollMs: 200 } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await smtpA?.stop();
    await smtpB?.stop();
  });

  it('keeps their jobs apart: every registration code of each arrives, through its own mail server', async () => {
    expect(a.config.queuePrefix).not.toBe(b.config.queuePrefix);
    const usersA = Array.from({ length: 6 }, () => registration());
    const usersB = Array.from({ length: 6 }, () => registration());
    for (let i = 0; i < 6; i++) {
      await a.http.post('/api/register.php').set('X-Forwarded-For', `10.1.0.${i}`).send(usersA[i]!).expect(200);
      await b.http.post('/api/register.php').set('X-Forwarded-For', `10.2.0.${i}`).send(usersB[i]!).expect(200);
    }
    await eventually(async () => usersA.every((u) => smtpA.mailsTo(u.email).length === 1), 'the codes of installation A');
    await eventually(async () => usersB.every((u) => smtpB.mailsTo(u.email).length === 1), 'the codes of installation B');
    expect(smtpA.mails.some((m) => usersB.some((u) => m.to.includes(u.email)))).toBe(false);
    expect(smtpB.mails.some((m) => usersA.some((u) => m.to.includes(u.email)))).toBe(false);
  });
});
