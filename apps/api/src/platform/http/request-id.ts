import type { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
declare module 'express-serve-static-core' {
  interface Request {
    /** Set by `requestId` below, first thing on every request. */
    id: string;
  }
}

/** A request with its id (every request has one; the name stays for readers of the callers). */
export type RequestWithId = Request;

const VALID_ID = /^[\w.-]{1,64}$/;

/** Every request gets an id (kept from a proxy's `X-Request-Id` when sane), echoed in the answer. */
export function requestId(req: RequestWithId, res: Response, next: NextFunction): void {
  const incoming = req.headers['x-request-id'];
  req.id = typeof incoming === 'string' && VALID_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', req.id);
  next();
}
