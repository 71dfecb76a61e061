import type { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { ReqId } from 'pino-http';

/** pino-http declares `id` on every request; `requestId` below sets it (a string). */
export interface RequestWithId extends Request {
  id: ReqId;
}

const VALID_ID = /^[\w.-]{1,64}$/;

/** Every request gets an id (kept from a proxy's `X-Request-Id` when sane), echoed in the answer. */
export function requestId(req: RequestWithId, res: Response, next: NextFunction): void {
  const incoming = req.headers['x-request-id'];
  req.id = typeof incoming === 'string' && VALID_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', req.id);
  next();
}
