import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { adminAgent, adminConfig } from '../support/admin.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** A raw HTTP exchange, for requests supertest would refuse to send (a 1 MB request line). */
function rawRequest(port: number, path: string, headers: Record<string, string> = {}): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('the request edge', () => {
  let t: TestApp;
  let admin: TestAgent;
  let port: number;

  beforeAll(async () => {
    t = await startTestApp({ config: adminConfig });
    admin = await adminAgent(t);
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('JSON nesting depth and array sizes', () => {
    it.each([
      ['/api/register.php', 'error_code'],
      ['/api/check_promo.php', 'error_code'],
      ['/api/admin/login.php', 'error_code'],
      ['/api/cart/save_cart.php', 'error_code'],
    ])('refuses 5,000 levels of nesting to %s with 400 invalid_data', async (path) => {
      for (const body of [deepObject(5000), deepArray(5000)]) {
        const res = await request(t.app.getHttpServer()).post(path).set('Content-Type', 'application/json').send(body);
        expect(res.status).toBe(400);
        expect(Object.values(res.body)).toContain('invalid_data');
      }
    });

    it('accepts 32 levels and refuses 33', async () => {
      const ok = await request(t.app.getHttpServer()).post('/api/check_promo.php').set('Content-Type', 'application/json').send(`{"code":"X","x":${deepObject(30)}}`);
      expect(ok.status).toBe(200);
      const deep = await request(t.app.getHttpServer()).post('/api/check_promo.php').set('Content-Type', 'application/json').send(`{"code":"X","x":${deepObject(32)}}`);
      expect(deep.status).toBe(400);
      expect(deep.body).toMatchObject({ success: false, error_code: 'invalid_data' });
    });

    it('refuses an array of more than 1,000 elements', async () => {
      const items = Array.from({ length: 1001 }, (_, i) => ({ product_id: i + 1, quantity: 1 }));
      const res = await request(t.app.getHttpServer()).post('/api/cart/save_cart.php').send({ items });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, error_code: 'invalid_data' });
    });
  });

  describe('ids in paths and queries', () => {
    it.each([
      ['get', '/api/v1/products/2147483648'],
      ['get', '/api/v1/products/-1'],
      ['get', '/api/v1/products/0'],
      ['get', '/api/v1/products/1.5'],
      ['get', '/api/v1/products/abc'],
      ['get', '/api/v1/admin/subcategories/-99999999999999999999'],
      ['delete', '/api/v1/admin/wholesalers/2147483648'],
      ['get', '/api/v1/admin/categories/99999999999'],
      ['put', '/api/v1/admin/products/2147483648/offers/1'],
      ['get', '/api/v1/admin/subcategories?category_id=2147483648'],
      ['get', '/api/v1/admin/products?subcategory_id=99999999999999'],
    ] as const)('%s %s answers 400 invalid_data, never 500', async (method, path) => {
      const res = await admin[method](path).send({});
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, error_code: 'invalid_data' });
    });

    it('still answers the largest 32-bit id as unknown', async () => {
      const res = await request(t.app.getHttpServer()).get('/api/v1/products/2147483647');
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, error_code: 'product_not_found' });
    });
  });

  describe('CSRF: scheme, host and port of Origin', () => {
    it('refuses an Origin that differs only by scheme', async () => {
      const res = await request(t.app.getHttpServer())
        .post('/api/request-reset.php')
        .set('Host', `127.0.0.1:${port}`)
        .set('Origin', `https://127.0.0.1:${port}`)
        .send({ email: 'nobody@bistro.test' });
      expect(res.status).toBe(403);
      expect(Object.values(res.body)).toContain('forbidden');
    });

    it('takes the scheme from X-Forwarded-Proto of a trusted proxy (loopback here)', async () => {
      const res = await request(t.app.getHttpServer())
        .post('/api/logout.php')
        .set('Host', 'shop.example')
        .set('X-Forwarded-Proto', 'https')
        .set('Origin', 'https://shop.example');
      expect(res.status).toBe(200);
      const plain = await request(t.app.getHttpServer()).post('/api/logout.php').set('Host', 'shop.example').set('X-Forwarded-Proto', 'https').set('Origin', 'http://shop.example');
      expect(plain.status).toBe(403);
    });

    it('refuses an Origin that differs only by port', async () => {
      const res = await admin.post('/api/v1/admin/categories').set('Host', `127.0.0.1:${port}`).set('Origin', `http://127.0.0.1:${port + 1}`).send({});
      expect(res.status).toBe(403);
    });

    it('accepts the same origin, and a default port written out or left out', async () => {
      const same = await request(t.app.getHttpServer()).post('/api/logout.php').set('Host', `127.0.0.1:${port}`).set('Origin', `http://127.0.0.1:${port}`);
      expect(same.status).toBe(200);
      const defaultPort = await request(t.app.getHttpServer()).post('/api/logout.php').set('Host', 'shop.example').set('Origin', 'http://shop.example:80');
      expect(defaultPort.status).toBe(200);
    });
  });

  describe('answers outside the routes', () => {
    it('answers a 1 MB query string with 414 and a JSON code', async () => {
      const res = await rawRequest(port, `/api/v1/products?q=${'a'.repeat(1024 * 1024)}`);
      expect(res.status).toBe(414);
      expect(res.type).toContain('application/json');
      expect(JSON.parse(res.body)).toMatchObject({ success: false, error_code: 'uri_too_long' });
    });

    it('answers a long URL that fits the header limit with 414 too', async () => {
      const res = await rawRequest(port, `/api/v1/products?q=${'a'.repeat(10_000)}`);
      expect(res.status).toBe(414);
      expect(JSON.parse(res.body)).toMatchObject({ success: false, error_code: 'uri_too_long' });
    });

    it('answers oversized headers with 431 and a JSON code', async () => {
      const res = await rawRequest(port, '/api/v1/products', { 'X-Big': 'b'.repeat(64 * 1024) });
      expect(res.status).toBe(431);
      expect(res.type).toContain('application/json');
      expect(JSON.parse(res.body)).toMatchObject({ success: false, error_code: 'headers_too_large' });
    });

    it.each(['/translate/../../x', '/translate/a/b', '/translate/%2e%2e/x', '/api/nothing/here', '/api/v1/products/1/x'])('answers %s with JSON, never an HTML page', async (path) => {
      const res = await rawRequest(port, path);
      expect(res.type).toContain('application/json');
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(JSON.parse(res.body)).toMatchObject({ success: false });
    });
  });

  describe('5xx answers are documented', () => {
    it('documents a 500 server_error (and 503 service_unavailable) in the call\'s error field for every operation', async () => {
      const { body: doc } = await request(t.app.getHttpServer()).get('/api/openapi.json').expect(200);
      const missing: string[] = [];
      for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>)) {
        if (!path.startsWith('/api/') || path === '/api/ready' || path === '/api/health') continue;
        for (const [method, operation] of Object.entries(item)) {
          for (const status of ['500', '503']) if (!operation.responses[status]) missing.push(`${method.toUpperCase()} ${path} ${status}`);
        }
      }
      expect(missing).toEqual([]);
      // Each in the call's own error field: `error` for request_email_change.php.
      const answer = doc.paths['/api/request_email_change.php'].post.responses;
      const resolve = (response: { $ref?: string }) => (response.$ref ? doc.components.responses[response.$ref.split('/').pop()!] : response);
      // The shared schema of the `error` field, narrowed to the status's code.
      for (const [status, code] of [['500', 'server_error'], ['503', 'service_unavailable']] as const) {
        const schema = resolve(answer[status]).content['application/json'].schema;
        expect(schema.allOf[0]).toEqual({ $ref: '#/components/schemas/Failure_error' });
        expect(schema.allOf.at(-1).properties.error.enum).toEqual([code]);
      }
    });
  });
});
