import { describe, expect, it } from '@jest/globals';
import express from 'express';
import request from 'supertest';
import { securityHeaders } from './security-headers.js';

function appWith(production: boolean): express.Express {
  const app = express();
  app.use(securityHeaders(production));
  app.get('/x', (_req, res) => {
    res.json({ success: true });
  });
  return app;
}

/** ASVS V3.4.1: HSTS of at least a year in production; none in development, where there is no TLS. */
describe('securityHeaders', () => {
  it('sends HSTS for a year with subdomains, and upgrades insecure requests, in production', async () => {
    const res = await request(appWith(true)).get('/x').expect(200);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('sends no HSTS in development', async () => {
    const res = await request(appWith(false)).get('/x').expect(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
