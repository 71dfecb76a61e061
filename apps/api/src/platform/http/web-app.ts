import express, { type NextFunction, type Request, type Response, type RequestHandler } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Paths owned by the server; everything else is a route of the single-page app. */
const SERVER_PATHS = /^\/(api|translate|media|dev)(\/|$)/;

/**
 * Serves the built web app: hashed assets cached for a year, and `index.html` (never cached)
 * for every client route, so a reload of `/category/viande` or `/profile` works. Unknown
 * client routes are the app's own 404 page.
 */
export function webApp(distDir: string): RequestHandler[] {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) return [];
  const assets = express.static(distDir, {
    index: false,
    setHeaders: (res, path) => {
      res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const fallback = (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  };
  return [
    (req, res, next) => (SERVER_PATHS.test(req.path) ? next() : assets(req, res, next)),
    fallback,
  ];
}
