import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { SmtpMailer } from './smtp.mailer.js';

/** An SMTP server on loopback that keeps the raw bytes of every mail. */
let server: SMTPServer;
let port: number;
const received: Buffer[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = ((server as unknown as { server: { address(): AddressInfo } }).server.address()).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('SmtpMailer', () => {
  it('sends text parts in quoted-printable, even a text nodemailer would have sent in base64, and they read back the same', async () => {
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, 'noreply@mercato.test');
    // Mostly non-Latin characters: left to choose, nodemailer encodes such a text in base64.
    const text = 'Заказ принят: доставка в понедельник. Спасибо!\nCrème brûlée × 2';
    const html = `<p>${text}</p>`;
    try {
      await mailer.send({
        messageId: '<qp-1@mercato.mail>',
        to: 'chef@bistro.test',
        subject: 'Заказ 2026-000001',
        text,
        html,
        attachments: [{ filename: 'bestellung.csv', contentType: 'text/csv; charset=utf-8', content: Buffer.from('\uFEFFProdukt;Menge\nRösti;2\n') }],
      });
    } finally {
      mailer.close();
    }
    expect(received).toHaveLength(1);
    const raw = received[0]!.toString('latin1');
    const encodings = [...raw.matchAll(/Content-Type: (text\/(?:plain|html))[^]*?Content-Transfer-Encoding: ([\w-]+)/g)].map((m) => [m[1], m[2]]);
    expect(encodings).toEqual([
      ['text/plain', 'quoted-printable'],
      ['text/html', 'quoted-printable'],
    ]);
    const parsed = await simpleParser(received[0]!);
    expect(parsed.subject).toBe('Заказ 2026-000001');
    expect(parsed.text?.trim()).toBe(text);
    expect(parsed.html).toContain(html);
    expect(parsed.messageId).toBe('<qp-1@mercato.mail>');
    expect(parsed.attachments.map((a) => [a.filename, a.content.toString('utf8')])).toEqual([['bestellung.csv', '\uFEFFProdukt;Menge\nRösti;2\n']]);
  });
});
