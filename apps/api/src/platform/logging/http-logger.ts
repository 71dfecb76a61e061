import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Level, Logger as Pino } from 'pino';
import type { RequestWithId } from '../http/request-id.js';
import { requestContext } from './logger.js';
import { redactPath } from './redact-path.js';

/** Probes every few seconds would drown the log: they are logged only when they fail (as warnings). */
const PROBES = new Set(['/api/health', '/api/ready']);

/** The path without its query, and without the secret of a wholesaler's link. */
function pathOf(url: string | undefined): string {
  return redactPath((url ?? '').split('?')[0] ?? '');
}

function levelOf(path: string, status: number): Level | 'silent' {
  if (PROBES.has(path)) return status >= 400 ? 'warn' : 'silent';
  return status >= 500 ? 'error' : 'info';
}

/**
 * One JSON line per finished request (method, path without its query, status, time) with its
 * request id; 5xx as errors, a request the client abandoned as a warning. Runs after
 * `requestId`, and keeps the request id in context for every line logged while the request
 * is served.
 *
 * Written here rather than with pino-http: that library makes a child logger for every
 * request (bindings serialised and run through the redaction paths) even when the request
 * line is then not logged, a measurable share of each signed-in call's CPU.
 */
export function httpLogger(logger: Pino): RequestHandler[] {
  return [
    (req: Request, res: Response, next: NextFunction) => {
      const started = performance.now();
      const requestId = String((req as RequestWithId).id);
      res.once('close', () => {
        const path = pathOf(req.originalUrl ?? req.url);
        const finished = res.writableFinished;
        const level = finished ? levelOf(path, res.statusCode) : 'warn';
        if (level === 'silent' || !logger.isLevelEnabled(level)) return;
        const responseTime = Math.round(performance.now() - started);
        const line = { requestId, req: { method: req.method, path }, res: { statusCode: res.statusCode }, responseTime };
        const message = finished ? `${req.method} ${path} ${res.statusCode} ${responseTime} ms` : `${req.method} ${path} aborted by the client after ${responseTime} ms`;
        logger[level](line, message);
      });
      requestContext.run({ requestId }, next);
    },
  ];
}
