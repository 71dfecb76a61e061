import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { sendError } from './error-response.js';
import { withinJsonLimits } from './json-limits.js';
import { containsNul, urlContainsNul } from './text-input.js';

/**
 * JSON and form bodies, with parse failures answered in the API's own shape: malformed JSON
 * is a 400 `invalid_data`, an oversized body a 413 `payload_too_large`, and a body holding a
 * NUL character (which no text column can store) a 400 `invalid_data` too; so is JSON nested
 * deeper than 32 levels or with an array of more than 1,000 elements, refused before parsing.
 */
function guarded(parser: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) =>
    parser(req, res, (error?: unknown) => {
      if (!error) return containsNul(req.body) ? sendError(req, res, 'invalid_data') : next();
      const type = (error as { type?: string }).type;
      sendError(req, res, type === 'entity.too.large' ? 'payload_too_large' : 'invalid_data');
    });
}

/** Where a path reaches a route, a file or a query (the web app's pages only serve index.html). */
const SERVER_PATHS = /^\/(api|media|translate|dev)\//;

/** A path or query holding an encoded NUL is malformed input, refused before any route reads it. */
function refuseNulInUrl(req: Request, res: Response, next: NextFunction): void {
  if (SERVER_PATHS.test(req.path) && urlContainsNul(req.originalUrl)) return sendError(req, res, 'invalid_data');
  next();
}

export const bodyParsers: RequestHandler[] = [
  refuseNulInUrl,
  guarded(
    express.json({
      limit: '1mb',
      verify: (_req, _res, raw) => {
        if (!withinJsonLimits(raw)) throw Object.assign(new Error('JSON too deep or too long'), { status: 400, type: 'entity.too.deep' });
      },
    }),
  ),
  guarded(express.urlencoded({ extended: false, limit: '1mb', parameterLimit: 200 })),
];
