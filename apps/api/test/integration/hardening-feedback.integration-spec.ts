import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { SmtpCatcher } from '@mercato/test-support';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { clearRateLimits, sql } from '../support/accounts.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const BOUNDARY = 'mercato-boundary';
const MAX_FORM = 10 * 10 * 1024 * 1024 + 512 * 1024;

/**
 * A feedback form sent by hand on a raw socket: the headers (with the length it declares)
 * and only the start of its body, the rest held back as a slow or hostile client would.
 */
function startForm(t: TestApp, declaredLength: number, address: string): { socket: Socket; answer: Promise<string> } {
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  const socket = connect(port, '127.0.0.1');
  let received = '';
  const answer = new Promise<string>((resolve) => {
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (/\r\n\r\n[\s\S]*\}/.test(received)) resolve(received);
    });
    socket.on('close', () => resolve(received));
    socket.on('error', () => resolve(received));
  });
  socket.write(
    `POST /api/send_feedback.php HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: ${address}\r\n` +
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${declaredLength}\r\n\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files[]"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
  );
  return { socket, answer };
}

const statusOf = (raw: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);

/** Issue #13 item 10: feedback forms cannot exhaust the server's memory, and refused ones count. */
describe('hardening: the feedback form’s memory is bounded', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    t = await startTestApp({ smtpUrl: smtp.url });
    await t.app.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });
  beforeEach(async () => {
    await clearRateLimits(t);
  });

  it('refuses a form declaring more than the largest allowed one with 413 before reading it', async () => {
    const form = startForm(t, 500 * 1024 * 1024, '203.0.113.10');
    const raw = await form.answer;
    form.socket.destroy();
    expect(statusOf(raw)).toBe(413);
    expect(raw).toContain('"message":"payload_too_large"');
  });

  it('refuses a form (503, Retry-After) while the forms being read already hold the memory budget, and takes one again after', async () => {
    const first = startForm(t, MAX_FORM, '203.0.113.11');
    // the first form is being read (its body trickles in) and holds its declared length
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = startForm(t, MAX_FORM, '203.0.113.12');
    const raw = await second.answer;
    second.socket.destroy();
    expect(statusOf(raw)).toBe(503);
    expect(raw).toMatch(/Retry-After: \d+/i);
    expect(raw).toContain('"message":"service_unavailable"');

    first.socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const answer = await t.http
      .post('/api/send_feedback.php')
      .set('X-Forwarded-For', '203.0.113.13')
      .field('name', 'Marie Rochat')
      .field('email', 'marie@bistro.test')
      .field('phone', '+41 21 555 01 23')
      .field('company', 'Bistro du Lac')
      .field('subject', 'Crème entière')
      .field('message', 'Pourriez-vous ajouter la crème entière ?')
      .field('lang', 'fr');
    expect(answer.status).toBe(200);
  });

  it('counts refused submissions toward the address limit', async () => {
    for (let i = 0; i < 5; i++) {
      const refused = await t.http.post('/api/send_feedback.php').set('X-Forwarded-For', '203.0.113.14').field('name', '');
      expect(refused.status).toBe(400);
    }
    const limited = await t.http.post('/api/send_feedback.php').set('X-Forwarded-For', '203.0.113.14').field('name', 'Marie');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('too_many_requests');
    expect(await sql(t, `SELECT count FROM rate_limit_counter WHERE key = 'feedback:address:203.0.113.14'`)).toEqual([{ count: 6 }]);
  });
});
