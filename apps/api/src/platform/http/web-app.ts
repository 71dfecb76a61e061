import type { NextFunction, Request, Response, RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, resolveLanguage, type Language } from '@mercato/contracts';
import { CataloguePages, type CataloguePagesOptions } from './catalogue-pages.js';

/** Paths owned by the server; everything else is a route of the single-page app. */
const SERVER_PATHS = /^\/(api|translate|media|dev)(\/|$)/;
/** Files of the build that are no assets: the server build of the pages (the API runs it, no browser needs it). */
const NOT_SERVED = /^\/server(\/|$)/;

interface PrerenderedPage {
  readonly name: string;
  readonly pattern: RegExp;
}

/** The pages the web app's build prerendered (dist/prerendered/pages.json), or none. */
function prerenderedPages(distDir: string): PrerenderedPage[] {
  const list = join(distDir, 'prerendered', 'pages.json');
  if (!existsSync(list)) return [];
  const pages = JSON.parse(readFileSync(list, 'utf8')) as Array<{ name: string; pattern: string }>;
  return pages.map(({ name, pattern }) => ({ name, pattern: new RegExp(pattern) }));
}

/** The interface language of the `lang` cookie the web app keeps (French without one). */
export function cookieLanguage(cookieHeader: string | undefined): Language {
  const value = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookieHeader ?? '')?.[1];
  return value === undefined ? DEFAULT_LANGUAGE : resolveLanguage(value);
}

/**
 * Serves the built web app: the Brotli or gzip file the build made beside each asset when the
 * browser accepts it (`Content-Encoding`, `Vary: Accept-Encoding`), hashed assets cached for a
 * year as immutable, and a page (never cached) for every client route, so a reload of
 * `/category/viande` or `/profile` works. The public pages a first visit lands on (home,
 * category, product, sign-in, cart) come prerendered, in the language of the `lang` cookie;
 * every other route gets the empty shell in that language. Unknown client routes are the app's
 * own 404 page. With `catalogue` (how this process reaches its own API), the category and
 * product pages come with their catalogue data rendered in (`CataloguePages`).
 */
export function webApp(distDir: string, catalogue?: CataloguePagesOptions): RequestHandler[] {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) return [];
  const pages = prerenderedPages(distDir);
  const cataloguePages = catalogue && pages.length > 0 ? new CataloguePages(distDir, catalogue) : null;
  const rendering = cataloguePages?.available ? cataloguePages : null;
  const assets = expressStaticGzip(distDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        // A page's language follows the cookie: a cache must keep one copy per cookie.
        if (path.includes(`${sep}prerendered${sep}`)) res.setHeader('Vary', 'Accept-Encoding, Cookie');
      },
    },
  });
  const prerendered = (req: Request, res: Response) => {
    // The page for this client route, compressed like any other file.
    if (pages.length > 0) {
      const page = pages.find(({ pattern }) => pattern.test(req.path))?.name ?? 'shell';
      req.url = `/prerendered/${cookieLanguage(req.headers.cookie)}/${page}.html`;
    } else {
      req.url = '/index.html';
    }
    assets(req, res, () => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(indexHtml);
    });
  };
  const fallback = (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path)) return next();
    if (!rendering) return prerendered(req, res);
    // Whatever goes wrong in rendering, the visitor still gets the prerendered page.
    rendering.serve(req, res, cookieLanguage(req.headers.cookie)).then(
      (served) => {
        if (!served) prerendered(req, res);
      },
      (error: unknown) => (res.headersSent ? next(error) : prerendered(req, res)),
    );
  };
  return [
    (req, res, next) => (SERVER_PATHS.test(req.path) || NOT_SERVED.test(req.path) ? next() : assets(req, res, next)),
    fallback,
  ];
}
