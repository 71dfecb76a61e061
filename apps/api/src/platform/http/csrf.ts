import type { NextFunction, Request, Response } from 'express';
import { sendError } from './error-response.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * DESIGN.md: every state-changing call from a foreign origin is refused, whatever its content
 * type. Browsers say where a request comes from in `Sec-Fetch-Site` and `Origin`; a client
 * that sends neither (an integrator's server, curl) is not a browser and carries no cookie
 * by accident.
 */
export function isForeignRequest(req: Request): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true; // "null" or garbage
  }
}

export function csrfGuard(req: Request, res: Response, next: NextFunction): void {
  if (!SAFE_METHODS.has(req.method) && isForeignRequest(req)) {
    sendError(req, res, 'forbidden');
    return;
  }
  next();
}
