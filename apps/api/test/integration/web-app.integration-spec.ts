import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { WEB_DIST } from '../../src/platform/paths.js';
import { webApp } from '../../src/platform/http/web-app.js';

/** The built web app as the API serves it (`npm test` builds it first). */
describe('serving the built web app', () => {
  const app = express();
  let server: Server;
  let entry = '';

  beforeAll(async () => {
    if (!existsSync(join(WEB_DIST, 'index.html'))) throw new Error('build the web app first (npm test does)');
    for (const handler of webApp(WEB_DIST)) app.use(handler);
    entry = /src="\/assets\/(index-[^"]+\.js)"/.exec(readFileSync(join(WEB_DIST, 'index.html'), 'utf8'))?.[1] ?? '';
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** The bytes as they cross the wire (no client-side decompression). */
  const fetchRaw = (path: string, acceptEncoding: string) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      get({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });

  it('sends the Brotli file made at build time to a browser that accepts it, cached as immutable', async () => {
    const res = await fetchRaw(`/assets/${entry}`, 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).equals(readFileSync(join(WEB_DIST, 'assets', entry)))).toBe(true);
  });

  it('sends gzip to a browser without Brotli, and the plain file to one that accepts neither', async () => {
    const gz = await fetchRaw(`/assets/${entry}`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(readFileSync(join(WEB_DIST, 'assets', entry)))).toBe(true);

    const plain = await fetchRaw(`/assets/${entry}`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(readFileSync(join(WEB_DIST, 'assets', entry)))).toBe(true);
  });

  it('has a compressed twin of every script and stylesheet', () => {
    const texts = readdirSync(join(WEB_DIST, 'assets')).filter((name) => /\.(js|css)$/.test(name));
    const large = texts.filter((name) => readFileSync(join(WEB_DIST, 'assets', name)).length > 1024);
    expect(large.length).toBeGreaterThan(3);
    for (const name of large) {
      expect([name, existsSync(join(WEB_DIST, 'assets', `${name}.br`)), existsSync(join(WEB_DIST, 'assets', `${name}.gz`))]).toEqual([name, true, true]);
    }
  });

  it('answers a client route with index.html, compressed and never cached', async () => {
    const res = await fetchRaw('/category/viande', 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.body).toString('utf8')).toContain('<div id="root">');
  });

  it('serves robots.txt that lets crawlers read the shop but not the admin area or the API', async () => {
    const res = await request(app).get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.text).toMatch(/^User-agent: \*$/m);
    expect(res.text).toMatch(/^Disallow: \/admin$/m);
    expect(res.text).toMatch(/^Disallow: \/api\/$/m);
  });

  it('leaves the API paths to the API', async () => {
    const res = await request(app).get('/api/anything').expect(404);
    expect(res.text).not.toContain('<div id="root">');
  });
});
