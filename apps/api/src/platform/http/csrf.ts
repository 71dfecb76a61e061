import type { NextFunction, Request, Response } from 'express';
import { sendError } from './error-response.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * DESIGN.md: every state-changing call from a foreign origin is refused, whatever its content
 * type. Browsers say where a request comes from in `Sec-Fetch-Site` and `Origin`; a client
 * that sends neither (an integrator's server, curl) is not a browser and carries no cookie
 * by accident. An `Origin` must match the request's own origin in scheme, host and port;
 * the scheme is the connection's, or `X-Forwarded-Proto` from a trusted proxy only
 * (`req.protocol` honours Express's `trust proxy`).
 */
export function isForeignRequest(req: Request): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).origin !== ownOrigin(req);
  } catch {
    return true; // "null" or garbage
  }
}

/**
 * `scheme://host[:port]` of the request itself, default ports left out as `URL` writes them.
 * The host is the `Host` header the proxy passes on (not `X-Forwarded-Host`, which nginx's
 * `$host` writes without the port).
 */
function ownOrigin(req: Request): string {
  const host = req.headers.host;
  if (!host) return '';
  return new URL(`${req.protocol}://${host}`).origin;
}

export function csrfGuard(req: Request, res: Response, next: NextFunction): void {
  if (!SAFE_METHODS.has(req.method) && isForeignRequest(req)) {
    sendError(req, res, 'forbidden');
    return;
  }
  next();
}
