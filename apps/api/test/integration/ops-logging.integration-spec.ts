import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, SmtpCatcher, type TestDatabase } from '@mercato/test-support';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { registration } from '../support/accounts.js';
import { startProcess, type RunningProcess } from '../support/processes.js';

/**
 * The built API's own log output (stdout/stderr of `node apps/api/dist/main.js` at LOG_LEVEL=info)
 * while a user registers, verifies a code, signs in with a password and fails one sign-in.
 */
describe('structured logs', () => {
  let database: TestDatabase;
  let smtp: SmtpCatcher;
  let api: RunningProcess;
  const dataDir = mkdtempSync(join(tmpdir(), 'ops-logging-'));
  const secrets: string[] = [];
  const requestIds = new Map<string, string>();

  beforeAll(async () => {
    database = await createTestDatabase('ops_logging');
    smtp = await SmtpCatcher.start();
    api = await startProcess('api', { DATABASE_URL: database.url, SMTP_URL: smtp.url, DATA_DIR: dataDir, LOG_LEVEL: 'info' });

    const user = registration({ password: 'Secret#Fondue42', confirm: 'Secret#Fondue42' });
    secrets.push('Secret#Fondue42', 'Wrong#Password99');
    const agent = request.agent(api.url);
    const registered = await agent.post('/api/register.php').send(user).expect(200);
    requestIds.set('register', registered.headers['x-request-id'] as string);
    const code = await smtp.codeFor(user.email);
    secrets.push(code);
    const verified = await agent.post('/api/verify_code.php').send({ email: user.email, code }).expect(200);
    requestIds.set('verify', verified.headers['x-request-id'] as string);
    const wrong = await request(api.url).post('/api/login.php').send({ email: user.email, password: 'Wrong#Password99' });
    expect(wrong.status).toBe(401);
    requestIds.set('wrong-login', wrong.headers['x-request-id'] as string);
    const login = await agent.post('/api/login.php').send({ email: user.email, password: 'Secret#Fondue42' }).expect(200);
    const cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []).find((c) => c.startsWith('mercato.sid='))!;
    expect(cookie).toBeDefined();
    const cookieValue = decodeURIComponent(cookie.split(';')[0]!.slice('mercato.sid='.length));
    const sessionId = /^s:([^.]+)\./.exec(cookieValue)![1]!;
    secrets.push(cookieValue, sessionId);
    // a session cookie and a bearer token on a request that fails
    const failing = await agent.get('/api/no-such-call.php').set('Authorization', 'Bearer tok-3f9a7c1e5d').expect(404);
    secrets.push('tok-3f9a7c1e5d');
    requestIds.set('failing', failing.headers['x-request-id'] as string);
    expect(failing.body.request_id).toBe(failing.headers['x-request-id']);
    // a wholesaler's answer link (issue #15): the page, its data and an answer
    const token = 'Qm9uam91ciBsZXMgZ3Jvc3Npc3RlcyBkZSBNZXJjYXRvIQ';
    secrets.push(token);
    await request(api.url).get(`/supplier/orders/${token}`).expect(200);
    await request(api.url).get(`/api/v1/supplier/orders/${token}`).expect(404);
    await request(api.url).post(`/api/v1/supplier/orders/${token}/confirm`).send({ delivery_date: '2099-01-04' }).expect(404);
    await api.stop();
  });

  afterAll(async () => {
    await api?.stop();
    await smtp?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints one JSON object per line, with level, time and message', () => {
    const lines = api.output().split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) {
      const entry = JSON.parse(line) as Record<string, unknown>;
      expect(entry).toEqual(expect.objectContaining({ level: expect.any(String), time: expect.any(String), msg: expect.any(String) }));
    }
  });

  it('logs every request with its request id, the one the answer carries', () => {
    const lines = api.lines();
    for (const [name, id] of requestIds) {
      const line = lines.find((l) => l['requestId'] === id && typeof l['res'] === 'object');
      expect({ name, line }).toEqual({ name, line: expect.objectContaining({ req: expect.objectContaining({ method: expect.any(String) }) }) });
    }
    const failing = lines.find((l) => l['requestId'] === requestIds.get('failing') && typeof l['res'] === 'object')!;
    expect(failing['res']).toEqual({ statusCode: 404 });
  });

  it('never writes a password, a code, a session id, a cookie, an authorization header or a wholesaler’s link', () => {
    const output = api.output();
    expect(secrets).toHaveLength(7);
    expect(output).toContain('/api/v1/supplier/orders/[token]/confirm');
    for (const secret of secrets) expect({ secret, found: output.includes(secret) }).toEqual({ secret, found: false });
    expect(output).not.toMatch(/mercato\.sid=/);
    expect(output).not.toMatch(/"(cookie|authorization|password)":"(?!\[Redacted\])/i);
  });
});
