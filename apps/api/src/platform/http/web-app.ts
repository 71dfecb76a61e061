import type { NextFunction, Request, Response, RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Paths owned by the server; everything else is a route of the single-page app. */
const SERVER_PATHS = /^\/(api|translate|media|dev)(\/|$)/;

/**
 * Serves the built web app: the Brotli or gzip file the build made beside each asset when the
 * browser accepts it (`Content-Encoding`, `Vary: Accept-Encoding`), hashed assets cached for a
 * year as immutable, and `index.html` (never cached)
 * for every client route, so a reload of `/category/viande` or `/profile` works. Unknown
 * client routes are the app's own 404 page.
 */
export function webApp(distDir: string): RequestHandler[] {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) return [];
  const assets = expressStaticGzip(distDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    },
  });
  const fallback = (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path)) return next();
    // The app's page for every client route, compressed like any other file.
    req.url = '/index.html';
    assets(req, res, () => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(indexHtml);
    });
  };
  return [
    (req, res, next) => (SERVER_PATHS.test(req.path) ? next() : assets(req, res, next)),
    fallback,
  ];
}
