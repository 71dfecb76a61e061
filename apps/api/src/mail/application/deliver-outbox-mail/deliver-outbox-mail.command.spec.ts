import { describe, expect, it } from '@jest/globals';
import { Readable } from 'node:stream';
import { SecretSealer } from '../../../platform/crypto/secret-sealer.js';
import { FileStore, type StoredFile } from '../../../platform/files/file-store.port.js';
import type { OutgoingMail } from '../../domain/mail.js';
import { MailDeliveryHooks } from '../mail-delivery-hooks.js';
import { Mailer } from '../mailer.port.js';
import { OutboxRelayOptions } from '../outbox-relay.service.js';
import { OutboxRepository, type ClaimResult, type OutboxMailView, type OutboxRow, type RelayItem, type Setback } from '../outbox-repository.port.js';
import { DeliverOutboxMail, MailBusyError } from './deliver-outbox-mail.command.js';

const ROW: OutboxRow = {
  id: '00000000-0000-4000-8000-000000000001',
  template: 'feedback',
  recipient: 'staff@mercato.test',
  language: 'fr',
  params: {
    name: 'Marie',
    email: 'marie@bistro.test',
    phone: '',
    company: 'Bistro',
    subject: 'Crème',
    message: 'Bonjour',
    attachmentNames: ['photo.png', 'facture.pdf'],
  },
  sealedParams: null,
  attachments: [
    { fileKey: 'feedback/b/1.png', filename: 'photo.png', contentType: 'image/png' },
    { fileKey: 'feedback/b/2.pdf', filename: 'facture.pdf', contentType: 'application/pdf' },
  ],
  attempts: 1,
  retryWindowStartedAt: new Date(),
};

/** One outbox row: claimable while pending; records how it was released. */
class OneRowOutbox extends OutboxRepository {
  status: 'pending' | 'sending' | 'sent' | 'failed' = 'pending';
  async add(): Promise<void> {}
  async listToRelay(): Promise<RelayItem[]> {
    return this.status === 'pending' ? [{ id: ROW.id, stalled: false, attempts: ROW.attempts }] : [];
  }
  async markEnqueued(): Promise<void> {}
  async claim(): Promise<ClaimResult> {
    if (this.status !== 'pending') return { kind: 'done' };
    this.status = 'sending';
    return { kind: 'claimed', row: ROW };
  }
  async markSent(): Promise<void> {
    this.status = 'sent';
  }
  async release(_id: string, _error: string, setback: Setback): Promise<void> {
    this.status = setback.kind === 'failed' ? 'failed' : 'pending';
  }
  async listTroubled(): Promise<OutboxMailView[]> {
    return [];
  }
  async resend(): Promise<boolean> {
    return false;
  }
  async failedAmong(): Promise<Set<string>> {
    return new Set(this.status === 'failed' ? [ROW.id] : []);
  }
  async sentAmong(): Promise<Set<string>> {
    return new Set(this.status === 'sent' ? [ROW.id] : []);
  }
}

/** Files in memory; `short` serves a file with fewer bytes than its recorded size, `broken` a stream that fails. */
class MemoryFiles extends FileStore {
  readonly files = new Map<string, Buffer>();
  readonly short = new Set<string>();
  readonly broken = new Set<string>();
  async put(key: string, data: Buffer): Promise<void> {
    this.files.set(key, data);
  }
  async get(key: string): Promise<StoredFile | null> {
    const data = this.files.get(key);
    if (!data) return null;
    if (this.broken.has(key)) {
      const stream = new Readable({ read() { this.destroy(new Error('EIO: i/o error, read')); } });
      return { stream, size: data.length, contentType: 'application/octet-stream' };
    }
    const served = this.short.has(key) ? data.subarray(0, data.length - 3) : data;
    return { stream: Readable.from([served]), size: data.length, contentType: 'application/octet-stream' };
  }
  async exists(key: string): Promise<boolean> {
    return this.files.has(key);
  }
  async delete(key: string): Promise<void> {
    this.files.delete(key);
  }
}

class RecordingMailer extends Mailer {
  readonly sent: OutgoingMail[] = [];
  async send(mail: OutgoingMail): Promise<void> {
    this.sent.push(mail);
  }
}

function setUp() {
  const outbox = new OneRowOutbox();
  const files = new MemoryFiles();
  const mailer = new RecordingMailer();
  const deliver = new DeliverOutboxMail(outbox, mailer, files, new SecretSealer('unit-test-session-secret-0123456789abcdef'), new OutboxRelayOptions());
  const photo = Buffer.from('png bytes of the photo');
  const invoice = Buffer.from('%PDF-1.7 the invoice');
  return { outbox, files, mailer, deliver, photo, invoice };
}

