import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SmtpCatcher } from '@mercato/test-support';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Redis } from 'ioredis';
import { MailOutbox } from '../../src/mail/application/mail-outbox.service.js';
import { OutboxRelay } from '../../src/mail/application/outbox-relay.service.js';
import { OutboxRepository } from '../../src/mail/application/outbox-repository.port.js';
import { UnitOfWork } from '../../src/platform/database/unit-of-work.js';
import { startTestApp, TEST_REDIS_URL, type TestApp, type TestAppOptions } from '../support/test-app.js';

/** Records a code mail the way a use case does: inside a transaction. */
async function recordCodeMail(t: TestApp, to: string, code: string, language: 'fr' | 'de' | 'it' = 'fr'): Promise<string> {
  const uow = t.app.get(UnitOfWork);
  const outbox = t.app.get(MailOutbox);
  return uow.run(() =>
    outbox.record({ template: 'verification_code', to, language, params: { purpose: 'register' }, secrets: { code } }),
  );
}

async function outboxRow(t: TestApp, id: string) {
  const [row] = await t.app.get(DataSource).query('SELECT status, sealed_params, params, attempts FROM mail_outbox WHERE id = $1', [id]);
  return row as { status: string; sealed_params: string | null; params: Record<string, unknown>; attempts: number };
}

const FAST_RELAY = { pollMs: 200, requeueAfterMs: 60_000, leaseMs: 60_000 };

