import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import express from 'express';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { WEB_DIST } from '../../src/platform/paths.js';
import { webApp } from '../../src/platform/http/web-app.js';
import { ResponseCache } from '../../src/platform/response-cache/response-cache.js';

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

/**
 * The category and product pages with their catalogue data rendered in by the server, from
 * the API's own answers (here a stand-in API on the same server, counting its calls).
 */
describe('serving the category and product pages with their catalogue data', () => {
  const app = express();
  const cache = new ResponseCache();
  let server: Server;
  const calls: string[] = [];
  /** A name that tries to end the data block and the markup, and a replacement pattern. */
  const HOSTILE = `Bœuf </script><img src=x onerror=alert(1)> $' $& <!--`;
  let answers: { onCategory?: () => void; categoryStatus: number; price: number; listingAsked?: Promise<void> };
  let listingAsked: () => void = () => undefined;

  const localized = (fr: string, de: string, it: string, field = 'name') => ({ [`${field}_fr`]: fr, [`${field}_de`]: de, [`${field}_it`]: it });
  const product = (slug: string, fr: string, de: string, it: string) => ({
    id: slug.length,
    slug,
    category_slug: 'viande',
    subcategory_slug: 'boeuf',
    ...localized(fr, de, it),
    ...localized(`${fr}, court`, `${de}, kurz`, `${it}, breve`, 'short_description'),
    ...localized('', '', '', 'pack_description'),
    image_url: `/media/catalogue/products/${slug}.svg`,
    unit: 'kg',
    vat_rate: 2.6,
    price: answers.price,
    stock: 12,
    available: true,
    offer_count: 2,
  });

  beforeAll(async () => {
    app.get('/api/v1/categories/:slug', async (req, res) => {
      calls.push(req.originalUrl);
      answers.onCategory?.();
      // Answers only once the listing was asked for too (when a test sets it).
      await answers.listingAsked;
      if (req.params.slug !== 'viande') return res.status(answers.categoryStatus === 200 ? 404 : answers.categoryStatus).json({ success: false });
      if (answers.categoryStatus !== 200) return res.status(answers.categoryStatus).json({ success: false });
      res.json({
        success: true,
        category: {
          id: 1,
          slug: 'viande',
          ...localized('Viande', 'Fleisch', 'Carne'),
          ...localized('Viande fraîche suisse', 'Frisches Schweizer Fleisch', 'Carne fresca svizzera', 'description'),
          image_url: '/media/catalogue/viande.svg',
          subcategories: [{ id: 2, slug: 'boeuf', ...localized('Bœuf', 'Rind', 'Manzo') }],
        },
      });
    });
    app.get('/api/v1/products', (req, res) => {
      calls.push(req.originalUrl);
      listingAsked();
      const items = [product('entrecote', 'Entrecôte de bœuf', 'Rindsentrecôte', 'Entrecôte di manzo'), product('hostile', HOSTILE, HOSTILE, HOSTILE)];
      res.json({ success: true, items, page: 1, limit: 12, total: items.length, pages: 1 });
    });
    app.get('/api/v1/products/by-slug/:slug', (req, res) => {
      calls.push(req.originalUrl);
      if (!['entrecote', 'hostile'].includes(req.params.slug)) return res.status(404).json({ success: false });
      const found = req.params.slug === 'hostile' ? product('hostile', HOSTILE, HOSTILE, HOSTILE) : product('entrecote', 'Entrecôte de bœuf', 'Rindsentrecôte', 'Entrecôte di manzo');
      res.json({
        success: true,
        product: { ...found, ...localized('Viande', 'Fleisch', 'Carne', 'category_name'), ...localized('Longue', 'Lang', 'Lunga', 'description'), highest_price: answers.price + 3 },
      });
    });
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const { port } = server.address() as AddressInfo;
    const handlers = webApp(WEB_DIST, { origin: () => `http://127.0.0.1:${port}`, cache, publicUrl: 'https://shop.example' });
    for (const handler of handlers) app.use(handler);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    cache.invalidate();
    calls.length = 0;
    answers = { categoryStatus: 200, price: 24.9 };
  });

  const page = (path: string, language?: string) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; html: string }>((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      const headers: Record<string, string> = { 'Accept-Encoding': 'br' };
      if (language) headers['Cookie'] = `lang=${language}`;
      get({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const html = (res.headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : body).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, html });
        });
      }).on('error', reject);
    });
  const dataBlock = (html: string) => html.match(/<script type="application\/json" id="mercato-answers">([^<]*)<\/script>/)?.[1];

  it('a category page holds the category and its products in the cookie language, and the answers they came from', async () => {
    const { status, headers, html } = await page('/category/viande', 'de');
    expect(status).toBe(200);
    expect(headers['content-encoding']).toBe('br');
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['vary']).toBe('Accept-Encoding, Cookie');
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<div id="root" data-prerendered="de">');
    expect(html).toContain('<title>Fleisch · Mercato</title>');
    expect(html).toContain('<meta name="description" content="Frisches Schweizer Fleisch" />');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/category/viande" />');
    expect(html).toMatch(/<h1 class="shop-hero__title">Fleisch<\/h1>/);
    const root = html.slice(0, html.indexOf('mercato-answers'));
    expect(root).toContain('Rindsentrecôte');
    expect(root).not.toContain('Entrecôte de bœuf');
    expect(root).not.toContain('product-card--skeleton');
    // The very keys and URLs the screens ask for, so the app finds its answers there.
    const block = JSON.parse(dataBlock(html) ?? 'null') as Array<[unknown[], { success: boolean }]>;
    expect(block.map(([key]) => key)).toEqual([['/api/v1/categories/viande'], ['/api/v1/products', { limit: 12, category: 'viande', page: 1, lang: 'de' }]]);
    expect([...calls].sort()).toEqual(['/api/v1/categories/viande', '/api/v1/products?limit=12&category=viande&page=1&lang=de']);
    // Scripts: those of the prerendered page and the data block, nothing inline that runs.
    expect((html.match(/<script[^>]*>/g) ?? []).filter((tag) => !/\ssrc="\/assets\//.test(tag))).toEqual(['<script type="application/json" id="mercato-answers">']);
  });

  it('a product page holds the product in the cookie language with its picture preloaded first', async () => {
    const { status, html } = await page('/product/entrecote', 'it');
    expect(status).toBe(200);
    expect(html).toContain('<title>Entrecôte di manzo · Mercato</title>');
    expect(html).toContain('<meta name="description" content="Entrecôte di manzo, breve" />');
    expect(html).toMatch(/<h1 class="product-page__title">Entrecôte di manzo<\/h1>/);
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = '<link rel="preload" as="image" href="/media/catalogue/products/entrecote.svg" fetchpriority="high" />';
    expect(head).toContain(preload);
    // Before the stylesheet; the page paints from its HTML, so boot.js asks for the scripts and texts once it has painted.
    expect(head.indexOf(preload)).toBeLessThan(head.indexOf('<link rel="stylesheet"'));
    const start = html.match(/<meta name="mercato-start" content="([^"]+)" \/>/)?.[1]?.split(' ') ?? [];
    expect([start[0], start.at(-1)?.startsWith('/assets/index-'), /<script type="module"|rel="modulepreload"|as="fetch"/.test(html)]).toEqual(['/translate/it.json', true, false]);
    expect(dataBlock(html)).toContain('"highest_price":27.9');
  });

  it('writes catalogue texts escaped: nothing of them ends the data block or becomes markup', async () => {
    for (const path of ['/category/viande', '/product/hostile']) {
      const { status, html } = await page(path, 'fr');
      expect(status).toBe(200);
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('</script><img');
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      const block = dataBlock(html) ?? '';
      expect(block).not.toMatch(/[<>&]/);
      expect(JSON.stringify(JSON.parse(block))).toContain(HOSTILE.replace(/"/g, '\\"'));
    }
    const { html } = await page('/product/hostile', 'fr');
    expect(html).toContain(`<title>Bœuf &lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; $&#39; $&amp; &lt;!-- · Mercato</title>`);
  });

  it('an unknown or impossible slug gets the app’s page with a 404, never the slug written back', async () => {
    for (const path of ['/product/unknown', '/category/unknown', '/product/%3C%2Fscript%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', '/category/A%20B']) {
      const { status, html } = await page(path, 'de');
      expect([path, status]).toEqual([path, 404]);
      expect(html).toContain('<div id="root" data-prerendered="de">');
      // The prerendered skeleton, whose scripts come with it: the app asks the API and shows its not-found page.
      expect(html).toContain('<script type="module" fetchpriority="low"');
      expect(html).not.toContain('mercato-answers');
      expect(html).not.toMatch(/onerror|unknown|A B/);
    }
    // Slugs that cannot exist are refused without asking the API (an unknown category's
    // products are asked for with the category: both at once).
    expect([...calls].sort()).toEqual(['/api/v1/categories/unknown', '/api/v1/products/by-slug/unknown', '/api/v1/products?limit=12&category=unknown&page=1&lang=de']);
  });

  it('keeps a rendered page until the catalogue changes, then renders it anew', async () => {
    await page('/product/entrecote', 'fr');
    await page('/product/entrecote', 'fr');
    expect(calls).toEqual(['/api/v1/products/by-slug/entrecote']);
    // Another language is another page.
    await page('/product/entrecote', 'de');
    expect(calls).toHaveLength(2);
    answers.price = 19.5;
    cache.invalidate();
    const { html } = await page('/product/entrecote', 'fr');
    expect(calls).toHaveLength(3);
    expect(dataBlock(html)).toContain('"price":19.5');
  });

  it('asks for the category and its products together, not one after the other', async () => {
    // The category answers only once the listing was asked for: read one after the other, the
    // category would wait for its timeout and the page go out without its data.
    answers.listingAsked = new Promise<void>((resolve) => (listingAsked = resolve));
    try {
      const { status, html } = await page('/category/viande', 'fr');
      expect([status, dataBlock(html) !== undefined, html.includes('Entrecôte de bœuf')]).toEqual([200, true, true]);
    } finally {
      listingAsked();
    }
  });

  it('keeps no page made from answers the catalogue changed under', async () => {
    answers.onCategory = () => cache.invalidate();
    await page('/category/viande', 'fr');
    answers.onCategory = undefined;
    await page('/category/viande', 'fr');
    expect(calls.filter((call) => call.startsWith('/api/v1/categories/'))).toHaveLength(2);
  });

  it('leaves a filtered or later page of a category, and any failure of the API, to the app (the prerendered page)', async () => {
    for (const path of ['/category/viande?subcategory=boeuf', '/category/viande?page=2']) {
      const { status, html } = await page(path, 'fr');
      expect([path, status, html.includes('product-card--skeleton'), html.includes('mercato-answers')]).toEqual([path, 200, true, false]);
    }
    answers.categoryStatus = 503;
    const failed = await page('/category/viande', 'fr');
    expect([failed.status, failed.html.includes('product-card--skeleton'), failed.html.includes('mercato-answers')]).toEqual([200, true, false]);
  });

  it('never serves the server build of the pages as a file', async () => {
    const { html } = await page('/server/entry-server.js');
    expect(html).toContain('<div id="root"></div>');
  });
});