describe('DeliverOutboxMail and its attachments', () => {
  it.each([
    ['missing', (files: MemoryFiles) => files.files.delete('feedback/b/2.pdf')],
    ['shorter than stored', (files: MemoryFiles) => files.short.add('feedback/b/2.pdf')],
    ['unreadable', (files: MemoryFiles) => files.broken.add('feedback/b/2.pdf')],
  ] as const)('never sends without an attachment that is %s: the mail waits, even after the last attempt, and goes out whole later', async (_case, spoil) => {
    const { outbox, files, mailer, deliver, photo, invoice } = setUp();
    await files.put('feedback/b/1.png', photo);
    await files.put('feedback/b/2.pdf', invoice);
    spoil(files);

    // The failure is recorded on the row (the outbox owns the retries); the job itself ends.
    await deliver.handle({ outboxId: ROW.id }, { attempt: 8, finalAttempt: true });
    expect(mailer.sent).toEqual([]);
    expect(outbox.status).toBe('pending');

    files.short.clear();
    files.broken.clear();
    await files.put('feedback/b/2.pdf', invoice);
    await deliver.handle({ outboxId: ROW.id }, { attempt: 1, finalAttempt: false });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]!.attachments.map((a) => [a.filename, Buffer.from(a.content as Buffer).toString()])).toEqual([
      ['photo.png', photo.toString()],
      ['facture.pdf', invoice.toString()],
    ]);
    expect(outbox.status).toBe('sent');
  });

  it('fails for good at once when the mail server refuses permanently (5xx)', async () => {
    const { outbox, files, photo, invoice } = setUp();
    await files.put('feedback/b/1.png', photo);
    await files.put('feedback/b/2.pdf', invoice);
    const refusing = new DeliverOutboxMail(
      outbox,
      new (class extends Mailer {
        async send(): Promise<void> {
          throw Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 });
        }
      })(),
      files,
      new SecretSealer('unit-test-session-secret-0123456789abcdef'),
      new OutboxRelayOptions(),
    );
    await refusing.handle({ outboxId: ROW.id }, { attempt: 1, finalAttempt: false });
    expect(outbox.status).toBe('failed');
  });
});

/** Rows in memory, claimable while pending; counts the claim and mark statements a store would run. */
class ManyRowsOutbox extends OneRowOutbox {
  readonly rows = new Map<string, { row: OutboxRow; status: 'pending' | 'sending' | 'sent' | 'failed' }>();
  claimCalls = 0;
  markCalls = 0;
  constructor(rows: OutboxRow[]) {
    super();
    for (const row of rows) this.rows.set(row.id, { row, status: 'pending' });
  }
  override async claim(): Promise<ClaimResult> {
    throw new Error('claimAll only');
  }
  override async claimAll(ids: readonly string[]): Promise<{ claimed: OutboxRow[]; busy: string[] }> {
    this.claimCalls++;
    const claimed: OutboxRow[] = [];
    const busy: string[] = [];
    for (const id of ids) {
      const entry = this.rows.get(id)!;
      if (entry.status === 'pending') {
        entry.status = 'sending';
        entry.row = { ...entry.row, attempts: entry.row.attempts + 1 };
        claimed.push(entry.row);
      } else if (entry.status === 'sending') busy.push(id);
    }
    return { claimed, busy };
  }
  override async markAllSent(ids: readonly string[]): Promise<void> {
    this.markCalls++;
    for (const id of ids) this.rows.get(id)!.status = 'sent';
  }
  override async release(id: string, _error: string, setback: Setback): Promise<void> {
    this.rows.get(id)!.status = setback.kind === 'failed' ? 'failed' : 'pending';
  }
}

