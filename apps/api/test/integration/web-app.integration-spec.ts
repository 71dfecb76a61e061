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

  /** A page as the browser gets it, Brotli undone, with the language cookie when one is given. */
  const page = async (path: string, language?: string) => {
    const { port } = server.address() as AddressInfo;
    return new Promise<{ headers: IncomingHttpHeaders; html: string }>((resolve, reject) => {
      const headers: Record<string, string> = { 'Accept-Encoding': 'br' };
      if (language) headers['Cookie'] = `theme=x; lang=${language}`;
      get({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, html: brotliDecompressSync(Buffer.concat(chunks)).toString('utf8') }));
      }).on('error', reject);
    });
  };

  it('answers a public route with its prerendered page, compressed, never cached, one copy per language cookie', async () => {
    const res = await fetchRaw('/category/viande', 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['vary']).toBe('Accept-Encoding, Cookie');
    const html = brotliDecompressSync(res.body).toString('utf8');
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<div id="root" data-prerendered="fr">');
    // The catalogue is never prerendered: a skeleton until the API answers, whatever the slug.
    expect(html).toContain('product-card--skeleton');
    expect(html).not.toContain('viande');
  });

  it('sends each public page in the language of the lang cookie, French without one', async () => {
    const cases: Array<[string, string | undefined, string, string]> = [
      ['/', undefined, 'fr', 'Le meilleur prix de gros pour votre restaurant · Mercato'],
      ['/', 'de', 'de', 'Der beste Grosshandelspreis für Ihr Restaurant · Mercato'],
      ['/auth', 'it', 'it', 'Accesso e registrazione · Mercato'],
      ['/cart/', 'de', 'de', 'Warenkorb · Mercato'],
      ['/product/any-thing', 'xx', 'fr', 'Mercato'],
    ];
    for (const [path, cookie, language, title] of cases) {
      const { html } = await page(path, cookie);
      expect([path, cookie, html.match(/<html lang="(\w+)">/)?.[1], html.match(/data-prerendered="(\w+)"/)?.[1]]).toEqual([path, cookie, language, language]);
      expect(html).toContain(`<title>${title}</title>`);
      // The texts come with the page (product) or are named for boot.js to fetch once it has painted.
      const start = html.match(/<meta name="mercato-start" content="([^"]+)" \/>/)?.[1]?.split(' ');
      if (path.startsWith('/product/')) expect(html).toContain(`<link rel="preload" as="fetch" href="/translate/${language}.json" crossorigin />`);
      else expect([path, start?.[0]]).toEqual([path, `/translate/${language}.json`]);
    }
  });

  it('a page that paints from its HTML names its scripts for boot.js, the entry last; one whose paint waits for the API fetches them with it, at low priority', () => {
    for (const language of ['fr', 'de', 'it']) {
      for (const name of ['home', 'auth', 'cart']) {
        const html = readFileSync(join(WEB_DIST, 'prerendered', language, `${name}.html`), 'utf8');
        const start = html.match(/<meta name="mercato-start" content="([^"]+)" \/>/)?.[1]?.split(' ') ?? [];
        expect([name, start.at(-1), /<script type="module"|rel="modulepreload"|as="fetch"/.test(html)]).toEqual([name, `/assets/${entry}`, false]);
        // Read by boot.js, so before it.
        expect([name, html.indexOf('name="mercato-start"') < html.indexOf('/assets/boot-')]).toEqual([name, true]);
        for (const file of start) expect([name, file, existsSync(join(WEB_DIST, file))]).toEqual([name, file, !file.startsWith('/translate/')]);
      }
      for (const name of ['category', 'product']) {
        const html = readFileSync(join(WEB_DIST, 'prerendered', language, `${name}.html`), 'utf8');
        expect([name, html.includes('mercato-start'), html.includes(`<script type="module" fetchpriority="low" crossorigin src="/assets/${entry}">`)]).toEqual([name, false, true]);
      }
    }
  });

  it('answers every other client route with the empty page in the visitor language', async () => {
    const { html, headers } = await page('/privacy', 'it');
    expect(headers['cache-control']).toBe('no-cache');
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain("<title>Il miglior prezzo all’ingrosso per il Suo ristorante · Mercato</title>");
  });

  it('prerendered pages hold no inline script or style (the CSP allows neither) and load boot.js first', () => {
    const dir = join(WEB_DIST, 'prerendered');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'));
    expect(files.length).toBe(18);
    for (const name of files) {
      const html = readFileSync(join(dir, name), 'utf8');
      const scripts = html.match(/<script[^>]*>/g) ?? [];
      expect([name, scripts.every((tag) => /\ssrc="\/assets\//.test(tag))]).toEqual([name, true]);
      expect([name, /\sstyle="/.test(html)]).toEqual([name, false]);
      expect([name, /^<script src="\/assets\/boot-[\w-]+\.js">$/.test(scripts[0] ?? '')]).toEqual([name, true]);
    }
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
