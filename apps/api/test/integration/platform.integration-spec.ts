import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, Module, Post, Body } from '@nestjs/common';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('HTTP platform', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers liveness and readiness', async () => {
    await t.http.get('/api/health').expect(200, { status: 'ok' });
    const ready = await t.http.get('/api/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ready', checks: { database: 'up', migrations: 'up', redis: 'not_configured' } });
  });

  it('turns readiness to 503 as soon as shutdown begins, while still answering', async () => {
    const { HealthController } = await import('../../src/platform/health/health.controller.js');
    const health = t.app.get(HealthController);
    health.beforeApplicationShutdown();
    try {
      const res = await t.http.get('/api/ready').expect(503);
      expect(res.body.status).toBe('stopping');
      await t.http.get('/api/health').expect(200);
    } finally {
      (health as unknown as { stopping: boolean }).stopping = false;
    }
  });

  it('answers an unknown /api path with a 404 JSON body', async () => {
    const res = await t.http.get('/api/no/such/thing.php').expect(404);
    expect(res.body).toMatchObject({ success: false, error_code: 'not_found' });
    const post = await t.http.post('/api/nothing-here').send({}).expect(404);
    expect(post.body).toMatchObject({ success: false, error_code: 'not_found' });
  });

  it('answers malformed JSON with 400 invalid_data and no stack trace', async () => {
    const res = await t.http
      .post('/api/nothing-here')
      .set('Content-Type', 'application/json')
      .send('{"email": "a@b.ch",')
      .expect(400);
    expect(res.body).toMatchObject({ success: false, error_code: 'invalid_data' });
    expect(JSON.stringify(res.body)).not.toMatch(/at \w+ \(|node_modules|SyntaxError/);
  });

  it('refuses a NUL character anywhere in the input with 400 invalid_data in the call\'s field, never 5xx', async () => {
    const nul = 'An\u0000na';
    const answers = [
      await t.http.post('/api/check_promo.php').send({ promo_code: nul }),
      await t.http.post('/api/login.php').send({ email: `${nul}@bistro.test`, password: 'Fondue&Co7' }),
      await t.http.post('/api/verify_code.php').send({ email: 'a@bistro.test', code: '123456', lang: nul }),
      await t.http.post('/api/register.php').type('form').send({ firstName: nul }),
      await t.http.post('/api/send_feedback.php').field('name', nul).field('email', 'a@bistro.test'),
      await t.http.get('/api/v1/categories/%00'),
      await t.http.get('/api/v1/products?q=cr%00me'),
      await t.http.get('/media/catalogue/%00.svg'),
    ];
    expect(answers.map((res) => [res.status, res.body.error_code ?? res.body.error ?? res.body.message])).toEqual(Array(answers.length).fill([400, 'invalid_data']));
    expect(answers[0]!.body).toMatchObject({ valid: false, error_code: 'invalid_data' });
    expect(answers[2]!.body).toMatchObject({ error: 'invalid_data' });
    expect(answers[4]!.body).toMatchObject({ message: 'invalid_data' });
  });

  it('answers an oversized body with 413 payload_too_large', async () => {
    const res = await t.http
      .post('/api/nothing-here')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ text: 'x'.repeat(1_100_000) }))
      .expect(413);
    expect(res.body).toMatchObject({ success: false, error_code: 'payload_too_large' });
  });

  it('gives every answer a request id, also in error bodies', async () => {
    const res = await t.http.get('/api/nope').expect(404);
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.body.request_id).toBe(res.headers['x-request-id']);
    const kept = await t.http.get('/api/health').set('X-Request-Id', 'abc-123');
    expect(kept.headers['x-request-id']).toBe('abc-123');
  });

  it('refuses a state-changing call from a foreign origin (CSRF)', async () => {
    const foreign = await t.http.post('/api/nothing-here').set('Origin', 'https://evil.example').send({}).expect(403);
    expect(foreign.body).toMatchObject({ success: false, error_code: 'forbidden' });
    await t.http.post('/api/nothing-here').set('Sec-Fetch-Site', 'cross-site').send({}).expect(403);
    await t.http.post('/api/nothing-here').set('Origin', 'null').send({}).expect(403);
    // the same origin and non-browser clients get through to routing (here: 404)
    await t.http.post('/api/nothing-here').set('Sec-Fetch-Site', 'same-origin').send({}).expect(404);
    await t.http.post('/api/nothing-here').send({}).expect(404);
    // reading is never refused
    await t.http.get('/api/health').set('Origin', 'https://evil.example').expect(200);
  });

  it('sends the security headers of DESIGN.md', async () => {
    const res = await t.http.get('/api/health');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the three translation files and 404 for any other locale', async () => {
    for (const locale of ['fr', 'de', 'it']) {
      const res = await t.http.get(`/translate/${locale}.json`).expect(200);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(typeof JSON.parse(res.text)).toBe('object');
    }
    // Compressed as the browser accepts, and revalidated by its ETag.
    const br = await t.http.get('/translate/de.json').set('Accept-Encoding', 'br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(JSON.parse(br.text).header).toBeDefined();
    const gzip = await t.http.get('/translate/it.json').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gzip.text).header).toBeDefined();
    await t.http.get('/translate/it.json').set('If-None-Match', gzip.headers['etag'] as string).expect(304);
    for (const path of ['/translate/en.json', '/translate/xx.json', '/translate/fr.js', '/translate/..%2Fpackage.json']) {
      const res = await t.http.get(path).expect(404);
      expect(res.body).toMatchObject({ success: false, error_code: 'not_found' });
    }
  });

  it('serves no media outside the public folders', async () => {
    await t.http.get('/media/catalogue/none.svg').expect(404);
    await t.http.get('/media/../package.json').expect(404);
    await t.http.get('/media/feedback/secret.pdf').expect(404);
  });

  it('publishes the OpenAPI document and the Swagger UI', async () => {
    const doc = await t.http.get('/api/openapi.json').expect(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(doc.body.paths['/api/category/get_all_categories.php']).toBeDefined();
    const ui = await t.http.get('/api/docs/').expect(200);
    expect(ui.text).toContain('swagger');
  });
});

