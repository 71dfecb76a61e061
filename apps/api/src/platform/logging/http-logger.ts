import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger as Pino } from 'pino';
import { pinoHttp } from 'pino-http';
import type { RequestWithId } from '../http/request-id.js';
import { requestContext } from './logger.js';

/** Probes every few seconds would drown the log: they are logged only when they fail (as warnings). */
const PROBES = new Set(['/api/health', '/api/ready']);

function pathOf(url: string | undefined): string {
  return (url ?? '').split('?')[0] ?? '';
}

/**
 * One JSON line per finished request (method, path without its query, status, time) with
 * its request id; 5xx as errors. Runs after `requestId`, and keeps the
 * request id in context for every line logged while the request is served.
 */
export function httpLogger(logger: Pino): RequestHandler[] {
  const log = pinoHttp<Request, Response>({
    logger,
    genReqId: (req) => (req as RequestWithId).id,
    customAttributeKeys: { reqId: 'requestId' },
    quietReqLogger: true,
    customLogLevel: (req, res, error) => {
      if (PROBES.has(pathOf(req.url))) return res.statusCode >= 400 ? 'warn' : 'silent';
      return error || res.statusCode >= 500 ? 'error' : 'info';
    },
    customSuccessMessage: (req, res, time) => `${req.method} ${pathOf(req.originalUrl ?? req.url)} ${res.statusCode} ${Math.round(time)} ms`,
    // pino-http invents an error ("failed with status code 503") for every 5xx: the status says it already.
    customErrorObject: (_req, _res, error, value: Record<string, unknown>) =>
      error.message.startsWith('failed with status code') ? Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'err')) : value,
    customErrorMessage: (req, res) => `${req.method} ${pathOf(req.originalUrl ?? req.url)} ${res.statusCode}`,
    serializers: {
      req: (req: { method?: string; originalUrl?: string; url?: string }) => ({ method: req.method, path: pathOf(req.originalUrl ?? req.url) }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
    wrapSerializers: false,
  });
  return [
    (req: Request, res: Response, next: NextFunction) => log(req, res, next),
    (req: Request, _res: Response, next: NextFunction) => requestContext.run({ requestId: String((req as RequestWithId).id) }, next),
  ];
}