describe('DeliverOutboxMail with the rows of one commit in one job', () => {
  const row = (n: number, recipient: string, template: OutboxRow['template'] = 'purchase_order'): OutboxRow => ({
    ...ROW,
    id: `00000000-0000-4000-8000-00000000010${n}`,
    template,
    recipient,
    params: template === 'password_changed' ? {} : ROW.params,
    attachments: [],
    attempts: 0,
  });
  const secret = 'unit-test-session-secret-0123456789abcdef';
  /** Fails (transiently, 451) every mail to an address in `failing`; records the others. */
  class PickyMailer extends Mailer {
    readonly sent: string[] = [];
    readonly failing = new Set<string>();
    async send(mail: OutgoingMail): Promise<void> {
      if (this.failing.has(mail.to)) throw Object.assign(new Error('451 try later'), { responseCode: 451 });
      this.sent.push(mail.to);
    }
  }
  const feedbackRows = () => [row(1, 'a@wholesale.test', 'feedback'), row(2, 'b@wholesale.test', 'feedback'), row(3, 'chef@bistro.test', 'feedback')];

  it('sends every mail, claims and marks them in one call each, and tells the hooks once per template', async () => {
    const rows = [row(1, 'a@wholesale.test', 'feedback'), row(2, 'b@wholesale.test', 'feedback'), row(3, 'chef@bistro.test', 'password_changed')];
    const outbox = new ManyRowsOutbox(rows);
    const mailer = new PickyMailer();
    const hooks = new MailDeliveryHooks();
    const told: string[][] = [];
    hooks.onDelivered('feedback', async (ids) => void told.push([...ids]));
    const deliver = new DeliverOutboxMail(outbox, mailer, new MemoryFiles(), new SecretSealer(secret), new OutboxRelayOptions(), hooks);
    await deliver.handle({ outboxIds: rows.map((r) => r.id) }, { attempt: 1, finalAttempt: false });
    expect(mailer.sent).toEqual(['a@wholesale.test', 'b@wholesale.test', 'chef@bistro.test']);
    expect([...outbox.rows.values()].map((e) => e.status)).toEqual(['sent', 'sent', 'sent']);
    expect([outbox.claimCalls, outbox.markCalls]).toEqual([1, 1]);
    expect(told).toEqual([[rows[0]!.id, rows[1]!.id]]);
  });

  it('one recipient failing neither holds back nor sends again the others: only its row waits for its retry', async () => {
    const rows = feedbackRows();
    const outbox = new ManyRowsOutbox(rows);
    const mailer = new PickyMailer();
    mailer.failing.add('a@wholesale.test');
    const deliver = new DeliverOutboxMail(outbox, mailer, new MemoryFiles(), new SecretSealer(secret), new OutboxRelayOptions());
    const job = { outboxIds: rows.map((r) => r.id) };
    await deliver.handle(job, { attempt: 1, finalAttempt: false });
    expect(mailer.sent).toEqual(['b@wholesale.test', 'chef@bistro.test']);
    expect([...outbox.rows.values()].map((e) => e.status)).toEqual(['pending', 'sent', 'sent']);

    // The same job again (a repeated job, or the relay's retry of that row): only the failed mail goes out.
    mailer.failing.clear();
    await deliver.handle(job, { attempt: 1, finalAttempt: false });
    expect(mailer.sent).toEqual(['b@wholesale.test', 'chef@bistro.test', 'a@wholesale.test']);
    expect([...outbox.rows.values()].map((e) => e.status)).toEqual(['sent', 'sent', 'sent']);
    expect(outbox.rows.get(rows[0]!.id)!.row.attempts).toBe(2);
  });

  it('a permanent refusal fails only that mail', async () => {
    const rows = feedbackRows();
    const outbox = new ManyRowsOutbox(rows);
    const deliver = new DeliverOutboxMail(
      outbox,
      new (class extends Mailer {
        async send(mail: OutgoingMail): Promise<void> {
          if (mail.to === 'b@wholesale.test') throw Object.assign(new Error('550 no such mailbox'), { responseCode: 550 });
        }
      })(),
      new MemoryFiles(),
      new SecretSealer(secret),
      new OutboxRelayOptions(),
    );
    await deliver.handle({ outboxIds: rows.map((r) => r.id) }, { attempt: 1, finalAttempt: false });
    expect([...outbox.rows.values()].map((e) => e.status)).toEqual(['sent', 'failed', 'sent']);
  });

  it('sends the rows it could take and fails the job (to be tried again) for a row another worker holds', async () => {
    const rows = feedbackRows();
    const outbox = new ManyRowsOutbox(rows);
    outbox.rows.get(rows[1]!.id)!.status = 'sending';
    const mailer = new PickyMailer();
    const deliver = new DeliverOutboxMail(outbox, mailer, new MemoryFiles(), new SecretSealer(secret), new OutboxRelayOptions());
    await expect(deliver.handle({ outboxIds: rows.map((r) => r.id) }, { attempt: 1, finalAttempt: false })).rejects.toThrow(MailBusyError);
    expect(mailer.sent).toEqual(['a@wholesale.test', 'chef@bistro.test']);
    expect([...outbox.rows.values()].map((e) => e.status)).toEqual(['sent', 'sending', 'sent']);
  });

  it('a mark that fails gives each sent row back for a retry, and the job ends', async () => {
    const rows = feedbackRows();
    const outbox = new ManyRowsOutbox(rows);
    outbox.markAllSent = async () => {
      throw new Error('connection terminated');
    };
    const deliver = new DeliverOutboxMail(outbox, new PickyMailer(), new MemoryFiles(), new SecretSealer(secret), new OutboxRelayOptions());
    await deliver.handle({ outboxIds: rows.map((r) => r.id) }, { attempt: 1, finalAttempt: false });
    expect([...outbox.rows.values()].map((e) => e.status)).toEqual(['pending', 'pending', 'pending']);
  });
});
