import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { docsSecurityHeaderOptions, docsSecurityHeaders, securityHeaderOptions, securityHeaders } from './security-headers.js';

function appWith(production: boolean, headers: RequestHandler = securityHeaders(production)): express.Express {
  const app = express();
  app.use((_req, res, next) => {
    res.setHeader('X-Powered-By', 'Express'); // what helmet removes must go
    next();
  });
  app.use(headers);
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

  it.each([
    ['production', () => securityHeaders(true), () => helmet(securityHeaderOptions(true))],
    ['development', () => securityHeaders(false), () => helmet(securityHeaderOptions(false))],
    ['Swagger UI', () => docsSecurityHeaders(), () => helmet(docsSecurityHeaderOptions())],
  ])('sends exactly the headers helmet sends (%s), computed once', async (_name, fixed, perRequest) => {
    const ours = await request(appWith(true, fixed())).get('/x').expect(200);
    const helmets = await request(appWith(true, perRequest())).get('/x').expect(200);
    const securityOnly = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !['date', 'etag'].includes(name)));
    expect(securityOnly(ours.headers)).toEqual(securityOnly(helmets.headers));
    expect(Object.keys(ours.headers)).toEqual(Object.keys(helmets.headers));
    expect(ours.headers['x-powered-by']).toBeUndefined();
    expect(ours.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('sends no HSTS in development', async () => {
    const res = await request(appWith(false)).get('/x').expect(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});

describe('the headers nginx adds to the pages it serves (docker/nginx/security-headers.conf)', () => {
  it('are the ones the API sends in production, with the same values', async () => {
    const conf = readFileSync(new URL('../../../../../docker/nginx/security-headers.conf', import.meta.url), 'utf8');
    const nginx = [...conf.matchAll(/^add_header ([\w-]+) "([^"]*)" always;$/gm)].map(([, name, value]) => [name!.toLowerCase(), value]);
    expect(nginx.length).toBeGreaterThanOrEqual(6);
    const res = await request(appWith(true)).get('/x').expect(200);
    expect(nginx).toEqual(nginx.map(([name]) => [name, res.headers[name!]]));
  });
});