@Controller('boom')
class BoomController {
  @Get()
  explode(): never {
    throw new Error('secret internal detail');
  }

  @Post()
  echo(@Body() body: unknown): unknown {
    return body;
  }
}

@Module({ controllers: [BoomController] })
class BoomModule {}

describe('unexpected failures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database: 'embedded', extraModules: [BoomModule] });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answer 500 server_error without any detail', async () => {
    const res = await t.http.get('/api/boom').expect(500);
    expect(res.body).toMatchObject({ success: false, error_code: 'server_error' });
    expect(res.text).not.toContain('secret internal detail');
  });
});

describe('the dev outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database: 'embedded', relay: { pollMs: 100 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the mails of a development instance as .eml files, listed and readable at /dev/outbox', async () => {
    const { UnitOfWork } = await import('../../src/platform/database/unit-of-work.js');
    const { MailOutbox } = await import('../../src/mail/application/mail-outbox.service.js');
    await t.app.get(UnitOfWork).run(() =>
      t.app.get(MailOutbox).record({ template: 'verification_code', to: 'dev@bistro.test', language: 'it', params: { purpose: 'register' }, secrets: { code: '975310' } }),
    );
    let list: { mails: Array<{ file: string; to: string; subject: string; text: string }> } = { mails: [] };
    for (let i = 0; i < 50 && list.mails.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      list = (await t.http.get('/dev/outbox').expect(200)).body;
    }
    expect(list.mails).toHaveLength(1);
    expect(list.mails[0]).toMatchObject({ to: 'dev@bistro.test', subject: expect.stringContaining('975310') });
    const eml = await t.http.get(`/dev/outbox/${list.mails[0]!.file}`).expect(200);
    expect(eml.text).toContain('To: dev@bistro.test');
    await t.http.get('/dev/outbox/..%2F..%2Fetc%2Fpasswd').expect(404);
  });
});
