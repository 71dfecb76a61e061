import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { FEEDBACK_MAX_FILE_BYTES } from '@mercato/contracts';
import { SmtpCatcher } from '@mercato/test-support';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Test } from 'supertest';
import { sql } from '../support/accounts.js';
import { compoundFile, officeOpenXml, pdf, windowsProgram, zip } from '../support/attachments.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const FIELDS = {
  name: 'Marie Rochat',
  email: 'marie@bistro-du-lac.test',
  phone: '+41 21 555 01 23',
  company: 'Bistro du Lac',
  subject: 'Crème entière',
  message: 'Pourriez-vous ajouter la crème entière 35 % en 5 litres ?',
  lang: 'de',
};

type Upload = { name: string; data: Buffer };

/** Files left in the private store (the feedback prefix) of the test instance. */
function storedFeedbackFiles(t: TestApp): string[] {
  try {
    return readdirSync(join(t.config.dataDir, 'files', 'feedback'), { recursive: true }).map(String).filter((f) => f.includes('.'));
  } catch {
    return [];
  }
}

describe('POST /api/send_feedback.php', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  let png: Buffer;
  let jpeg: Buffer;

  const post = (fields: Record<string, string> = FIELDS, files: Upload[] = []): Test => {
    let call = t.http.post('/api/send_feedback.php');
    for (const [key, value] of Object.entries(fields)) call = call.field(key, value);
    for (const file of files) call = call.attach('files[]', file.data, file.name);
    return call;
  };

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    t = await startTestApp({ smtpUrl: smtp.url, relay: { pollMs: 200 } });
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c2603a' } }).png().toBuffer();
    jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1f5c5c' } }).jpeg().toBuffer();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });
  beforeEach(async () => {
    await sql(t, `DELETE FROM rate_limit_counter WHERE key LIKE 'feedback:%'`);
  });

  it('mails the feedback to FEEDBACK_TO with every file attached, then deletes the files', async () => {
    const files: Upload[] = [
      { name: 'photo frigo.PNG', data: png },
      { name: 'livraison.jpg', data: jpeg },
      { name: 'facture été.pdf', data: pdf() },
      { name: 'commande.docx', data: officeOpenXml('docx') },
      { name: 'prix.xlsx', data: officeOpenXml('xlsx') },
      { name: 'menu.pptx', data: officeOpenXml('pptx') },
      { name: 'ancien.doc', data: compoundFile('doc') },
      { name: 'stock.xls', data: compoundFile('xls') },
      { name: 'slides.ppt', data: compoundFile('ppt') },
    ];
    const res = await post(FIELDS, files).expect(200);
    expect(res.body).toEqual({ success: true, message: 'feedback_sent' });

    await smtp.waitFor(() => smtp.mailsTo('staff@mercato.test').length === 1);
    const [mail] = smtp.mailsTo('staff@mercato.test');
    expect(mail!.subject).toContain('Crème entière');
    expect(mail!.subject).toContain('Bistro du Lac');
    expect(mail!.text).toContain('Marie Rochat');
    expect(mail!.text).toContain('+41 21 555 01 23');
    expect(mail!.text).toContain('marie@bistro-du-lac.test');
    expect(mail!.text).toContain('crème entière 35 %');
    expect(mail!.text).toContain('Anhänge (9)'); // in the visitor's language
    // names as sent, with the extension of the real kind in lower case
    expect(mail!.attachments.map((a) => a.filename)).toEqual(files.map((f) => f.name.replace('.PNG', '.png')));
    expect(mail!.attachments.map((a) => a.contentType)).toEqual([
      'image/png',
      'image/jpeg',
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/msword',
      'application/vnd.ms-excel',
      'application/vnd.ms-powerpoint',
    ]);
    expect(mail!.attachments.map((a) => Buffer.compare(a.content, files[mail!.attachments.indexOf(a)]!.data))).toEqual(files.map(() => 0));

    // Kept privately only until mailed: never under the public media route, gone once sent.
    for (let i = 0; i < 50 && storedFeedbackFiles(t).length > 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(storedFeedbackFiles(t)).toEqual([]);
    const [row] = await sql<{ attachments: Array<{ fileKey: string }> }>(t, `SELECT attachments FROM mail_outbox WHERE template = 'feedback'`);
    await t.http.get(`/media/${row!.attachments[0]!.fileKey}`).expect(404);
  });

  it('sends a feedback without files too', async () => {
    const to = 'staff@mercato.test';
    const before = smtp.mailsTo(to).length;
    await post({ ...FIELDS, subject: 'Sans pièce jointe', lang: 'it' }).expect(200, { success: true, message: 'feedback_sent' });
    await smtp.waitFor(() => smtp.mailsTo(to).length === before + 1);
    const mail = smtp.mailsTo(to).at(-1)!;
    expect(mail.subject).toContain('Sans pièce jointe');
    expect(mail.text).toContain('Nessun allegato');
    expect(mail.attachments).toHaveLength(0);
  });

  it.each(['name', 'email', 'phone', 'company', 'subject', 'message'])('refuses a feedback without %s (fill_all_fields)', async (field) => {
    const res = await post({ ...FIELDS, [field]: '   ' }).expect(400);
    expect(res.body).toMatchObject({ success: false, message: 'fill_all_fields' });
    const { [field]: _omitted, ...rest } = FIELDS as Record<string, string>;
    expect((await post(rest).expect(400)).body.message).toBe('fill_all_fields');
  });

  it('refuses an address that is not one (invalid_email)', async () => {
    for (const email of ['marie', 'marie@bistro', 'marie @bistro.test']) {
      expect((await post({ ...FIELDS, email }).expect(400)).body).toMatchObject({ success: false, message: 'invalid_email' });
    }
  });

  it('refuses 11 files (file_limit_exceeded)', async () => {
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `photo-${i}.png`, data: png }));
    expect((await post(FIELDS, files).expect(400)).body).toMatchObject({ success: false, message: 'file_limit_exceeded' });
  });

  it('refuses a file over 10 MB (413 payload_too_large)', async () => {
    const big = Buffer.concat([pdf(), Buffer.alloc(FEEDBACK_MAX_FILE_BYTES + 1 - pdf().length, 0x20)]);
    const res = await post(FIELDS, [{ name: 'big.pdf', data: big }]).expect(413);
    expect(res.body).toMatchObject({ success: false, message: 'payload_too_large' });
  });

  it.each([
    ['a program renamed .pdf', 'facture.pdf', () => windowsProgram()],
    ['a program renamed .png', 'photo.png', () => windowsProgram()],
    ['a plain zip renamed .docx', 'commande.docx', () => zip({ 'notes.txt': 'hello' })],
    ['an installer (CFB) renamed .doc', 'ancien.doc', () => compoundFile('msi')],
    ['a text file', 'notes.txt', () => Buffer.from('just some text\n')],
    ['an empty file', 'vide.pdf', () => Buffer.alloc(0)],
  ])('refuses %s (file_type_not_allowed)', async (_label, name, data) => {
    const res = await post(FIELDS, [{ name: 'ok.png', data: png }, { name, data: data() }]).expect(400);
    expect(res.body).toMatchObject({ success: false, message: 'file_type_not_allowed' });
  });

  it('refuses a name that lies about a real allowed kind (a PNG called .pdf)', async () => {
    const res = await post(FIELDS, [{ name: 'facture.pdf', data: png }]).expect(400);
    expect(res.body.message).toBe('file_type_not_allowed');
  });

  it('keeps nothing of a refused feedback and mails nothing', async () => {
    const mailsBefore = smtp.mails.length;
    await post({ ...FIELDS, email: 'nope' }, [{ name: 'photo.png', data: png }]).expect(400);
    await post(FIELDS, [{ name: 'photo.png', data: png }, { name: 'virus.pdf', data: windowsProgram() }]).expect(400);
    expect(storedFeedbackFiles(t)).toEqual([]);
    expect((await sql(t, `SELECT count(*)::int AS n FROM mail_outbox WHERE template = 'feedback' AND status <> 'sent'`))[0]).toEqual({ n: 0 });
    expect(smtp.mails.length).toBe(mailsBefore);
  });

  it('limits feedback per address (429 with Retry-After)', async () => {
    for (let i = 0; i < 5; i++) await post({ ...FIELDS, subject: `Limite ${i}` }).expect(200);
    const res = await post({ ...FIELDS, subject: 'Une de trop' }).expect(429);
    expect(res.body).toMatchObject({ success: false, message: 'too_many_requests' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