describe.each([
  ['in-process jobs', false],
  ['BullMQ on Redis', true],
])('mail through the outbox with %s', (_label, redis) => {
  let smtp: SmtpCatcher;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    t = await startTestApp({ redis, smtpUrl: smtp.url, relay: FAST_RELAY });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('delivers a committed mail to the SMTP server in the recipient language, then marks it sent', async () => {
    const id = await recordCodeMail(t, 'chef@bistro.test', '482913', 'de');
    const [mail] = await smtp.waitFor(() => smtp.mailsTo('chef@bistro.test').length === 1).then(() => smtp.mailsTo('chef@bistro.test'));
    expect(mail!.subject).toContain('Bestätigungscode');
    expect(mail!.text).toContain('482913');
    expect(mail!.messageId).toBe(`<${id}@mercato.mail>`);
    for (let i = 0; i < 50 && (await outboxRow(t, id)).status !== 'sent'; i++) await new Promise((r) => setTimeout(r, 100));
    const row = await outboxRow(t, id);
    expect(row.status).toBe('sent');
    // the code never rests in clear, and is wiped once sent
    expect(JSON.stringify(row.params)).not.toContain('482913');
    expect(row.sealed_params).toBeNull();
  });

  it('sends nothing for a transaction that rolled back', async () => {
    const uow = t.app.get(UnitOfWork);
    const outbox = t.app.get(MailOutbox);
    await expect(
      uow.run(async () => {
        await outbox.record({ template: 'verification_code', to: 'rollback@bistro.test', language: 'fr', params: { purpose: 'reset' }, secrets: { code: '111111' } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await recordCodeMail(t, 'after-rollback@bistro.test', '222222');
    await smtp.waitFor(() => smtp.mailsTo('after-rollback@bistro.test').length === 1);
    expect(smtp.mailsTo('rollback@bistro.test')).toHaveLength(0);
  });

  it('retries while the SMTP server refuses, and delivers once it accepts', async () => {
    smtp.failNext(1);
    const id = await recordCodeMail(t, 'retry@bistro.test', '333333');
    await smtp.waitFor(() => smtp.mailsTo('retry@bistro.test').length === 1, 20_000);
    for (let i = 0; i < 50 && (await outboxRow(t, id)).status !== 'sent'; i++) await new Promise((r) => setTimeout(r, 100));
    expect((await outboxRow(t, id)).attempts).toBe(2);
    expect(smtp.mailsTo('retry@bistro.test')).toHaveLength(1);
  }, 30_000);

  it('sends the mails of one commit together; one refused for now waits for its own retry, the others go out once', async () => {
    const uow = t.app.get(UnitOfWork);
    const outbox = t.app.get(MailOutbox);
    const to = ['first@wholesale.test', 'second@wholesale.test', 'batch-chef@bistro.test'];
    // The first mail the server sees is refused once (451); the others must not wait for it or go out twice.
    // Which one that is depends on who hands the rows over first: the commit's job (in the order
    // recorded) or a relay sweep that ran in between (rows of one commit share created_at).
    smtp.failNext(1);
    const ids = await uow.run(() =>
      outbox.recordAll(to.map((address, i) => ({ template: 'verification_code', to: address, language: 'fr', params: { purpose: 'register' }, secrets: { code: `77770${i}` } }))),
    );
    await smtp.waitFor(() => to.every((address) => smtp.mailsTo(address).length === 1), 20_000);
    for (let i = 0; i < 50 && (await Promise.all(ids.map((id) => outboxRow(t, id)))).some((row) => row.status !== 'sent'); i++) await new Promise((r) => setTimeout(r, 100));
    const rows = await Promise.all(ids.map((id) => outboxRow(t, id)));
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
    expect(rows.map((row) => row.attempts).sort()).toEqual([1, 1, 2]);
    await new Promise((r) => setTimeout(r, 500));
    expect(to.map((address) => smtp.mailsTo(address).length)).toEqual([1, 1, 1]);
  }, 30_000);

  it('leaves a row due for its retry when the hand-over is marked after a job took and gave it back', async () => {
    // The queue can run a job (claim, failed send, release) before the relay writes that it
    // handed the row over; that late mark must not hide the row from the next sweeps.
    const repository = t.app.get(OutboxRepository);
    const db = t.app.get(DataSource);
    const id = randomUUID();
    const enqueuedAt = async () => ((await db.query('SELECT enqueued_at FROM mail_outbox WHERE id = $1', [id])) as Array<{ enqueued_at: Date | null }>)[0]!.enqueued_at;
    // Not due for an hour: the relay's own sweeps leave it alone meanwhile.
    await db.query(
      `INSERT INTO mail_outbox (id, template, recipient, language, params, attachments, next_attempt_at)
       VALUES ($1, 'verification_code', 'late-mark@bistro.test', 'fr', '{}'::jsonb, '[]'::jsonb, now() + interval '1 hour')`,
      [id],
    );
    try {
      expect((await repository.claim(id, 60_000)).kind).toBe('claimed');
      await repository.release(id, '421 try later', { kind: 'retry', at: new Date(Date.now() + 3_600_000) });
      await repository.markEnqueued([{ id, attempts: 0 }]);
      expect(await enqueuedAt()).toBeNull();
      // Marked when the row is as the relay read it.
      await repository.markEnqueued([{ id, attempts: 1 }]);
      expect(await enqueuedAt()).not.toBeNull();
    } finally {
      await db.query('DELETE FROM mail_outbox WHERE id = $1', [id]);
    }
  });

  it('sends a mail once even when the relay hands it over several times', async () => {
    const id = await recordCodeMail(t, 'twice@bistro.test', '444444');
    const relay = t.app.get(OutboxRelay);
    await Promise.all([relay.flush(true), relay.flush(true), relay.flush(true)]);
    await smtp.waitFor(() => smtp.mailsTo('twice@bistro.test').length >= 1);
    await new Promise((r) => setTimeout(r, 1000));
    await relay.flush(true);
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.mailsTo('twice@bistro.test')).toHaveLength(1);
    expect((await outboxRow(t, id)).status).toBe('sent');
  });
});

describe.each([
  ['in-process jobs', false],
  ['BullMQ on Redis', true],
])('an app stopped between commit and send, with %s (a real SIGKILL: ops-crash.integration-spec.ts)', (_label, redis) => {
  let smtp: SmtpCatcher;

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
  });
  afterAll(async () => {
    await smtp?.stop();
  });

  it('still ends in exactly one delivered mail after the restart', async () => {
    const queuePrefix = `crash-${Date.now()}`;
    // SMTP down during the first life: the mail is committed (and, with Redis, queued) but not sent.
    const base: TestAppOptions = { redis, queuePrefix, relay: FAST_RELAY };
    const first = await startTestApp({ ...base, smtpUrl: 'smtp://127.0.0.1:9' });
    const id = await recordCodeMail(first, 'crash@bistro.test', '555555');
    await new Promise((r) => setTimeout(r, 300));
    await first.close({ keepData: true }); // the app goes away with the mail unsent

    const second = await startTestApp({ ...base, smtpUrl: smtp.url, reuse: { database: first.database, dataDir: first.config.dataDir } });
    try {
      await smtp.waitFor(() => smtp.mailsTo('crash@bistro.test').length === 1, 30_000);
      for (let i = 0; i < 50 && (await outboxRow(second, id)).status !== 'sent'; i++) await new Promise((r) => setTimeout(r, 100));
      expect((await outboxRow(second, id)).status).toBe('sent');
      await new Promise((r) => setTimeout(r, 1500));
      expect(smtp.mailsTo('crash@bistro.test')).toHaveLength(1);
      expect(smtp.mailsTo('crash@bistro.test')[0]!.text).toContain('555555');
    } finally {
      await second.close();
      if (redis) {
        const client = new Redis(TEST_REDIS_URL);
        const keys = await client.keys(`${queuePrefix}:*`);
        if (keys.length) await client.del(...keys);
        await client.quit();
      }
    }
  }, 60_000);
});
